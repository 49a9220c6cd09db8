import { Injectable } from '@nestjs/common';
import { VISIT_PERM_CERTIFICATION_REMINDER_SETTING, type VisitKind } from '@clearline/shared';
import { TenantDb } from '../../core/database/tenant-db';
import { DashboardTile, type DashboardTileContext, ProvidesDashboardTiles } from '../../core/reporting/dashboard-tiles';
import { SettingsService, settingNumber } from '../settings';
import { permCertificationsExpiringSql, visitsThisWeekSql } from './visit-counts';

/** The visits' tiles of the security officer's dashboard: visits under way this week, permanent certifications ending. */
@Injectable()
@ProvidesDashboardTiles()
export class VisitDashboardTiles {
  constructor(
    private readonly db: TenantDb,
    private readonly settings: SettingsService,
  ) {}

  @DashboardTile({ order: 10 })
  async visits({ facilityId, today }: DashboardTileContext) {
    const em = this.db.em();
    const visits = await em.query<Array<{ kind: VisitKind; n: number }>>(visitsThisWeekSql('$1', '$2'), [facilityId, today]);
    const lead = settingNumber(
      VISIT_PERM_CERTIFICATION_REMINDER_SETTING,
      await this.settings.getTenant(this.db.tenantId(), VISIT_PERM_CERTIFICATION_REMINDER_SETTING),
    );
    const [certs] = await em.query<Array<{ n: number }>>(permCertificationsExpiringSql('$1', '$2', '$3'), [facilityId, today, lead]);
    return {
      visitsThisWeek: visits.reduce((t, v) => t + v.n, 0),
      visitsThisWeekByKind: visits.map((v) => ({ kind: v.kind, count: v.n })),
      permCertificationsExpiring: { count: certs.n, withinDays: lead },
    };
  }
}
