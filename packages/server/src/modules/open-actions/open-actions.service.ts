import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import {
  ACTION_AGE_DAYS,
  ACTION_AGE_VALUES,
  ACTION_KIND_VALUES,
  type ActionAge,
  type ActionKind,
  actionKindOf,
  VISIT_REQUEST_ACTION_PREFIX,
  hasPermission,
  MAX_PAGE_SIZE,
  type OpenActionType,
  API_MESSAGES,
  PERSONNEL_MESSAGES,
  MY_REQUEST_TYPE_VALUES,
  OPEN_ACTION_MESSAGES,
  dayIn,
  daysBetween,
} from '@clearline/shared';
import { IsNull, Like, Not } from 'typeorm';
import { RequestContext } from '../../core/context/request-context';
import { isUuid, recordNotFound, TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, parseList, type ParsedList } from '../../core/http/list';
import { OnDomainEvent } from '../../core/events/domain-events';
import type {
  ClosesByItself,
  OpenActionInput,
  OpenActionLedger,
  OpenActionRecord,
  ResolvedBy,
} from '../../core/events/open-action-reactions';
import { SettingsService, tenantZoneSql } from '../settings';
import type { FacilityOpenActionsDto, MyRequestView, OpenActionResolveDto, OpenActionView, OpenActionWaiveDto } from './open-action.dto';
import { OpenAction } from './open-action.entity';
import { openActionPeople } from './open-action-people';

/**
 * Open actions of people and facilities: raised by the domains' reactions; a task is completed or closed by a person,
 * an action that closes by itself (its fact changes) is closed by its reaction, or waived by a person with a reason.
 */
/** GET /requests-and-actions/open-actions/personnel/{id} */
export const OPEN_ACTION_LIST = defineList({
  resource: 'open-actions',
  sortable: { createdAt: 'o.createdAt', dueDate: 'o.dueDate', title: 'o.title' },
  defaultSort: { field: 'createdAt', direction: 'ASC' },
  id: 'o.id',
  quickFilter: ['o.title'],
  filters: {
    state: {
      type: 'enum',
      single: true,
      values: ['OPEN', 'COMPLETED', 'CLOSED', 'ALL'],
      condition: (p) => `(${p} = 'ALL' OR o.state = ${p})`,
      description: 'OPEN by default; ALL for every state',
    },
    waived: {
      type: 'boolean',
      condition: (p) => `(o.waived_at IS NOT NULL) = ${p}`,
      description: 'true: the actions a person waived (CLOSED while the fact that raised them still held); false: the others',
    },
  },
  defaultSize: MAX_PAGE_SIZE,
});

/**
 * What an action is about (ACTION_KIND, the same rule as `actionKindOf`): VISIT_REQUEST for a visit request's action,
 * the reminder source of an action a daily reminder raised (source key `reminder:<kind>:…`), else its action type.
 * Arguments are the columns.
 */
export function actionKindSql(sourceKey: string, actionType: string): string {
  return `(CASE WHEN ${sourceKey} LIKE '${VISIT_REQUEST_ACTION_PREFIX}%' THEN 'VISIT_REQUEST'
                WHEN ${sourceKey} LIKE 'reminder:%' THEN split_part(${sourceKey}, ':', 2) ELSE ${actionType} END)`;
}

/**
 * Whole days an action has been open (since it was raised), counted in its tenant's days (TIME_ZONE); `createdAt` and
 * `tenantId` are the columns.
 */
export const actionDaysSql = (createdAt: string, tenantId: string) =>
  `((now() AT TIME ZONE ${tenantZoneSql(tenantId)})::date - (${createdAt} AT TIME ZONE ${tenantZoneSql(tenantId)})::date)`;

