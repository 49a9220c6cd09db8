import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

const BASE = `
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1`;

const LEVEL_RANK = (c: string) =>
  `(CASE ${c} WHEN 'NONE' THEN 0 WHEN 'CONFIDENTIAL' THEN 1 WHEN 'SECRET' THEN 2 WHEN 'TOP_SECRET' THEN 3 END)`;

/**
 * The facility record completed (spec 03 §3 "Facility"; fields from 32 CFR 117 and DCSA practice): phone,
 * cognizant security office (a CSA office of the system master data), facility clearance level (FCL) and its
 * date, safeguarding level (never above the FCL), facility type, the deactivated state, the facility picture;
 * its key management personnel (facility_kmp) and the preferences its FSO sets (facility_preference).
 */
export class FacilityRecord1763850000001 implements MigrationInterface {
  name = 'FacilityRecord1763850000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE facility
        ADD COLUMN phone text,
        ADD COLUMN csa_id uuid REFERENCES cognizant_security_authority (id),
        ADD COLUMN clearance_level text NOT NULL DEFAULT 'NONE' CHECK (clearance_level IN ('NONE','CONFIDENTIAL','SECRET','TOP_SECRET')),
        ADD COLUMN fcl_date date,
        ADD COLUMN safeguarding_level text NOT NULL DEFAULT 'NONE' CHECK (safeguarding_level IN ('NONE','CONFIDENTIAL','SECRET','TOP_SECRET')),
        ADD COLUMN facility_type text CHECK (facility_type IN
          ('CONTRACTOR_FACILITY','HOME_OFFICE','BRANCH_OFFICE','MULTIPLE_FACILITY_ORGANIZATION','GOVERNMENT_SITE','OTHER')),
        ADD COLUMN deactivated boolean NOT NULL DEFAULT false,
        ADD COLUMN deactivated_at timestamptz,
        ADD COLUMN picture_key text,
        ADD COLUMN picture_name text,
        ADD COLUMN picture_content_type text,
        ADD CONSTRAINT facility_safeguarding_le_fcl CHECK (${LEVEL_RANK('safeguarding_level')} <= ${LEVEL_RANK('clearance_level')}),
        ADD CONSTRAINT facility_deactivated_not_enabled CHECK (NOT (deactivated AND enabled))`);
    await q.query(`CREATE INDEX facility_csa_idx ON facility (tenant_id, csa_id) WHERE csa_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE facility_kmp (${BASE}, ${TENANT_ID_COLUMN},
        facility_id uuid NOT NULL,
        personnel_id uuid NOT NULL,
        kmp_role text NOT NULL CHECK (kmp_role IN
          ('SENIOR_MANAGEMENT_OFFICIAL','FSO','ITPSO','OFFICER','DIRECTOR','OWNER','PARTNER','OTHER')),
        position integer NOT NULL DEFAULT 0,
        FOREIGN KEY (tenant_id, facility_id) REFERENCES facility (tenant_id, id) ON DELETE CASCADE,
        FOREIGN KEY (tenant_id, personnel_id) REFERENCES personnel (tenant_id, id),
        UNIQUE (tenant_id, facility_id, personnel_id, kmp_role)
      )`);
    await q.query(`CREATE INDEX facility_kmp_personnel_idx ON facility_kmp (tenant_id, personnel_id)`);
    await enableTenantRls(q, 'facility_kmp');

    await q.query(`
      CREATE TABLE facility_preference (${BASE}, ${TENANT_ID_COLUMN},
        facility_id uuid NOT NULL,
        reminder_recipients text[] NOT NULL DEFAULT '{}',
        clearance_reminder_days integer NOT NULL DEFAULT 90 CHECK (clearance_reminder_days BETWEEN 0 AND 365),
        badge_reminder_days integer NOT NULL DEFAULT 30 CHECK (badge_reminder_days BETWEEN 0 AND 365),
        training_reminder_days integer NOT NULL DEFAULT 30 CHECK (training_reminder_days BETWEEN 0 AND 365),
        self_reported_visit_approval boolean NOT NULL DEFAULT true,
        default_visit_request_method text NOT NULL DEFAULT 'DISS' CHECK (default_visit_request_method IN ('DISS','EMAIL','FAX_OR_MAIL')),
        annual_training_due_month integer CHECK (annual_training_due_month BETWEEN 1 AND 12),
        annual_training_due_day integer CHECK (annual_training_due_day BETWEEN 1 AND 31),
        notify_new_hire boolean NOT NULL DEFAULT true,
        CHECK ((annual_training_due_month IS NULL) = (annual_training_due_day IS NULL)),
        FOREIGN KEY (tenant_id, facility_id) REFERENCES facility (tenant_id, id) ON DELETE CASCADE,
        UNIQUE (tenant_id, facility_id)
      )`);
    await enableTenantRls(q, 'facility_preference');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE facility_preference`);
    await q.query(`DROP TABLE facility_kmp`);
    await q.query(`
      ALTER TABLE facility
        DROP CONSTRAINT facility_deactivated_not_enabled,
        DROP CONSTRAINT facility_safeguarding_le_fcl,
        DROP COLUMN picture_content_type, DROP COLUMN picture_name, DROP COLUMN picture_key,
        DROP COLUMN deactivated_at, DROP COLUMN deactivated, DROP COLUMN facility_type,
        DROP COLUMN safeguarding_level, DROP COLUMN fcl_date, DROP COLUMN clearance_level,
        DROP COLUMN csa_id, DROP COLUMN phone`);
  }
}
