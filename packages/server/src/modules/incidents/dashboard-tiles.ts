import { Injectable } from '@nestjs/common';
import { TenantDb } from '../../core/database/tenant-db';
import { DashboardTile, type DashboardTileContext, ProvidesDashboardTiles } from '../../core/reporting/dashboard-tiles';
import { IncidentsService } from './incidents.service';
import { debriefsDueSql } from './travel';

/** The incidents' tiles of the security officer's dashboard: foreign travel debriefs due, and incidents by type. */
@Injectable()
@ProvidesDashboardTiles()
export class IncidentDashboardTiles {
  constructor(
    private readonly db: TenantDb,
    private readonly incidents: IncidentsService,
  ) {}

  @DashboardTile({ order: 60 })
  async debriefs({ facilityId, today }: DashboardTileContext) {
    const [debriefs] = await this.db.em().query<Array<{ due: number; overdue: number }>>(debriefsDueSql('$1', '$2'), [today, facilityId]);
    return { debriefsDue: debriefs.due, debriefsOverdue: debriefs.overdue };
  }

  @DashboardTile({ order: 80 })
  async incidentCounts({ facilityId }: DashboardTileContext) {
    return { incidents: await this.incidents.dashboard(facilityId) };
  }
}
