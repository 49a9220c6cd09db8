import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fields the specification does not list are optional (spec 02 §3 "Other people-area records"): a termination is
 * employeeId, terminationDate and isHighRisk, so its reason may be left out; a clearance request is personnelId and
 * clearanceId, so its action and justification may be left out. Their CHECK constraints still hold for a value given.
 */
export class OptionalRequestFields1764100000021 implements MigrationInterface {
  name = 'OptionalRequestFields1764100000021';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE personnel_termination ALTER COLUMN reason DROP NOT NULL`);
    await q.query(`ALTER TABLE clearance_request ALTER COLUMN action DROP NOT NULL, ALTER COLUMN justification DROP NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE personnel_termination SET reason = 'OTHER' WHERE reason IS NULL`);
    await q.query(`UPDATE clearance_request SET action = 'OFFICIAL_REQUEST' WHERE action IS NULL`);
    await q.query(`UPDATE clearance_request SET justification = '' WHERE justification IS NULL`);
    await q.query(`ALTER TABLE personnel_termination ALTER COLUMN reason SET NOT NULL`);
    await q.query(`ALTER TABLE clearance_request ALTER COLUMN action SET NOT NULL, ALTER COLUMN justification SET NOT NULL`);
  }
}
