import { Injectable } from '@nestjs/common';
import {
  DUE_ITEM_VALUES,
  DUE_WINDOW_DAYS,
  hasPermission,
  type ActionAge,
  type ActionKind,
  type DueItem,
  type DueWindow,
  VISIT_PERM_CERTIFICATION_REMINDER_SETTING,
} from '@clearline/shared';
import { RequestContext } from '../../core/context/request-context';
import { Page } from '../../core/http/list-query';
import { defineList, pageOfSql, parseList } from '../../core/http/list';
import { TenantDb } from '../../core/database/tenant-db';
import { dd254ReviewsDueSql } from '../dd254';
import { findingOpenSql } from '../facilities';
import { debriefsDueSql, IncidentsService } from '../incidents';
import { actionAgeSql, actionAtFacilitySql, actionKindSql } from '../open-actions';
import { DueDates, bindDue, dueSource, dueWithinSql, trainingDoneSql, trainingRequiredSql, windowOfSql } from '../personnel';
import { TenantsService } from '../tenants';
import { SettingsService, settingNumber, tenantTodaySql } from '../settings';
import { permCertificationsExpiringSql, visitsThisWeekSql } from '../visits';
import type { FsoDashboardView, InspectionFindingsView, ManagedTenantCountsView, MyDashboardView } from './dashboard.dto';

const PERSON_AT_FACILITY = (person: string, facilityParam: string) =>
  `EXISTS (SELECT 1 FROM personnel_facility pf WHERE pf.tenant_id = ${person}.tenant_id AND pf.personnel_id = ${person}.id AND pf.facility_id = ${facilityParam}::uuid)`;

/** GET /dashboard/managed-tenants: the caller's managed tenants with their counts (`x`, one row per tenant) */
export const MANAGED_TENANT_COUNTS_LIST = defineList({
  resource: 'managed-tenants',
  sortable: {
    name: 'lower(x.name)',
    openActions: 'x."openActions"',
    overdueActions: 'x."overdueActions"',
    dueSoonActions: 'x."dueSoonActions"',
  },
  defaultSort: { field: 'name', direction: 'ASC' },
  id: 'x."tenantId"',
  quickFilter: ['x.name'],
});

