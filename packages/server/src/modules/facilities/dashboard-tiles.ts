import { Injectable } from '@nestjs/common';
import { hasPermission } from '@clearline/shared';
import { RequestContext } from '../../core/context/request-context';
import { TenantDb } from '../../core/database/tenant-db';
import { DashboardTile, type DashboardTileContext, ProvidesDashboardTiles } from '../../core/reporting/dashboard-tiles';
import { findingOpenSql } from './facility-inspections.service';

/** The facilities' tile of the security officer's dashboard: DCSA review findings still open. */
@Injectable()
@ProvidesDashboardTiles()
export class FacilityDashboardTiles {
  constructor(private readonly db: TenantDb) {}

  /** Facilities (all, or the one asked for) whose DCSA reviews have findings still open; null without VIEW on FACILITIES. */
  @DashboardTile({ order: 70 })
  async inspectionFindings({ facilityId, today }: DashboardTileContext) {
    if (!hasPermission(RequestContext.require().user?.permissions ?? {}, 'FACILITIES', 'VIEW')) return { inspectionFindings: null };
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
      inspectionFindings: {
        facilities: rows.length,
        openFindings: rows.reduce((n, r) => n + r.open_findings, 0),
        overdueActions: rows.reduce((n, r) => n + r.overdue, 0),
        items: rows
          .slice(0, 10)
          .map((r) => ({ facilityId: r.id, facilityName: r.name, openFindings: r.open_findings, overdueActions: r.overdue })),
      },
    };
  }
}
