import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The lifetime limits of an invitation link (issue 30): the codes e-mailed and the wrong codes entered for the
 * current link are counted (a new link sent by the security office starts both again from 0), and the invitation is
 * locked when a limit is passed until the security office sends it again.
 */
export class InvitationLimits1764090000001 implements MigrationInterface {
  name = 'InvitationLimits1764090000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE invitation
        ADD COLUMN codes_issued integer NOT NULL DEFAULT 0 CHECK (codes_issued >= 0),
        ADD COLUMN wrong_codes integer NOT NULL DEFAULT 0 CHECK (wrong_codes >= 0),
        ADD COLUMN locked_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE invitation DROP COLUMN locked_at, DROP COLUMN wrong_codes, DROP COLUMN codes_issued`);
  }
}