/** The ACTION_AGE an action is in, as an SQL CASE over its created-at and tenant columns. */
export function actionAgeSql(createdAt: string, tenantId: string): string {
  const days = actionDaysSql(createdAt, tenantId);
  const cases = ACTION_AGE_VALUES.map((age) => {
    const [from, to] = ACTION_AGE_DAYS[age];
    return `WHEN ${days} >= ${from}${to === null ? '' : ` AND ${days} < ${to}`} THEN '${age}'`;
  });
  return `(CASE ${cases.join(' ')} END)`;
}

/** The people of a facility (`facilityParam` its placeholder) own the action, or the facility does. */
export const actionAtFacilitySql = (facilityParam: string) =>
  `(o.facility_id = ${facilityParam} OR ${openActionPeople().atFacilitySql('o.tenant_id', 'o.personnel_id', facilityParam)})`;

/** GET /requests-and-actions/open-actions: the open actions of the tenant's people (the dashboard's tiles link here) */
export const TENANT_OPEN_ACTION_LIST = defineList({
  ...OPEN_ACTION_LIST,
  sortable: { ...OPEN_ACTION_LIST.sortable, actionType: 'o.actionType', state: 'o.state' },
  filters: {
    ...OPEN_ACTION_LIST.filters,
    kind: {
      type: 'enum',
      values: ACTION_KIND_VALUES,
      condition: (p) => `${actionKindSql('o.source_key', 'o.action_type')} = ${p}`,
      description: 'what the action is about: a missing required document, the reminder that raised it, else its type',
    },
    age: {
      type: 'enum',
      values: ACTION_AGE_VALUES,
      condition: (p) => `${actionAgeSql('o.created_at', 'o.tenant_id')} = ${p}`,
      description: 'days since the action was raised: under 30, 30–60, 60–90, over 90',
    },
    facilityId: {
      type: 'uuid',
      single: true,
      condition: (p) => actionAtFacilitySql(`${p}::uuid`),
      description: 'actions of the people of a facility (or of the facility itself)',
    },
    personnelId: { type: 'uuid', single: true, column: 'o.personnel_id' },
    overdue: {
      type: 'boolean',
      // :today is the tenant's day, a parameter each list using this filter sets on its query
      condition: (p) => `(o.due_date < :today::date) = ${p}`,
      description: "true: the due date has passed (on the tenant's day)",
    },
  },
  defaultSort: { field: 'createdAt', direction: 'ASC' },
});

/** GET /requests-and-actions/open-actions/facility/{id}: the actions of a facility and of its people */
export const FACILITY_OPEN_ACTION_LIST = defineList({
  ...TENANT_OPEN_ACTION_LIST,
  resource: 'facility-open-actions',
  filters: { ...OPEN_ACTION_LIST.filters, kind: TENANT_OPEN_ACTION_LIST.filters.kind, overdue: TENANT_OPEN_ACTION_LIST.filters.overdue },
});

/** GET /requests-and-actions/requested-actions/me: the actions the caller raised */
export const REQUESTED_ACTION_LIST = defineList({
  ...OPEN_ACTION_LIST,
  resource: 'requested-actions',
  sortable: { ...OPEN_ACTION_LIST.sortable, state: 'o.state' },
  defaultSort: { field: 'createdAt', direction: 'DESC' },
});

/** GET /requests-and-actions/requests/me: the caller's requests, newest first, every state */
export const MY_REQUEST_LIST = defineList({
  resource: 'my-requests',
  sortable: { createdAt: 'o.createdAt', dueDate: 'o.dueDate', title: 'o.title', state: 'o.state' },
  defaultSort: { field: 'createdAt', direction: 'DESC' },
  id: 'o.id',
  quickFilter: ['o.title'],
  filters: {
    state: { type: 'enum', values: ['OPEN', 'COMPLETED', 'CLOSED'], column: 'o.state' },
    type: {
      type: 'enum',
      values: MY_REQUEST_TYPE_VALUES,
      condition: (p) => `'OPEN_ACTION' = ${p}`,
      description: 'the kind of request (MY_REQUEST_TYPE)',
    },
  },
  defaultSize: 20,
});

