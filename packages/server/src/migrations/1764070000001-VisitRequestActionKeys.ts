import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The open action of a FOCI visit request takes the source key every visit request has,
 * `visit-request:FOCI:<visit id>` (it was `foci-visit:<visit id>`), so one rule finds the actions of all
 * visit requests (kind VISIT_REQUEST).
 */
export class VisitRequestActionKeys1764070000001 implements MigrationInterface {
  name = 'VisitRequestActionKeys1764070000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE open_action SET source_key = 'visit-request:FOCI:' || substr(source_key, 12) WHERE source_key LIKE 'foci-visit:%'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE open_action SET source_key = 'foci-visit:' || substr(source_key, 20) WHERE source_key LIKE 'visit-request:FOCI:%'`,
    );
  }
}
