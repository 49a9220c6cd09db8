import { Injectable } from '@nestjs/common';
import { DUE_ITEM_VALUES, type DueItem, type DueWindow } from '@clearline/shared';
import { TenantDb } from '../../core/database/tenant-db';
import { DashboardTile, type DashboardTileContext, ProvidesDashboardTiles } from '../../core/reporting/dashboard-tiles';
import { bindDue, DueDates, dueSource, dueWithinSql, trainingDoneSql, trainingRequiredSql, windowOfSql } from './due-dates';

const PERSON_AT_FACILITY = (person: string, facilityParam: string) =>
  `EXISTS (SELECT 1 FROM personnel_facility pf WHERE pf.tenant_id = ${person}.tenant_id AND pf.personnel_id = ${person}.id AND pf.facility_id = ${facilityParam}::uuid)`;

/**
 * The people's tiles of the security officer's dashboard: their records falling due (the rules of the personnel
 * list's due filters, due-dates.ts), the annual training of the cleared, and the reported new hires to review.
 */
@Injectable()
@ProvidesDashboardTiles()
export class PersonnelDashboardTiles {
  constructor(
    private readonly db: TenantDb,
    private readonly dueDates: DueDates,
  ) {}

  @DashboardTile({ order: 30 })
  async dueAndTraining({ facilityId }: DashboardTileContext) {
    const em = this.db.em();
    const v = await this.dueDates.values();
    // $1 the facility (or null), then today and the reinvestigation years the queries read
    const values: unknown[] = [facilityId];
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
    const [training] = await em.query<Array<{ required: number; completed: number }>>(
      `SELECT count(*)::int AS required, count(*) FILTER (WHERE ${trainingDoneSql('p', '$1')})::int AS completed
         FROM personnel p WHERE ${trainingRequiredSql('p')} AND ($2::uuid IS NULL OR ${PERSON_AT_FACILITY('p', '$2')})`,
      [v.today, facilityId],
    );
    return { due: due.map((r) => ({ item: r.item, window: r.win, count: r.n })), training };
  }

  @DashboardTile({ order: 50 })
  async pendingHires({ facilityId }: DashboardTileContext) {
    const [hires] = await this.db
      .em()
      .query<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM pending_hire WHERE status = 'PENDING' AND ($1::uuid IS NULL OR facility_id = $1::uuid)`,
        [facilityId],
      );
    return { pendingHires: hires.n };
  }
}