/** The most rows GET /facilities/{id}/detail/open-actions/details answers (its counts cover every action). */
export const FACILITY_OPEN_ACTION_ROWS = 500;

/** The age bucket of an action raised at `createdAt`, in days of `timeZone` (the same rule as actionAgeSql), for views. */
export function actionAgeOf(createdAt: Date, timeZone: string, now = new Date()): ActionAge {
  const days = daysBetween(dayIn(timeZone, createdAt), dayIn(timeZone, now));
  return ACTION_AGE_VALUES.find((age) => {
    const [from, to] = ACTION_AGE_DAYS[age];
    return days >= from && (to === null || days < to);
  })!;
}

@Injectable()
export class OpenActionsService implements OpenActionLedger {
  /** The kinds of action that close by themselves, as the @ProvidesOpenActions providers declare them (set at start-up). */
  private closing: readonly ClosesByItself[] = [];

  constructor(
    private readonly db: TenantDb,
    private readonly settings: SettingsService,
  ) {}

  /** Takes the kinds of action that close by themselves (OpenActionReactions hands them over at start-up). */
  useClosesByItself(rules: readonly ClosesByItself[]): void {
    this.closing = rules;
  }

  /** What closes the action by itself, if it is of such a kind (then a person waives it, never completes or closes it). */
  closesWhen(a: Pick<OpenActionRecord, 'sourceKey'>): string | null {
    const key = a.sourceKey;
    return (key !== null && this.closing.find((r) => r.sourceKey.test(key))?.when) || null;
  }

  /**
   * Raises an action for a source once (e.g. a reminder that a badge expires): nothing happens while an
   * action with the same source key is open for the person, or while a person's waiver of one stands (the fact it
   * waived has not ended since). Saved through the repository (audited).
   */
  async raise(input: OpenActionInput): Promise<OpenAction | null> {
    const repo = this.db.repo(OpenAction);
    const open = await repo.findOneBy({ personnelId: input.personnelId ?? IsNull(), sourceKey: input.sourceKey, state: 'OPEN' });
    if (open || (await this.standingWaiver(input.personnelId, input.sourceKey))) return null;
    return repo.save(repo.create({ ...input, state: 'OPEN' }));
  }

  /** The waived action of a person (null: of no person) and source whose fact has not ended since, if there is one. */
  private standingWaiver(personnelId: string | null, sourceKey: string): Promise<OpenAction | null> {
    return this.db
      .repo(OpenAction)
      .findOneBy({ personnelId: personnelId ?? IsNull(), sourceKey, waivedAt: Not(IsNull()), lapsedAt: IsNull() });
  }

  /** The fact a person's waiver (or hand resolution) was about has ended: a recurrence raises a new action. Audited. */
  async lapse(action: OpenActionRecord): Promise<void> {
    if (action.lapsedAt) return;
    await this.db.repo(OpenAction).save(Object.assign(action as OpenAction, { lapsedAt: new Date() }));
  }

  /** The OPEN actions of a person (null: of no person) whose source key is `sourceKey`, or starts with `prefix`. */
  open(personnelId: string | null, key: { sourceKey: string } | { prefix: string }): Promise<OpenAction[]> {
    const sourceKey = 'prefix' in key ? Like(`${key.prefix.replace(/[\\%_]/g, '\\$&')}%`) : key.sourceKey;
    return this.db.repo(OpenAction).findBy({ personnelId: personnelId ?? IsNull(), sourceKey, state: 'OPEN' });
  }

  /** Every action of a person of one type, in every state, newest first. */
  history(personnelId: string, actionType: OpenActionType): Promise<OpenAction[]> {
    return this.db.repo(OpenAction).find({ where: { personnelId, actionType }, order: { createdAt: 'DESC' } });
  }

