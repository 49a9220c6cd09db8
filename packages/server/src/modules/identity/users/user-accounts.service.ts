import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable } from '@nestjs/common';
import {
  EMAIL_PATTERN,
  type JobRunStatus,
  USER_ACCOUNTS_INLINE_LIMIT,
  USER_ACCOUNTS_MESSAGES as M,
  USER_ACCOUNTS_ROLE,
  type UserAccountOutcome,
} from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../../../core/audit/audit.service';
import { type AuthUser, RequestContext } from '../../../core/context/request-context';
import { isUuid, recordNotFound, TenantDb } from '../../../core/database/tenant-db';
import { QueueService } from '../../../core/queue/queue.service';
import { recordQueuedTask, runIdFor } from '../../jobs';
import { PasswordResetService } from '../passwords/password-reset.service';
import { RolesService } from '../roles/roles.service';
import { type AccountTarget, accountHolders } from './account-holders';
import { UserRole } from './user-role.entity';
import { AppUser } from './user.entity';
import type { GenerateUserAccountsDto, UserAccountCountsDto, UserAccountItemDto, UserAccountsRunDto } from './user-accounts.dto';

export const USER_ACCOUNTS_JOB = 'identity.generate-user-accounts';
export const USER_ACCOUNTS_QUEUE = 'maintenance';

/** What a run does, as its job_run parameters hold it (ids and names only). */
export interface AccountParameters {
  targets: AccountTarget[];
  isSendWelcomeEmail: boolean;
}

/** What a finished run recorded (job_run result). */
export interface AccountResult {
  counts: UserAccountCountsDto;
  items: UserAccountItemDto[];
}

/** The system role the accounts get. */
export interface EmployeeRole {
  id: string;
  name: string;
}

export const emptyAccountCounts = (): UserAccountCountsDto => ({ created: 0, skipped: 0, failed: 0 });
export const accountCountKey = (o: UserAccountOutcome): keyof UserAccountCountsDto =>
  o === 'CREATED' ? 'created' : o === 'SKIPPED' ? 'skipped' : 'failed';

/**
 * Generate User Accounts (spec 02 §2, §7): a CLIENT_EMPLOYEE user for each person, the work e-mail as
 * username, linked to the personnel record (personnel.user_id), with the welcome e-mail (its link sets
 * the password, the password-reset token flow). Up to five people are done in the request, more by the
 * job USER_ACCOUNTS_JOB with progress; the answer has the same shape either way.
 */
@Injectable()
export class UserAccountsService {
  constructor(
    private readonly db: TenantDb,
    private readonly queues: QueueService,
    private readonly audit: AuditService,
    private readonly roles: RolesService,
    private readonly resets: PasswordResetService,
  ) {}

  async generate(dto: GenerateUserAccountsDto): Promise<UserAccountsRunDto> {
    const actor = RequestContext.require().user!;
    const em = this.db.em();
    const role = await this.employeeRole(em);
    // the CLIENT_EMPLOYEE role grants nothing the caller lacks (the rule of every role assignment)
    await this.roles.assertAssignable(em, [role.id], actor);
    const all = dto.isForAllEmployees === true;
    // the people are the tenant's: the route transaction checked the body's ids
    const ids = [...new Set(dto.employeeIds ?? [])];
    if (!all && !ids.length) throw new BadRequestException(M.choosePeople);
    const targets = await accountHolders().targets(em, all ? null : ids);
    if (!targets.length) throw new BadRequestException(M.nobody);
    const parameters: AccountParameters = { targets, isSendWelcomeEmail: dto.isSendWelcomeEmail ?? true };
    if (targets.length > USER_ACCOUNTS_INLINE_LIMIT) return this.queue(em, actor, parameters, all);

    // a handful: done in this request (one transaction: an error leaves no account behind)
    const items: UserAccountItemDto[] = [];
    for (const t of targets) items.push(await this.createFor(em, t, role, parameters.isSendWelcomeEmail, actor.id, null));
    const counts = tally(items);
    await this.audit.write(em, {
      eventType: 'ACTION',
      action: 'USER_ACCOUNTS_GENERATED',
      objectTable: 'personnel',
      objectId: targets.length === 1 ? targets[0].id : null,
      details: { allEmployees: all, people: targets.length, welcomeEmail: parameters.isSendWelcomeEmail, ...counts },
    });
    const now = new Date().toISOString();
    return {
      runId: null,
      status: 'SUCCEEDED',
      progress: 100,
      total: targets.length,
      processed: targets.length,
      isSendWelcomeEmail: parameters.isSendWelcomeEmail,
      counts,
      items,
      error: null,
      queuedAt: now,
      finishedAt: now,
    };
  }

  /** A run of the job in the caller's tenant, or 404. */
  async run(runId: string): Promise<UserAccountsRunDto> {
    if (!isUuid(runId)) throw recordNotFound('User account run', runId);
    const [row] = await this.db.em().query<RunRow[]>(
      `SELECT r.id, r.status, r.progress, r.rows_written, r.parameters, r.result, r.error, r.created_at, r.finished_at
         FROM job_run r WHERE r.id = $1 AND r.job_type = $2`,
      [runId, USER_ACCOUNTS_JOB],
    );
    if (!row) throw recordNotFound('User account run', runId);
    return toRunDto(row);
  }

  /** The system role CLIENT_EMPLOYEE. */
  async employeeRole(em: EntityManager): Promise<EmployeeRole> {
    const [role] = await em.query<EmployeeRole[]>(`SELECT id, name FROM role WHERE tenant_id IS NULL AND name = $1`, [USER_ACCOUNTS_ROLE]);
    if (!role) throw new Error(`The system role ${USER_ACCOUNTS_ROLE} is missing`);
    return role;
  }

