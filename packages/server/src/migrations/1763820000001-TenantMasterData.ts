import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

const BASE = `
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1`;

const FAQ_COLUMNS = `
  section_name text NOT NULL DEFAULT 'CONTRACT'
    CHECK (section_name IN ('CONTRACT','FACILITY','PERSONNEL','MY_PORTAL','PM_PORTAL','FOREIGN_TRAVEL','GENERAL','OTHER')),
  question text NOT NULL CHECK (length(trim(question)) > 0),
  answer text NOT NULL CHECK (length(trim(answer)) > 0 AND length(answer) <= 4000),
  allowed_roles uuid[] NOT NULL DEFAULT '{}'`;

/**
 * FAQs of system and tenant master data, cost centers and tenant points of contact (spec 03 §3, §5).
 * System FAQs are the provider's (no tenant_id); the rest is tenant-owned with row-level security.
 * allowed_roles holds role ids (empty: everyone); a POC's facilities are facility ids (empty: all facilities).
 */
export class TenantMasterData1763820000001 implements MigrationInterface {
  name = 'TenantMasterData1763820000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE system_faq (${BASE}, ${FAQ_COLUMNS})`);
    await q.query(`CREATE INDEX system_faq_section_idx ON system_faq (section_name, id)`);

    await q.query(`CREATE TABLE tenant_faq (${BASE}, ${TENANT_ID_COLUMN}, ${FAQ_COLUMNS})`);
    await q.query(`CREATE INDEX tenant_faq_section_idx ON tenant_faq (tenant_id, section_name, id)`);
    await enableTenantRls(q, 'tenant_faq');

    await q.query(`
      CREATE TABLE cost_center (${BASE}, ${TENANT_ID_COLUMN},
        name text NOT NULL CHECK (length(trim(name)) > 0),
        code text NOT NULL CHECK (length(trim(code)) > 0)
      )`);
    await q.query(`CREATE UNIQUE INDEX cost_center_code_uq ON cost_center (tenant_id, upper(code))`);
    await q.query(`CREATE INDEX cost_center_name_idx ON cost_center (tenant_id, lower(name), id)`);
    await enableTenantRls(q, 'cost_center');

    await q.query(`
      CREATE TABLE tenant_poc (${BASE}, ${TENANT_ID_COLUMN},
        poc_type text NOT NULL DEFAULT 'SMO'
          CHECK (poc_type IN ('SMO','FSO','AFSO','ITPSO','KMP','INSIDER_THREAT','GENERAL_POC','ADMINISTRATIVE_POC','SECURITY_POC')),
        personnel_id uuid NOT NULL,
        team_email_address text,
        select_all_facilities boolean NOT NULL DEFAULT true,
        assigned_facility_ids uuid[] NOT NULL DEFAULT '{}',
        CHECK (select_all_facilities = (cardinality(assigned_facility_ids) = 0)),
        FOREIGN KEY (tenant_id, personnel_id) REFERENCES personnel (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX tenant_poc_personnel_idx ON tenant_poc (tenant_id, personnel_id)`);
    await q.query(`CREATE INDEX tenant_poc_type_idx ON tenant_poc (tenant_id, poc_type, id)`);
    await enableTenantRls(q, 'tenant_poc');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tenant_poc`);
    await q.query(`DROP TABLE cost_center`);
    await q.query(`DROP TABLE tenant_faq`);
    await q.query(`DROP TABLE system_faq`);
  }
}