  /**
   * Completes or closes the open action of a source (the counterpart of `raise`), noting who did it; nothing when
   * no action of the source is open. Saved through the repository (audited).
   */
  async resolveSource(personnelId: string | null, sourceKey: string, to: 'COMPLETED' | 'CLOSED', note: string): Promise<void> {
    const open = await this.db.repo(OpenAction).findOneBy({ personnelId: personnelId ?? IsNull(), sourceKey, state: 'OPEN' });
    if (open) return this.settle(open, to, note);
    // a person waived it: what it waited for has now happened, and a recurrence of the source raises a new action
    const waived = await this.standingWaiver(personnelId, sourceKey);
    if (waived) await this.lapse(waived);
  }

  /**
   * Completes or closes one open action, noting when, by whom (the caller, now, unless `resolved` says otherwise) and
   * why (the note is kept when none is given). Saved through the repository (audited).
   */
  async settle(action: OpenActionRecord, to: 'COMPLETED' | 'CLOSED', note?: string | null, resolved?: ResolvedBy): Promise<void> {
    const at = resolved ? resolved.at : new Date();
    const by = resolved ? resolved.by : (RequestContext.current()?.user?.username ?? null);
    const a = action as OpenAction;
    if (to === 'COMPLETED') Object.assign(a, { state: to, completedAt: at, completedBy: by });
    else Object.assign(a, { state: to, closedAt: at, closedBy: by });
    if (note !== undefined) a.note = note;
    await this.db.repo(OpenAction).save(a);
  }

  /** Changes what an open action says (its facility, title, description or due date). Saved through the repository (audited). */
  async update(
    action: OpenActionRecord,
    changes: Partial<Pick<OpenActionRecord, 'facilityId' | 'title' | 'description' | 'dueDate'>>,
  ): Promise<void> {
    await this.db.repo(OpenAction).save(Object.assign(action as OpenAction, changes));
  }

  /** GET /requests-and-actions/open-actions/personnel/{id}: the person's OPEN actions unless another state (or ALL) is asked for */
  async listForPerson(personnelId: string, query: Record<string, unknown>): Promise<Page<OpenActionView>> {
    const q = parseList(OPEN_ACTION_LIST, query);
    const people = openActionPeople();
    const name = isUuid(personnelId) ? (await people.names([personnelId])).get(personnelId) : undefined;
    if (name === undefined) throw recordNotFound('Personnel', personnelId);
    await people.reconcile(personnelId, this);
    const qb = this.db.repo(OpenAction).createQueryBuilder('o').where('o.personnelId = :personnelId', { personnelId });
    if (q.values.state === undefined) qb.andWhere(`o.state = 'OPEN'`);
    const zone = await this.settings.tenantTimeZone();
    return pageOf(qb, OPEN_ACTION_LIST, q, (rows) => rows.map((a) => this.toView(a, name, zone)));
  }

  /** The id of the caller's own personnel record (personnel.user_id), if they have one. */
  private myRecord(): Promise<string | null> {
    return openActionPeople().linkedTo(RequestContext.require().user!.id);
  }

  /** GET /requests-and-actions/open-actions/me: the actions on the caller's own record (OPEN unless another state, or ALL, is asked for). */
  async listMine(query: Record<string, unknown>): Promise<Page<OpenActionView>> {
    const q = parseList(OPEN_ACTION_LIST, query);
    const id = await this.myRecord();
    if (id) await openActionPeople().reconcile(id, this);
    const qb = this.db.repo(OpenAction).createQueryBuilder('o').where('o.personnelId = :personnelId', { personnelId: id });
    if (!id) qb.andWhere('false');
    if (q.values.state === undefined) qb.andWhere(`o.state = 'OPEN'`);
    return pageOf(qb, OPEN_ACTION_LIST, q, (rows) => this.withPeople(rows));
  }

