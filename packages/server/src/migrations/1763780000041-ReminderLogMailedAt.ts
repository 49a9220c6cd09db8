import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * reminder_log.mailed_at: when the reminder went out in a digest. A digest lists only reminders not yet
 * mailed, so a second run on the same day (after a new item) does not repeat the day's earlier ones.
 * Reminders recorded before this column existed were mailed by their run.
 */
export class ReminderLogMailedAt1763780000041 implements MigrationInterface {
  name = 'ReminderLogMailedAt1763780000041';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE reminder_log ADD COLUMN mailed_at timestamptz`);
    await q.query(`UPDATE reminder_log SET mailed_at = created_at`);
    await q.query(`CREATE INDEX reminder_log_unmailed_idx ON reminder_log (tenant_id) WHERE mailed_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX reminder_log_unmailed_idx`);
    await q.query(`ALTER TABLE reminder_log DROP COLUMN mailed_at`);
  }
}
