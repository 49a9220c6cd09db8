import { randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import { allModules, defaultRolePermissions } from '@clearline/shared';
import { codeIn, mailSnapshot, waitForMail } from '../../support/auth';
import { insertInvitation } from '../../tenancy/catalogue/invitations';
import { full } from '../../tenancy/support';
import type { WalkContext } from '../../tenancy/walk';
import type { WriteEntry } from '../write-routes.catalogue';

const API = '/api/v1';
const rnd = () => randomBytes(4).toString('hex');
/** A security officer who may give the Employee role (an account is given only the permissions its creator holds). */
export const OFFICE_PERMISSIONS = {
  ...defaultRolePermissions(
    'CLIENT_EMPLOYEE',
    allModules().map((m) => m.name),
  ),
  ...full('PERSONNEL', 'USERS'),
};
const office = (ctx: WalkContext) => ctx.agent({ permissions: OFFICE_PERMISSIONS });

/** The `userdata` of an invitation link. */
export const userdataOf = (link: string): string => new URL(link).searchParams.get('userdata')!;

/** The invitation form as an invitee fills it in. */
export const inviteeForm = (userdata: string, ssn: string) => ({
  userdata,
  ssn,
  genderType: 'FEMALE',
  maritalStatus: 'SINGLE',
  birthDate: '1990-04-02',
  birthAddress: { countryId: 236, city: 'Huntsville', state: 'AL' },
  citizenshipCountryId: 236,
  citizenshipType: 'BORN_IN_US',
});

const anon = (ctx: WalkContext) => ctx.t.agent();

/** An invitation sent through the API; answers its id, the invited address and the link's userdata. */
async function invited(ctx: WalkContext) {
  const email = `walk.${rnd()}@invite.example`;
  const seen = mailSnapshot(ctx.t);
  const res = await (await office(ctx)).post(`${API}/invite`).send({ invites: [{ firstName: 'Wanda', lastName: 'Walk', email }] });
  if (res.status !== 201) throw new Error(`invite: ${res.status} ${JSON.stringify(res.body)}`);
  // the invitation e-mail first, so that the next e-mail to the address is the code
  await waitForMail(ctx.t, email, seen);
  const [inv] = res.body as Array<{ id: string; link: string }>;
  return { id: inv.id, email, userdata: userdataOf(inv.link) };
}

/** …whose link was opened and whose e-mailed code was read. */
async function validated(ctx: WalkContext) {
  const inv = await invited(ctx);
  const seen = mailSnapshot(ctx.t);
  await anon(ctx).post(`${API}/self-service/validate-invite`).send({ userdata: inv.userdata }).expect(200);
  return { ...inv, otp: codeIn(await waitForMail(ctx.t, inv.email, seen)) };
}

async function passed(ctx: WalkContext) {
  const inv = await validated(ctx);
  await anon(ctx).post(`${API}/self-service/submit-otp`).send({ userdata: inv.userdata, otp: inv.otp }).expect(200);
  return inv;
}

const ssn = () => `6${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;

/** Write-route samples of invitations (see write-routes.catalogue.ts for the contract). */
export const invitationWriteRoutes: Record<string, WriteEntry> = {
  'POST /api/v1/invite': {
    run: async (ctx): Promise<Response> =>
      (await office(ctx))
        .post(`${API}/invite`)
        .send({ invites: [{ firstName: 'Wes', lastName: 'Walk', email: `wes.${rnd()}@invite.example` }] }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'invitation' },
  },
  'PUT /api/v1/invite/personnel/:id': {
    run: async (ctx) => {
      const { personnelId } = await insertInvitation(ctx, ctx.tenantId);
      return (await office(ctx)).put(`${API}/invite/personnel/${personnelId}`).send({});
    },
    audit: { eventType: 'UPDATE', objectTable: 'invitation' },
  },
  'PUT /api/v1/invite/:id/send-email': {
    run: async (ctx) => (await office(ctx)).put(`${API}/invite/${(await invited(ctx)).id}/send-email`),
    audit: { eventType: 'UPDATE', objectTable: 'invitation' },
  },
  'DELETE /api/v1/invite/:id': {
    run: async (ctx) => (await office(ctx)).delete(`${API}/invite/${(await insertInvitation(ctx, ctx.tenantId)).invitationId}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'invitation' },
  },
  'POST /api/v1/invite/create-user': {
    run: async (ctx) => {
      const inv = await passed(ctx);
      await anon(ctx).post(`${API}/self-service/submit-invitee`).send(inviteeForm(inv.userdata, ssn())).expect(200);
      return (await office(ctx)).post(`${API}/invite/create-user`).send({ invitationId: inv.id });
    },
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'app_user' },
  },
  'POST /api/v1/self-service/validate-invite': {
    run: async (ctx) =>
      anon(ctx)
        .post(`${API}/self-service/validate-invite`)
        .send({ userdata: (await invited(ctx)).userdata }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'invitation' },
  },
  'POST /api/v1/self-service/submit-otp': {
    run: async (ctx) => {
      const inv = await validated(ctx);
      return anon(ctx).post(`${API}/self-service/submit-otp`).send({ userdata: inv.userdata, otp: inv.otp });
    },
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'invitation' },
  },
  'POST /api/v1/self-service/submit-invitee': {
    run: async (ctx) =>
      anon(ctx)
        .post(`${API}/self-service/submit-invitee`)
        .send(inviteeForm((await passed(ctx)).userdata, ssn())),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'personnel' },
  },
};
