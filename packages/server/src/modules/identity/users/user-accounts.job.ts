import { Injectable } from '@nestjs/common';
import { USER_ACCOUNTS_MESSAGES as M } from '@clearline/shared';
import { type Job, UnrecoverableError } from 'bullmq';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../../core/audit/audit.service';
import { TenantDb } from '../../../core/database/tenant-db';
import { JobHandler, type JobRunner } from '../../../core/queue/job-handler';
import type { RunPayload } from '../../../core/queue/queues';
import { RunExecutor } from '../../jobs';
import type { UserAccountItemDto } from './user-accounts.dto';
import { type AccountParameters, type AccountResult, tally, USER_ACCOUNTS_JOB, UserAccountsService } from './user-accounts.service';

/** Generate User Accounts for more than a handful of people: the run (job_run) names the people. */
export interface UserAccountsPayload extends RunPayload {
  runId: string;
}

declare module '../../../core/queue/queues' {
  interface JobPayloads {
    'identity.generate-user-accounts': UserAccountsPayload;
  }
}

/**
 * Works through a Generate User Accounts run: one transaction per person, each audited, one outcome
 * each. A person who got an account meanwhile (or a retried job) is skipped; a failure of one person
 * is recorded as FAILED and the run goes on with the next.
 */
@Injectable()
@JobHandler(USER_ACCOUNTS_JOB, 'maintenance')
export class UserAccountsJob implements JobRunner<UserAccountsPayload> {
  constructor(
    private readonly db: TenantDb,
    private readonly runs: RunExecutor,
    private readonly accounts: UserAccountsService,
    private readonly audit: AuditService,
  ) {}

  async run(job: Job<UserAccountsPayload>) {
    const { tenantId, runId, actorId } = job.data;
    if (!tenantId) throw new UnrecoverableError('Generating user accounts needs a tenant');
    const requestId = `job:${job.queueName}:${job.id}`;
    const inTenant = <T>(fn: (em: EntityManager) => Promise<T>) => this.db.inTenant(tenantId, fn, { requestId });
    return this.runs.execute(job, { kind: 'TASK', task: USER_ACCOUNTS_JOB, title: M.title }, async (ctx) => {
      const p = ctx.run.parameters as unknown as AccountParameters;
      if (!Array.isArray(p?.targets)) throw new UnrecoverableError('The run was not recorded (its request failed)');
      const role = await inTenant((em) => this.accounts.employeeRole(em));
      const items: UserAccountItemDto[] = [];
      for (const [i, target] of p.targets.entries()) {
        try {
          items.push(await inTenant((em) => this.accounts.createFor(em, target, role, p.isSendWelcomeEmail, actorId, runId)));
        } catch (e) {
          items.push({
            personnelId: target.id,
            name: target.name,
            workEmail: null,
            outcome: 'FAILED',
            detail: (e as Error).message?.slice(0, 300) || 'Failed',
            userId: null,
            username: null,
          });
        }
        ctx.progress(((i + 1) / p.targets.length) * 100, i + 1);
      }
      const result: AccountResult = { counts: tally(items), items };
      await inTenant((em) =>
        this.audit.write(em, {
          eventType: 'ACTION',
          action: 'USER_ACCOUNTS_GENERATED',
          objectTable: 'job_run',
          objectId: runId,
          userId: actorId,
          username: null,
          details: { jobRunId: runId, people: p.targets.length, welcomeEmail: p.isSendWelcomeEmail, ...result.counts },
        }),
      );
      return { rows: items.length, result: result as unknown as Record<string, unknown> };
    });
  }
}