  /**
   * GET /requests-and-actions/requested-actions/me: the actions the caller raised (the audit trail names who
   * created each action), on people or facilities; OPEN unless another state, or ALL, is asked for.
   */
  async listRequestedByMe(query: Record<string, unknown>): Promise<Page<OpenActionView>> {
    const q = parseList(REQUESTED_ACTION_LIST, query);
    const me = RequestContext.require().user!;
    const qb = this.db
      .repo(OpenAction)
      .createQueryBuilder('o')
      .where(
        `EXISTS (SELECT 1 FROM audit_log al WHERE al.object_table = 'open_action' AND al.object_id = o.id::text
                   AND al.action = 'CREATE' AND al.user_id = :me)`,
        { me: me.id },
      );
    if (q.values.state === undefined) qb.andWhere(`o.state = 'OPEN'`);
    return pageOf(qb, REQUESTED_ACTION_LIST, q, (rows) => this.withPeople(rows));
  }

  /**
   * GET /requests-and-actions/requests/me: the caller's requests, newest first, every state unless one is
   * asked for. A union over the kinds MY_REQUEST_TYPE names (each row's `type`): today the open actions
   * raised on the caller's own record.
   */
  async myRequests(query: Record<string, unknown>): Promise<Page<MyRequestView>> {
    const q = parseList(MY_REQUEST_LIST, query);
    const id = await this.myRecord();
    const qb = this.db.repo(OpenAction).createQueryBuilder('o').where('o.personnelId = :personnelId', { personnelId: id });
    if (!id) qb.andWhere('false');
    return pageOf(qb, MY_REQUEST_LIST, q, (rows) =>
      rows.map((a) => ({
        id: a.id,
        type: 'OPEN_ACTION' as const,
        title: a.title,
        description: a.description,
        state: a.state,
        personnelId: a.personnelId,
        dueDate: a.dueDate,
        createdAt: a.createdAt.toISOString(),
        resolvedAt: (a.completedAt ?? a.closedAt)?.toISOString() ?? null,
        note: a.note,
      })),
    );
  }

  /** GET /requests-and-actions/open-actions: the open actions of the tenant's people (OPEN unless another state, or ALL, is asked for) */
  async list(query: Record<string, unknown>): Promise<Page<OpenActionView>> {
    const q = parseList(TENANT_OPEN_ACTION_LIST, query);
    const qb = this.db
      .repo(OpenAction)
      .createQueryBuilder('o')
      .where('o.personnel_id IS NOT NULL')
      .setParameter('today', await this.settings.tenantToday());
    if (q.values.state === undefined) qb.andWhere(`o.state = 'OPEN'`);
    return pageOf(qb, TENANT_OPEN_ACTION_LIST, q, (rows) => this.withPeople(rows));
  }

  /**
   * GET /requests-and-actions/open-actions/facility/{id}: OPEN unless another state (or ALL) is asked for. The caller
   * has checked the facility.
   */
  /** The facility's list, read with `parseList(FACILITY_OPEN_ACTION_LIST, query)` (a bad query answers 400 before the facility is looked at). */
  async listForFacility(facilityId: string, q: ParsedList): Promise<Page<OpenActionView>> {
    const qb = this.db
      .repo(OpenAction)
      .createQueryBuilder('o')
      .where(actionAtFacilitySql(':facilityId::uuid'), { facilityId })
      .setParameter('today', await this.settings.tenantToday());
    if (q.values.state === undefined) qb.andWhere(`o.state = 'OPEN'`);
    return pageOf(qb, FACILITY_OPEN_ACTION_LIST, q, (rows) => this.withPeople(rows));
  }

