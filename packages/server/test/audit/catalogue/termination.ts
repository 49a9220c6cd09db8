import { full } from '../../tenancy/support';
import type { WalkContext } from '../../tenancy/walk';
import type { WriteEntry } from '../write-routes.catalogue';
import { PERSONNEL_PATH, walkPerson } from './personnel';
import { pastYear } from '../../support/dates';

/** The year of the past days of these samples: long past, and past they stay. */
const PAST = pastYear();

/** An agent of the walk's tenant that may terminate employees. */
const terminator = (ctx: WalkContext) => ctx.agent({ permissions: { ...full('TERMINATE_EMPLOYEE'), ...full('PERSONNEL') } });

/** A pending termination of a new person of the walk's tenant. */
async function pendingTermination(ctx: WalkContext): Promise<string> {
  const p = await walkPerson(ctx);
  const res = await (
    await terminator(ctx)
  )
    .post(`${PERSONNEL_PATH}/terminate-employee`)
    .send({ employeeId: p.id, terminationDate: `${PAST}-06-30`, reason: 'RESIGNED' });
  if (res.status !== 201) throw new Error(`termination: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** Write-route samples of Terminate Employee (see write-routes.catalogue.ts for the contract). */
export const terminationWriteRoutes: Record<string, WriteEntry> = {
  [`POST ${PERSONNEL_PATH}/terminate-employee`]: {
    run: async (ctx) => {
      const p = await walkPerson(ctx);
      return (await terminator(ctx))
        .post(`${PERSONNEL_PATH}/terminate-employee`)
        .send({ employeeId: p.id, terminationDate: `${PAST}-06-30`, isHighRisk: false, reason: 'TERMINATED_NORMAL' });
    },
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'personnel_termination' },
  },
  [`POST ${PERSONNEL_PATH}/accept-terminate-personnel`]: {
    run: async (ctx) => {
      const terminationId = await pendingTermination(ctx);
      return (await terminator(ctx)).post(`${PERSONNEL_PATH}/accept-terminate-personnel`).send({ terminationId });
    },
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'personnel_termination' },
  },
};
