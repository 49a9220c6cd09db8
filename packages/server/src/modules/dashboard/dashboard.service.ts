import { ForbiddenException, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import {
  DASHBOARD_MESSAGES,
  DUE_ITEM_VALUES,
  DUE_WINDOW_DAYS,
  ownActionPage,
  programManagerView,
  type ActionKind,
  type DueItem,
  type DueWindow,
} from '@clearline/shared';
import { RequestContext } from '../../core/context/request-context';
import { Page } from '../../core/http/list-query';
import { defineList, pageOfSql, parseList } from '../../core/http/list';
import { TenantDb } from '../../core/database/tenant-db';
import {
  DASHBOARD_TILE_KEY,
  DASHBOARD_TILES_KEY,
  type DashboardTileContext,
  type DashboardTileFields,
  type DashboardTileOptions,
} from '../../core/reporting/dashboard-tiles';
import { type MarkedMethod, markedMethods } from '../../core/reporting/discovery';
import { actionKindSql, ownActionSql } from '../open-actions';
import { DueDates, bindDue, dueSource, dueWithinSql, trainingDoneSql, trainingRequiredSql, windowOfSql } from '../personnel';
import { TenantsService } from '../tenants';
import { tenantTodaySql } from '../settings';
import type { FsoDashboardView, ManagedTenantCountsView, MyDashboardView } from './dashboard.dto';

type TileMethod = (ctx: DashboardTileContext) => Promise<DashboardTileFields>;
type Tile = MarkedMethod<DashboardTileOptions, TileMethod>;

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
 * what is open, per facility: the tiles the owning domains provide with @ProvidesDashboardTiles), the signed-in
 * person's own, and the provider's managed tenants. The rules are those of the lists the tiles link to
 * (due-dates.ts for the personnel list's due filters, the open-action kind and age for the open-actions list),
 * so a count and its list agree.
 */
@Injectable()
export class DashboardService implements OnApplicationBootstrap {
  private found?: Tile[];

  constructor(
    private readonly db: TenantDb,
    private readonly dueDates: DueDates,
    private readonly tenants: TenantsService,
    private readonly discovery: DiscoveryService,
  ) {}

  /** The tiles the domains provide (@ProvidesDashboardTiles), in their order; found at start-up. */
  private tiles(): Tile[] {
    if (!this.found) {
      const tiles = markedMethods<DashboardTileOptions, TileMethod>(this.discovery, DASHBOARD_TILES_KEY, DASHBOARD_TILE_KEY);
      for (const t of tiles) {
        const other = tiles.find((o) => o !== t && o.meta.order === t.meta.order);
        if (other) throw new Error(`Dashboard tiles ${t.name} and ${other.name} have the same order ${t.meta.order}`);
      }
      this.found = tiles.sort((a, b) => a.meta.order - b.meta.order);
    }
    return this.found;
  }

  onApplicationBootstrap(): void {
    this.tiles();
  }

  /**
   * The security officer's dashboard: the facility and the tenant's today, then the fields of each tile in its order.
   * `facilityId`: a facility of the tenant (the route transaction checked the query's id), or every facility.
   */
  async fso(facilityId: string | undefined): Promise<FsoDashboardView> {
    // a program manager's index page is the dashboard of their own contracts (GET /pm-portal/dashboard), never the whole tenant's
    const user = RequestContext.require().user;
    if (user && programManagerView(user.permissions, !!user.impersonating))
      throw new ForbiddenException(DASHBOARD_MESSAGES.officerDashboardRefused);
    const { today } = await this.dueDates.values();
    const ctx: DashboardTileContext = { facilityId: facilityId ?? null, today };
    const answer: Record<string, unknown> = { facilityId: ctx.facilityId, today };
    for (const tile of this.tiles()) {
      const fields = await tile.call(ctx);
      const taken = Object.keys(fields).filter((k) => k in answer);
      if (taken.length) throw new Error(`Dashboard tile ${tile.name} answers ${taken.join(', ')} a second time`);
      Object.assign(answer, fields);
    }
    return answer as unknown as FsoDashboardView;
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
    // the actions the person does themselves (My Portal's rule), not the security office's about them
    const openActions = await em.query<
      Array<{
        id: string;
        title: string;
        kind: ActionKind;
        source_key: string;
        due_date: string | null;
        overdue: boolean;
        created_at: Date;
      }>
    >(
      `SELECT o.id, o.title, ${actionKindSql('o.source_key', 'o.action_type')} AS kind, o.source_key,
              to_char(o.due_date, 'YYYY-MM-DD') AS due_date, coalesce(o.due_date < $2::date, false) AS overdue, o.created_at
         FROM open_action o WHERE o.personnel_id = $1 AND o.state = 'OPEN' AND ${ownActionSql('o.source_key')}
        ORDER BY o.due_date NULLS LAST, o.created_at`,
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
        page: ownActionPage(o.source_key),
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