  /**
   * GET /facilities/{id}/detail/open-actions/details: counts of the facility's OPEN actions and the rows, soonest due
   * first. The caller has checked the facility.
   */
  async facilityDetails(facilityId: string): Promise<FacilityOpenActionsDto> {
    const em = this.db.em();
    const where = `o.state = 'OPEN' AND ${actionAtFacilitySql('$1::uuid')}`;
    const [c] = await em.query<Array<{ open: number; overdue: number; soon: number; facility: number; personnel: number; people: number }>>(
      `SELECT count(*)::int AS open,
              count(*) FILTER (WHERE o.due_date < $2::date)::int AS overdue,
              count(*) FILTER (WHERE o.due_date >= $2::date AND o.due_date <= $2::date + 30)::int AS soon,
              count(*) FILTER (WHERE o.facility_id = $1::uuid AND o.personnel_id IS NULL)::int AS facility,
              count(*) FILTER (WHERE o.personnel_id IS NOT NULL)::int AS personnel,
              count(DISTINCT o.personnel_id)::int AS people
         FROM open_action o WHERE ${where}`,
      [facilityId, await this.settings.tenantToday()],
    );
    const kinds = await em.query<Array<{ kind: ActionKind; count: number }>>(
      `SELECT ${actionKindSql('o.source_key', 'o.action_type')} AS kind, count(*)::int AS count
         FROM open_action o WHERE ${where} GROUP BY 1 ORDER BY 2 DESC, 1`,
      [facilityId],
    );
    const rows = await this.db
      .repo(OpenAction)
      .createQueryBuilder('o')
      .where(`o.state = 'OPEN'`)
      .andWhere(actionAtFacilitySql(':facilityId::uuid'), { facilityId })
      .orderBy('o.dueDate', 'ASC', 'NULLS LAST')
      .addOrderBy('o.createdAt', 'ASC')
      .addOrderBy('o.id', 'ASC')
      .take(FACILITY_OPEN_ACTION_ROWS)
      .getMany();
    return {
      facilityId,
      open: c.open,
      overdue: c.overdue,
      dueWithin30Days: c.soon,
      facilityActions: c.facility,
      personnelActions: c.personnel,
      people: c.people,
      byKind: kinds,
      items: await this.withPeople(rows),
      clearanceVerifications: await openActionPeople().openVerificationsAtFacility(facilityId),
    };
  }

  private async withPeople(rows: OpenAction[]): Promise<OpenActionView[]> {
    const ids = [...new Set(rows.map((a) => a.personnelId).filter((x): x is string => !!x))];
    const names = ids.length ? await openActionPeople().names(ids) : new Map<string, string>();
    const zone = await this.settings.tenantTimeZone();
    return rows.map((a) => this.toView(a, (a.personnelId && names.get(a.personnelId)) || null, zone));
  }

  async get(id: string): Promise<OpenActionView> {
    const a = await this.find(id);
    return this.toView(a, await this.personOf(a), await this.settings.tenantTimeZone());
  }

  complete(id: string, dto: OpenActionResolveDto): Promise<OpenActionView> {
    return this.resolve(id, dto, 'COMPLETED');
  }

  close(id: string, dto: OpenActionResolveDto): Promise<OpenActionView> {
    return this.resolve(id, dto, 'CLOSED');
  }

  /**
   * Closes an action that closes by itself while its fact still holds (the document is still missing), recording who
   * waived it, when and why (audited through the repository). The waiver stands until the fact ends: the same source
   * raises no new action meanwhile.
   */
  async waive(id: string, dto: OpenActionWaiveDto): Promise<OpenActionView> {
    const a = await this.find(id, 'UPDATE');
    if (a.state !== 'OPEN') throw new ConflictException(PERSONNEL_MESSAGES.openActionAlready(a.state));
    if (!this.closesWhen(a)) throw new ConflictException(OPEN_ACTION_MESSAGES.notWaivable);
    const who = RequestContext.require().user?.username ?? null;
    const at = new Date();
    Object.assign(a, { state: 'CLOSED', closedAt: at, closedBy: who, waivedAt: at, waivedBy: who, waiveReason: dto.reason.trim() });
    const saved = await this.db.repo(OpenAction).save(a);
    return this.toView(saved, await this.personOf(saved), await this.settings.tenantTimeZone());
  }

