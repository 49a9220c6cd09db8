import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

const BASE = `
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1`;

const ACCESS = `'A_COMSEC','B_RESTRICTED_DATA','C_CNWDI','D_FORMERLY_RESTRICTED_DATA','E1_INTELLIGENCE_SCI','E2_INTELLIGENCE_NON_SCI',
  'F_SPECIAL_ACCESS','G_NATO','H_FOREIGN_GOVERNMENT','I_ACCM','J_CUI','K_OTHER'`;
const PERFORMANCE = `'A_ACCESS_ELSEWHERE_ONLY','B_RECEIVE_DOCUMENTS_ONLY','C_RECEIVE_AND_GENERATE','D_HARDWARE','E_SERVICES_ONLY',
  'F_OUTSIDE_US','G_DTIC','H_COMSEC_ACCOUNT','I_TEMPEST','J_OPSEC','K_DEFENSE_COURIER','L_CUI','M_OTHER'`;
const DISTRIBUTION = `'A_CONTRACTOR','B_SUBCONTRACTOR','C_CSO','D_OVERSEAS','E_ACO','F_OTHERS'`;

/**
 * The DD Form 254 (Contract Security Classification Specification) of a contract, one row per version:
 * the original, its revisions (numbered 1, 2, …) and the final one. A version is a draft until it is
 * issued; an issued version is never changed again (a revision copies it). Every block of the form is a
 * column; items 10, 11 and 17 keep the letters answered "yes" (the others are "no").
 */
export class Dd2541763900000001 implements MigrationInterface {
  name = 'Dd2541763900000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE dd254 (${BASE}, ${TENANT_ID_COLUMN},
        contract_id uuid NOT NULL,
        kind text NOT NULL DEFAULT 'ORIGINAL' CHECK (kind IN ('ORIGINAL','REVISED','FINAL')),
        revision_number integer NOT NULL DEFAULT 0 CHECK (revision_number >= 0),
        status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT','ISSUED')),
        issued_at timestamptz,
        next_review_date date,
        facility_clearance text CHECK (facility_clearance IN ('TOP_SECRET','SECRET','CONFIDENTIAL')),
        safeguarding_level text CHECK (safeguarding_level IN ('TOP_SECRET','SECRET','CONFIDENTIAL','NONE')),
        prime_contract_number text,
        subcontract_number text,
        solicitation_number text,
        solicitation_due_date date,
        original_date date,
        revision_date date,
        final_date date,
        follow_on boolean NOT NULL DEFAULT false,
        preceding_contract_number text,
        final_retention boolean NOT NULL DEFAULT false,
        retention_request_date date,
        retention_period text,
        contractor_name text,
        contractor_address text,
        contractor_cage text,
        contractor_cso_name text,
        contractor_cso_address text,
        subcontractor_name text,
        subcontractor_address text,
        subcontractor_cage text,
        subcontractor_cso_name text,
        subcontractor_cso_address text,
        performance_location text,
        performance_cage text,
        performance_cso_name text,
        performance_cso_address text,
        procurement_description text,
        access_required text[] NOT NULL DEFAULT '{}' CHECK (access_required <@ ARRAY[${ACCESS}]::text[]),
        access_other text,
        performance_requirements text[] NOT NULL DEFAULT '{}' CHECK (performance_requirements <@ ARRAY[${PERFORMANCE}]::text[]),
        performance_other text,
        public_release text NOT NULL DEFAULT 'THROUGH' CHECK (public_release IN ('DIRECT','THROUGH')),
        public_release_through text,
        public_release_to text,
        security_guidance text,
        additional_requirements boolean NOT NULL DEFAULT false,
        additional_requirements_text text,
        inspections boolean NOT NULL DEFAULT false,
        inspections_text text,
        certifier_name text,
        certifier_title text,
        certifier_address text,
        certifier_phone text,
        certifier_email text,
        certified_date date,
        distribution text[] NOT NULL DEFAULT '{}' CHECK (distribution <@ ARRAY[${DISTRIBUTION}]::text[]),
        distribution_other text,
        CHECK (status = 'DRAFT' OR issued_at IS NOT NULL),
        UNIQUE (tenant_id, id),
        UNIQUE (tenant_id, contract_id, kind, revision_number),
        FOREIGN KEY (tenant_id, contract_id) REFERENCES contract (tenant_id, id) ON DELETE CASCADE
      )`);
    // one draft per contract at a time
    await q.query(`CREATE UNIQUE INDEX dd254_one_draft_uq ON dd254 (tenant_id, contract_id) WHERE status = 'DRAFT'`);
    // the dashboard's review count reads the issued versions by contract
    await q.query(`CREATE INDEX dd254_issued_idx ON dd254 (tenant_id, contract_id, issued_at DESC) WHERE status = 'ISSUED'`);
    await enableTenantRls(q, 'dd254');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE dd254`);
  }
}
