import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reporting deadlines of incidents (a cyber incident's 72-hour report, a security violation's initial
 * and final reports) are reminded like other due dates: the tenant setting with the days before the due
 * time on which the security office is reminded. (A fresh database gets it from the settings catalogue
 * too; this row is for databases migrated before it existed.)
 */
export class IncidentDeadlines1764000000001 implements MigrationInterface {
  name = 'IncidentDeadlines1764000000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `INSERT INTO setting_definition (parameter_name, scope, category, pretty_name, field_type, default_value, value_type,
                                       error_rule, warning_rule, format, description, sort_order)
       SELECT 'INCIDENT_REPORT_REMINDER_DAYS', 'TENANT', 'GENERAL', 'Incident Report Reminders (days before due)', 'MultiSelect', '1;3',
              '1;2;3;5;7;14', 'required:true;min:1;max:30', NULL, 'numeric',
              'Days before an incident report is due to the government (the 72-hour cyber report, a security violation’s initial and final reports) on which the security office is reminded; overdue reports are reminded too',
              coalesce((SELECT sort_order FROM setting_definition WHERE parameter_name = 'ANNUAL_TRAINING_REMINDER_DAYS'), 0)
       ON CONFLICT (parameter_name) DO NOTHING`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM setting_definition WHERE parameter_name = 'INCIDENT_REPORT_REMINDER_DAYS'`);
  }
}
