import { Injectable } from '@nestjs/common';
import type { ActionAge, ActionKind } from '@clearline/shared';
import { TenantDb } from '../../core/database/tenant-db';
import { DashboardTile, type DashboardTileContext, ProvidesDashboardTiles } from '../../core/reporting/dashboard-tiles';
import { actionAgeSql, actionAtFacilitySql, actionKindSql } from './open-actions.service';

/** The open actions' tile of the security officer's dashboard: the people's OPEN actions by kind and age. */
@Injectable()
@ProvidesDashboardTiles()
export class OpenActionDashboardTiles {
  constructor(private readonly db: TenantDb) {}

  @DashboardTile({ order: 20 })
  async openActions({ facilityId }: DashboardTileContext) {
    const actions = await this.db.em().query<Array<{ kind: ActionKind; age: ActionAge; n: number }>>(
      `SELECT ${actionKindSql('o.source_key', 'o.action_type')} AS kind, ${actionAgeSql('o.created_at', 'o.tenant_id')} AS age, count(*)::int AS n
         FROM open_action o
        WHERE o.state = 'OPEN' AND o.personnel_id IS NOT NULL AND ($1::uuid IS NULL OR ${actionAtFacilitySql('$1::uuid')})
        GROUP BY 1, 2`,
      [facilityId],
    );
    return { openActions: actions.map((r) => ({ kind: r.kind, age: r.age, count: r.n })) };
  }
}
