import type { MigrationInterface, QueryRunner } from 'typeorm';
import { upsertSettingDefinitions } from './catalogue/setting-definitions';
import { syncSystemRoles } from './catalogue/system-roles';

/**
 * Foreign travel (tables in 1763980000001-Incidents): the tenant setting of the debrief reminder
 * (FOREIGN_TRAVEL_DEBRIEF_REMINDER_DAYS) and the permission modules of the two travel reports
 * (REPORT_FOREIGN_TRAVELS, REPORT_OVERDUE_DEBRIEFS) with the system roles' defaults, and an index for the
 * debriefs that wait (the reminder, the dashboard and the overdue report read it).
 */
export class ForeignTravel1764010000001 implements MigrationInterface {
  name = 'ForeignTravel1764010000001';

  async up(q: QueryRunner): Promise<void> {
    await upsertSettingDefinitions(q);
    await syncSystemRoles(q);
    await q.query(
      `CREATE INDEX incident_debrief_due_idx ON incident (tenant_id, debrief_due_date)
        WHERE incident_type = 'FOREIGN_TRAVEL' AND debrief_due_date IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX incident_debrief_due_idx`);
    await q.query(`DELETE FROM tenant_setting WHERE parameter_name = 'FOREIGN_TRAVEL_DEBRIEF_REMINDER_DAYS'`);
    await q.query(`DELETE FROM setting_definition WHERE parameter_name = 'FOREIGN_TRAVEL_DEBRIEF_REMINDER_DAYS'`);
  }
}