  /** A person is being deleted: their actions go first. */
  @OnDomainEvent('personnel.removed')
  async onPersonnelRemoved({ personnelId }: { personnelId: string }): Promise<void> {
    await this.removeForPerson(personnelId);
  }

  /** Removes every action of a person (when the person is deleted). */
  async removeForPerson(personnelId: string): Promise<void> {
    const repo = this.db.repo(OpenAction);
    // one at a time: the audit of each removal queries the request's connection, which runs one query at a time
    for (const row of await repo.findBy({ personnelId })) await repo.remove(row);
  }

  private async resolve(id: string, dto: OpenActionResolveDto, to: 'COMPLETED' | 'CLOSED'): Promise<OpenActionView> {
    const a = await this.find(id, 'UPDATE');
    if (a.state !== 'OPEN') throw new ConflictException(PERSONNEL_MESSAGES.openActionAlready(a.state));
    // its fact closes it: completing it by hand would say it is done while the fact still holds
    const when = this.closesWhen(a);
    if (when) throw new ConflictException(OPEN_ACTION_MESSAGES.closesByItself(when));
    const who = RequestContext.require().user?.username ?? null;
    if (to === 'COMPLETED') Object.assign(a, { state: to, completedAt: new Date(), completedBy: who });
    else Object.assign(a, { state: to, closedAt: new Date(), closedBy: who });
    if (dto.note !== undefined) a.note = dto.note?.trim() || null;
    const saved = await this.db.repo(OpenAction).save(a);
    return this.toView(saved, await this.personOf(saved), await this.settings.tenantTimeZone());
  }

  /** The action, if the caller may see (or change) it: person actions need PERSONNEL, facility actions FACILITIES. */
  private async find(id: string, type: 'VIEW' | 'UPDATE' = 'VIEW'): Promise<OpenAction> {
    const a = await this.db.findOr404(OpenAction, id, 'Open action');
    const module = a.personnelId ? 'PERSONNEL' : 'FACILITIES';
    const perms = RequestContext.require().user?.permissions ?? {};
    if (!hasPermission(perms, module, 'VIEW')) throw recordNotFound('Open action', id);
    if (!hasPermission(perms, module, type)) throw new ForbiddenException(API_MESSAGES.noPermission(type, module));
    return a;
  }

  /** The name of the person the action is on, if it is on one. */
  private async personOf(a: OpenAction): Promise<string | null> {
    return a.personnelId ? ((await openActionPeople().names([a.personnelId])).get(a.personnelId) ?? null) : null;
  }

  /** `personnelName`: of the person the action is on; `zone`: the tenant's time zone, in whose days the action's age counts. */
  private toView(a: OpenAction, personnelName: string | null, zone: string): OpenActionView {
    return {
      id: a.id,
      version: a.version,
      actionType: a.actionType,
      kind: actionKindOf(a.sourceKey, a.actionType),
      age: actionAgeOf(a.createdAt, zone),
      title: a.title,
      description: a.description,
      state: a.state,
      personnelId: a.personnelId,
      personnelName,
      facilityId: a.facilityId,
      documentTitleId: a.documentTitleId,
      dueDate: a.dueDate,
      createdAt: a.createdAt.toISOString(),
      completedAt: a.completedAt ? a.completedAt.toISOString() : null,
      completedBy: a.completedBy,
      closedAt: a.closedAt ? a.closedAt.toISOString() : null,
      closedBy: a.closedBy,
      note: a.note,
      closesWhen: this.closesWhen(a),
      waivedAt: a.waivedAt ? a.waivedAt.toISOString() : null,
      waivedBy: a.waivedBy,
      waiveReason: a.waiveReason,
      lapsedAt: a.lapsedAt ? a.lapsedAt.toISOString() : null,
    };
  }
}