  /**
   * One person: skipped when inactive, when they have an account, when the work e-mail is missing,
   * not valid or already a username; else the user, its role, the link on the personnel record and,
   * when asked, the welcome e-mail. Every write is audited.
   */
  async createFor(
    em: EntityManager,
    target: AccountTarget,
    role: EmployeeRole,
    sendWelcome: boolean,
    actorId: string | null,
    runId: string | null,
  ): Promise<UserAccountItemDto> {
    const p = await accountHolders().lock(em, target.id);
    const [account] = p?.userId
      ? await em.query<Array<{ username: string }>>(`SELECT username FROM app_user WHERE id = $1 AND deleted_at IS NULL`, [p.userId])
      : [];
    const email = p?.workEmail?.trim() || null;
    const item = (
      outcome: UserAccountOutcome,
      detail: string,
      user: { id: string; username: string } | null = null,
    ): UserAccountItemDto => ({
      personnelId: target.id,
      name: p ? `${p.lastName}, ${p.firstName}` : target.name,
      workEmail: email,
      outcome,
      detail,
      userId: user?.id ?? null,
      username: user?.username ?? null,
    });
    if (!p || !p.active) return item('SKIPPED', M.skippedInactive);
    if (p.userId && account) return item('SKIPPED', M.skippedHasAccount(account.username), { id: p.userId, username: account.username });
    if (!email) return item('SKIPPED', M.skippedNoEmail);
    if (!EMAIL_PATTERN.test(email)) return item('SKIPPED', M.skippedInvalidEmail(email));
    const username = email.toLowerCase();
    // usernames are unique across tenants (sign-in has no tenant field)
    const taken = (await em.query('SELECT 1 FROM auth_find_user($1)', [username])) as unknown[];
    if (taken.length) return item('SKIPPED', M.skippedUsernameTaken(username));

    const users = em.getRepository(AppUser);
    const user = await users.save(
      users.create({
        username,
        email: username,
        firstName: p.firstName,
        lastName: p.lastName,
        phone: null,
        enabled: true,
        locked: false,
        lockedUntil: null,
        passwordHash: null,
        passwordHistory: [],
        mustChangePassword: false,
        passwordChangedAt: null,
        failedAttempts: 0,
        firstFailedAt: null,
        lastLoginAt: null,
      }),
    );
    await em.getRepository(UserRole).save(em.getRepository(UserRole).create({ userId: user.id, roleId: role.id }));
    await accountHolders().link(em, p.id, user.id);
    await this.audit.write(em, {
      eventType: 'ACTION',
      action: 'USER_ACCOUNT_GENERATED',
      objectTable: 'personnel',
      objectId: p.id,
      userId: actorId,
      details: { userId: user.id, username, role: role.name, welcomeEmail: sendWelcome, jobRunId: runId },
    });
    if (sendWelcome) await this.resets.sendWelcome(em, await users.findOneByOrFail({ id: user.id }));
    return item('CREATED', M.created(username, sendWelcome), user);
  }

  /** Records the run with its people, audits the request and queues the job. */
  private async queue(em: EntityManager, actor: AuthUser, parameters: AccountParameters, all: boolean): Promise<UserAccountsRunDto> {
    const tenantId = this.db.tenantId();
    const jobId = `user-accounts-${randomUUID()}`;
    const runId = runIdFor(USER_ACCOUNTS_QUEUE, jobId);
    await recordQueuedTask(em, {
      runId,
      tenantId,
      jobType: USER_ACCOUNTS_JOB,
      queue: USER_ACCOUNTS_QUEUE,
      queueJobId: jobId,
      title: M.title,
      parameters,
      actorId: actor.id,
      actorTenantId: actor.homeTenantId,
    });
    await this.audit.write(em, {
      eventType: 'ACTION',
      action: 'USER_ACCOUNTS_QUEUED',
      objectTable: 'job_run',
      objectId: runId,
      details: { jobRunId: runId, allEmployees: all, people: parameters.targets.length, welcomeEmail: parameters.isSendWelcomeEmail },
    });
    // a worker that starts before this transaction commits waits on the run's primary key, then finds it
    await this.queues.add(USER_ACCOUNTS_JOB, { tenantId, actorId: actor.id, actorTenantId: actor.homeTenantId, runId }, { jobId });
    return toRunDto({
      id: runId,
      status: 'QUEUED',
      progress: 0,
      rows_written: null,
      parameters,
      result: null,
      error: null,
      created_at: new Date(),
      finished_at: null,
    });
  }
}

export function tally(items: UserAccountItemDto[]): UserAccountCountsDto {
  const counts = emptyAccountCounts();
  for (const i of items) counts[accountCountKey(i.outcome)] += 1;
  return counts;
}

interface RunRow {
  id: string;
  status: JobRunStatus;
  progress: number;
  rows_written: string | null;
  parameters: AccountParameters;
  result: AccountResult | null;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

function toRunDto(r: RunRow): UserAccountsRunDto {
  const p = r.parameters;
  return {
    runId: r.id,
    status: r.status,
    progress: r.progress,
    total: p.targets.length,
    processed: r.result ? r.result.items.length : r.rows_written === null ? 0 : Number(r.rows_written),
    isSendWelcomeEmail: p.isSendWelcomeEmail,
    counts: r.result?.counts ?? emptyAccountCounts(),
    items: r.result?.items ?? [],
    error: r.error,
    queuedAt: r.created_at.toISOString(),
    finishedAt: r.finished_at?.toISOString() ?? null,
  };
}
