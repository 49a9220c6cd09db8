import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A facility's default visit request method is one of the visit submission methods of the specification (DISS, ACCS,
 * EMAIL, FAX): ACCS is added, and FAX_OR_MAIL becomes FAX.
 */
export class FacilityPreferenceSubmissionMethods1764100000061 implements MigrationInterface {
  name = 'FacilityPreferenceSubmissionMethods1764100000061';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE facility_preference DROP CONSTRAINT facility_preference_default_visit_request_method_check`);
    await q.query(`UPDATE facility_preference SET default_visit_request_method = 'FAX' WHERE default_visit_request_method = 'FAX_OR_MAIL'`);
    await q.query(`
      ALTER TABLE facility_preference ADD CONSTRAINT facility_preference_default_visit_request_method_check
        CHECK (default_visit_request_method IN ('DISS', 'ACCS', 'EMAIL', 'FAX'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE facility_preference DROP CONSTRAINT facility_preference_default_visit_request_method_check`);
    await q.query(`UPDATE facility_preference SET default_visit_request_method = 'FAX_OR_MAIL' WHERE default_visit_request_method = 'FAX'`);
    await q.query(`UPDATE facility_preference SET default_visit_request_method = 'DISS' WHERE default_visit_request_method = 'ACCS'`);
    await q.query(`
      ALTER TABLE facility_preference ADD CONSTRAINT facility_preference_default_visit_request_method_check
        CHECK (default_visit_request_method IN ('DISS', 'EMAIL', 'FAX_OR_MAIL'))`);
  }
}
