import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An open action that closes by itself (its fact changes: the missing document is uploaded, the debrief is filed) is
 * not completed by hand; a person may waive it with a reason. A waived action is CLOSED and keeps who waived it, when
 * and why. `lapsed_at` records when the fact a waiver (or an earlier hand resolution) was about ended, so that the fact
 * recurring raises a new action while a standing waiver keeps the same fact from raising one again.
 */
export class OpenActionWaivers1764100000101 implements MigrationInterface {
  name = 'OpenActionWaivers1764100000101';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE open_action
        ADD COLUMN waived_at timestamptz,
        ADD COLUMN waived_by text,
        ADD COLUMN waive_reason text,
        ADD COLUMN lapsed_at timestamptz,
        ADD CONSTRAINT open_action_waiver_ck
          CHECK (waived_at IS NULL OR (state = 'CLOSED' AND waived_by IS NOT NULL AND btrim(coalesce(waive_reason, '')) <> ''))`);
    // the standing waivers of a source, looked up whenever a reaction raises an action
    await q.query(
      `CREATE INDEX open_action_standing_waiver_idx ON open_action (tenant_id, source_key) WHERE waived_at IS NOT NULL AND lapsed_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX open_action_standing_waiver_idx`);
    await q.query(`
      ALTER TABLE open_action
        DROP CONSTRAINT open_action_waiver_ck,
        DROP COLUMN lapsed_at,
        DROP COLUMN waive_reason,
        DROP COLUMN waived_by,
        DROP COLUMN waived_at`);
  }
}