/**
 * The dashboards, counted in SQL (never by loading the rows): the security officer's (what falls due and
 * what is open, per facility), the signed-in person's own, and the provider's managed tenants. The rules
 * are those of the lists the tiles link to (due-dates.ts for the personnel list's due filters, the
 * open-action kind and age for the open-actions list), so a count and its list agree.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly db: TenantDb,
    private readonly dueDates: DueDates,
    private readonly tenants: TenantsService,
    private readonly settings: SettingsService,
    private readonly incidents: IncidentsService,
  ) {}

  /** `facilityId`: a facility of the tenant (the route transaction checked the query's id), or every facility. */
  async fso(facilityId: string | undefined): Promise<FsoDashboardView> {
    const em = this.db.em();
    const v = await this.dueDates.values();
    // $1 the facility (or null), then today and the reinvestigation years the queries read
    const values: unknown[] = [facilityId ?? null];
    const p = bindDue(values, v);
    const facility = (person: string) => `($1::uuid IS NULL OR ${PERSON_AT_FACILITY(person, '$1')})`;
    const union = DUE_ITEM_VALUES.map((item) => {
      const s = dueSource(item, p);
      return `SELECT '${item}' AS item, ${windowOfSql(s.due, p.today)} AS win, ${s.personnelId} AS personnel_id
                FROM ${s.from} WHERE ${s.where} AND ${dueWithinSql(s.due, p.today)} AND ${facility('dp')}`;
    }).join(' UNION ALL ');
    const due = await em.query<Array<{ item: DueItem; win: DueWindow; n: number }>>(
      `SELECT item, win, count(DISTINCT personnel_id)::int AS n FROM (${union}) x GROUP BY item, win`,
      values,
    );
    const actions = await em.query<Array<{ kind: ActionKind; age: ActionAge; n: number }>>(
      `SELECT ${actionKindSql('o.source_key', 'o.action_type')} AS kind, ${actionAgeSql('o.created_at', 'o.tenant_id')} AS age, count(*)::int AS n
         FROM open_action o
        WHERE o.state = 'OPEN' AND o.personnel_id IS NOT NULL AND ($1::uuid IS NULL OR ${actionAtFacilitySql('$1::uuid')})
        GROUP BY 1, 2`,
      [facilityId ?? null],
    );
    const [training] = await em.query<Array<{ required: number; completed: number }>>(
      `SELECT count(*)::int AS required, count(*) FILTER (WHERE ${trainingDoneSql('p', '$1')})::int AS completed
         FROM personnel p WHERE ${trainingRequiredSql('p')} AND ($2::uuid IS NULL OR ${PERSON_AT_FACILITY('p', '$2')})`,
      [v.today, facilityId ?? null],
    );
    const [dd254] = await em.query<Array<{ n: number }>>(dd254ReviewsDueSql('$1', '$2'), [v.today, facilityId ?? null]);
    const [hires] = await em.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM pending_hire WHERE status = 'PENDING' AND ($1::uuid IS NULL OR facility_id = $1::uuid)`,
      [facilityId ?? null],
    );
    const [visits] = await em.query<Array<{ n: number }>>(visitsThisWeekSql('$1', '$2'), [facilityId ?? null, v.today]);
    const lead = settingNumber(
      VISIT_PERM_CERTIFICATION_REMINDER_SETTING,
      await this.settings.getTenant(this.db.tenantId(), VISIT_PERM_CERTIFICATION_REMINDER_SETTING),
    );
    const [certs] = await em.query<Array<{ n: number }>>(permCertificationsExpiringSql('$1', '$2', '$3'), [
      facilityId ?? null,
      v.today,
      lead,
    ]);
    const [debriefs] = await em.query<Array<{ due: number; overdue: number }>>(debriefsDueSql('$1', '$2'), [v.today, facilityId ?? null]);
    return {
      facilityId: facilityId ?? null,
      today: v.today,
      visitsThisWeek: visits.n,
      permCertificationsExpiring: { count: certs.n, withinDays: lead },
      openActions: actions.map((r) => ({ kind: r.kind, age: r.age, count: r.n })),
      due: due.map((r) => ({ item: r.item, window: r.win, count: r.n })),
      training,
      dd254ReviewsDue: dd254.n,
      pendingHires: hires.n,
      debriefsDue: debriefs.due,
      debriefsOverdue: debriefs.overdue,
      inspectionFindings: await this.inspectionFindings(facilityId ?? null, v.today),
      incidents: await this.incidents.dashboard(facilityId ?? null),
    };
  }

  /** Facilities (all, or the one asked for) whose DCSA reviews have findings still open; null without VIEW on FACILITIES. */
  private async inspectionFindings(facilityId: string | null, today: string): Promise<InspectionFindingsView | null> {
    if (!hasPermission(RequestContext.require().user?.permissions ?? {}, 'FACILITIES', 'VIEW')) return null;
    const rows = await this.db.em().query<Array<{ id: string; name: string; open_findings: number; overdue: number }>>(
      `SELECT fa.id, fa.facility_name AS name, count(DISTINCT f.id)::int AS open_findings,
              count(DISTINCT ca.id) FILTER (WHERE ca.status = 'OPEN' AND ca.due_date < $2::date)::int AS overdue
         FROM facility fa
         JOIN facility_inspection i ON i.tenant_id = fa.tenant_id AND i.facility_id = fa.id
         JOIN facility_inspection_finding f ON f.tenant_id = i.tenant_id AND f.inspection_id = i.id AND ${findingOpenSql('f')}
         LEFT JOIN facility_corrective_action ca ON ca.tenant_id = f.tenant_id AND ca.finding_id = f.id
        WHERE ($1::uuid IS NULL OR fa.id = $1::uuid)
        GROUP BY fa.id, fa.facility_name
        ORDER BY overdue DESC, open_findings DESC, lower(fa.facility_name), fa.id`,
      [facilityId, today],
    );
    return {
      facilities: rows.length,
      openFindings: rows.reduce((n, r) => n + r.open_findings, 0),
      overdueActions: rows.reduce((n, r) => n + r.overdue, 0),
      items: rows
        .slice(0, 10)
        .map((r) => ({ facilityId: r.id, facilityName: r.name, openFindings: r.open_findings, overdueActions: r.overdue })),
    };
  }

  async mine(): Promise<MyDashboardView> {
    const userId = RequestContext.require().user?.id;
    const em = this.db.em();
    const v = await this.dueDates.values();
    const empty: MyDashboardView = {
      personnelId: null,
      fullName: null,
      today: v.today,
      openActions: [],
      due: [],
      training: { required: false, completed: false, documents: [] },
    };
    const [person] = userId
      ? await em.query<Array<{ id: string; full_name: string; required: boolean; completed: boolean }>>(
          `SELECT p.id, p.first_name || ' ' || p.last_name AS full_name, ${trainingRequiredSql('p')} AS required,
                  ${trainingDoneSql('p', '$2')} AS completed
             FROM personnel p WHERE p.user_id = $1 ORDER BY p.created_at LIMIT 1`,
          [userId, v.today],
        )
      : [];
    if (!person) return empty;
    const openActions = await em.query<
      Array<{ id: string; title: string; kind: ActionKind; due_date: string | null; overdue: boolean; created_at: Date }>
    >(
      `SELECT o.id, o.title, ${actionKindSql('o.source_key', 'o.action_type')} AS kind, to_char(o.due_date, 'YYYY-MM-DD') AS due_date,
              coalesce(o.due_date < $2::date, false) AS overdue, o.created_at
         FROM open_action o WHERE o.personnel_id = $1 AND o.state = 'OPEN' ORDER BY o.due_date NULLS LAST, o.created_at`,
      [person.id, v.today],
    );
    const values: unknown[] = [person.id];
    const p = bindDue(values, v);
    const union = DUE_ITEM_VALUES.map((item) => {
      const s = dueSource(item, p);
      return `SELECT '${item}' AS item, ${windowOfSql(s.due, p.today)} AS win, ${s.id} AS record_id, to_char(${s.due}, 'YYYY-MM-DD') AS due_date
                FROM ${s.from} WHERE ${s.personnelId} = $1 AND ${s.where} AND ${dueWithinSql(s.due, p.today)}`;
    }).join(' UNION ALL ');
    const due = await em.query<Array<{ item: DueItem; win: DueWindow; record_id: string; due_date: string }>>(
      `SELECT * FROM (${union}) x ORDER BY due_date, item`,
      values,
    );
    const documents =
      person.required && !person.completed
        ? await em.query<Array<{ id: string; documentName: string; nextDeadlineDate: string | null }>>(
            `SELECT id, document_name AS "documentName", to_char(next_deadline_date, 'YYYY-MM-DD') AS "nextDeadlineDate"
               FROM annual_training_document WHERE is_active AND training_type = 'CLEARED' ORDER BY next_deadline_date NULLS LAST, document_name`,
          )
        : [];
    return {
      personnelId: person.id,
      fullName: person.full_name,
      today: v.today,
      openActions: openActions.map((o) => ({
        id: o.id,
        title: o.title,
        kind: o.kind,
        dueDate: o.due_date,
        overdue: o.overdue,
        createdAt: new Date(o.created_at).toISOString(),
      })),
      due: due.map((d) => ({ item: d.item, window: d.win, recordId: d.record_id, dueDate: d.due_date })),
      training: { required: person.required, completed: person.completed, documents },
    };
  }

  /** The tenants the caller manages (every tenant with TENANT_MANAGEMENT, their organization's with MSS_TENANT_MANAGEMENT). */
  async managedTenants(query: Record<string, unknown>): Promise<Page<ManagedTenantCountsView>> {
    const q = parseList(MANAGED_TENANT_COUNTS_LIST, query);
    const scope = this.tenants.scope('VIEW', false);
    const params = scope.kind === 'mss' ? [scope.home] : [];
    const cond = scope.kind === 'mss' ? 't.managing_tenant_id = $1' : 'true';
    const soon = DUE_WINDOW_DAYS.DAYS_90[1];
    // each tenant's own day (its TIME_ZONE setting, else the setting's default), as SettingsService.tenantToday gives it
    const counts = `SELECT t.id AS "tenantId", t.name,
                count(o.id)::int AS "openActions",
                count(o.id) FILTER (WHERE o.due_date < td.today)::int AS "overdueActions",
                count(o.id) FILTER (WHERE o.due_date BETWEEN td.today AND td.today + ${soon})::int AS "dueSoonActions"
           FROM tenant t
           CROSS JOIN LATERAL (SELECT ${tenantTodaySql('t.id')} AS today) td
           LEFT JOIN open_action o ON o.tenant_id = t.id AND o.state = 'OPEN' AND o.personnel_id IS NOT NULL
          WHERE t.tenant_type NOT IN ('SYSTEM', 'MSS') AND t.termination_date IS NULL AND ${cond}
          GROUP BY t.id, t.name`;
    return this.db.asSystem('count the open actions of managed tenants for the dashboard', (em) =>
      pageOfSql(
        em,
        MANAGED_TENANT_COUNTS_LIST,
        q,
        { select: 'x.*', from: `(${counts}) x`, params },
        (rows: ManagedTenantCountsView[]) => rows,
      ),
    );
  }
}
