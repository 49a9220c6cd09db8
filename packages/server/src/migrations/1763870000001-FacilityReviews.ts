import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

const BASE = `
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1`;

const list = (values: readonly string[]) => `(${values.map((v) => `'${v}'`).join(',')})`;

const CHANGE_TYPES = ['OWNERSHIP', 'FOCI', 'LEGAL_NAME', 'ADDRESS', 'KMP', 'BANKRUPTCY', 'OPERATING_STATUS', 'SAFEGUARDING', 'OTHER'];
const CHANGE_STATUSES = ['DRAFT', 'SUBMITTED', 'ACKNOWLEDGED', 'CLOSED'];
const INSPECTION_TYPES = ['INITIAL', 'ANNUAL', 'CONTINUOUS_MONITORING', 'ENHANCED', 'FOLLOW_UP', 'SELF_INSPECTION', 'OTHER'];
const RATINGS = ['SUPERIOR', 'COMMENDABLE', 'SATISFACTORY', 'MARGINAL', 'UNSATISFACTORY'];
const FINDING_CATEGORIES = ['VULNERABILITY', 'ADMINISTRATIVE_FINDING', 'OBSERVATION'];
const SEVERITIES = ['ACUTE', 'CRITICAL', 'SERIOUS', 'LOW'];
const ENHANCEMENT_CATEGORIES = [
  'COMPANY_SPONSORED_EVENTS',
  'INTERNAL_EDUCATION',
  'SECURITY_BRIEFINGS',
  'SECURITY_COMMUNITY',
  'FSO_PROGRAM_MANAGEMENT',
  'CLASSIFICATION_MANAGEMENT',
  'INFORMATION_SYSTEMS',
  'THREAT_REPORTING',
  'FOREIGN_AFFILIATIONS',
  'PHYSICAL_SECURITY',
  'INSIDER_THREAT',
  'OTHER',
];
const ENHANCEMENT_STATUSES = ['PLANNED', 'IMPLEMENTED', 'CREDITED', 'NOT_CREDITED'];

/**
 * The facility's dealings with DCSA (spec 03 §2, facility tabs Change Conditions, Inspections, Security
 * Enhancements), fields from 32 CFR 117 and DCSA practice: changed-condition packages reported through NISS
 * (117.8(c)), security reviews with their rating, findings and corrective actions, and the NISP
 * enhancements credited in a rating. A facility with such records is not deleted (the foreign keys refuse).
 */
export class FacilityReviews1763870000001 implements MigrationInterface {
  name = 'FacilityReviews1763870000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE facility_change_condition (${BASE}, ${TENANT_ID_COLUMN},
        facility_id uuid NOT NULL,
        condition_type text NOT NULL CHECK (condition_type IN ${list(CHANGE_TYPES)}),
        description text NOT NULL CHECK (length(trim(description)) > 0),
        effective_date date NOT NULL,
        report_due_date date NOT NULL,
        reported_date date,
        niss_reference text,
        acknowledged_date date,
        status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ${list(CHANGE_STATUSES)}),
        notes text,
        CHECK (status = 'DRAFT' OR reported_date IS NOT NULL),
        CHECK (status NOT IN ('ACKNOWLEDGED') OR acknowledged_date IS NOT NULL),
        UNIQUE (tenant_id, id),
        FOREIGN KEY (tenant_id, facility_id) REFERENCES facility (tenant_id, id)
      )`);
    await q.query(
      `CREATE INDEX facility_change_condition_facility_idx ON facility_change_condition (tenant_id, facility_id, effective_date DESC, id)`,
    );
    await enableTenantRls(q, 'facility_change_condition');

    await q.query(`
      CREATE TABLE facility_inspection (${BASE}, ${TENANT_ID_COLUMN},
        facility_id uuid NOT NULL,
        inspection_type text NOT NULL CHECK (inspection_type IN ${list(INSPECTION_TYPES)}),
        start_date date NOT NULL,
        end_date date,
        inspectors text,
        rating text CHECK (rating IN ${list(RATINGS)}),
        summary text,
        CHECK (end_date IS NULL OR end_date >= start_date),
        UNIQUE (tenant_id, id),
        FOREIGN KEY (tenant_id, facility_id) REFERENCES facility (tenant_id, id)
      )`);
    await q.query(`CREATE INDEX facility_inspection_facility_idx ON facility_inspection (tenant_id, facility_id, start_date DESC, id)`);
    await enableTenantRls(q, 'facility_inspection');

    await q.query(`
      CREATE TABLE facility_inspection_finding (${BASE}, ${TENANT_ID_COLUMN},
        inspection_id uuid NOT NULL,
        category text NOT NULL CHECK (category IN ${list(FINDING_CATEGORIES)}),
        severity text NOT NULL DEFAULT 'LOW' CHECK (severity IN ${list(SEVERITIES)}),
        description text NOT NULL CHECK (length(trim(description)) > 0),
        nispom_reference text,
        position integer NOT NULL DEFAULT 0,
        UNIQUE (tenant_id, id),
        FOREIGN KEY (tenant_id, inspection_id) REFERENCES facility_inspection (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX facility_inspection_finding_inspection_idx ON facility_inspection_finding (tenant_id, inspection_id)`);
    await enableTenantRls(q, 'facility_inspection_finding');

    await q.query(`
      CREATE TABLE facility_corrective_action (${BASE}, ${TENANT_ID_COLUMN},
        finding_id uuid NOT NULL,
        description text NOT NULL CHECK (length(trim(description)) > 0),
        responsible_person text,
        due_date date NOT NULL,
        completed_date date,
        status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN','COMPLETED')),
        position integer NOT NULL DEFAULT 0,
        CHECK ((status = 'COMPLETED') = (completed_date IS NOT NULL)),
        UNIQUE (tenant_id, id),
        FOREIGN KEY (tenant_id, finding_id) REFERENCES facility_inspection_finding (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX facility_corrective_action_finding_idx ON facility_corrective_action (tenant_id, finding_id)`);
    await q.query(
      `CREATE INDEX facility_corrective_action_open_idx ON facility_corrective_action (tenant_id, due_date) WHERE status = 'OPEN'`,
    );
    await enableTenantRls(q, 'facility_corrective_action');

    await q.query(`
      CREATE TABLE facility_security_enhancement (${BASE}, ${TENANT_ID_COLUMN},
        facility_id uuid NOT NULL,
        category text NOT NULL CHECK (category IN ${list(ENHANCEMENT_CATEGORIES)}),
        title text NOT NULL CHECK (length(trim(title)) > 0),
        description text,
        date_implemented date,
        evidence_link text,
        status text NOT NULL DEFAULT 'IMPLEMENTED' CHECK (status IN ${list(ENHANCEMENT_STATUSES)}),
        CHECK (status = 'PLANNED' OR date_implemented IS NOT NULL),
        UNIQUE (tenant_id, id),
        FOREIGN KEY (tenant_id, facility_id) REFERENCES facility (tenant_id, id)
      )`);
    await q.query(
      `CREATE INDEX facility_security_enhancement_facility_idx ON facility_security_enhancement (tenant_id, facility_id, date_implemented DESC, id)`,
    );
    await enableTenantRls(q, 'facility_security_enhancement');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE facility_security_enhancement`);
    await q.query(`DROP TABLE facility_corrective_action`);
    await q.query(`DROP TABLE facility_inspection_finding`);
    await q.query(`DROP TABLE facility_inspection`);
    await q.query(`DROP TABLE facility_change_condition`);
  }
}
