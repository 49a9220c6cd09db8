import { Injectable } from '@nestjs/common';
import { TenantDb } from '../../core/database/tenant-db';
import { DashboardTile, type DashboardTileContext, ProvidesDashboardTiles } from '../../core/reporting/dashboard-tiles';
import { dd254ReviewsDueSql } from './dd254.service';

/** The DD254s' tile of the security officer's dashboard: contracts whose DD254 in force is due for review. */
@Injectable()
@ProvidesDashboardTiles()
export class Dd254DashboardTiles {
  constructor(private readonly db: TenantDb) {}

  @DashboardTile({ order: 40 })
  async reviewsDue({ facilityId, today }: DashboardTileContext) {
    const [dd254] = await this.db.em().query<Array<{ n: number }>>(dd254ReviewsDueSql('$1', '$2'), [today, facilityId]);
    return { dd254ReviewsDue: dd254.n };
  }
}
