import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

const BASE = `
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1`;

const LEVELS = `('NONE','CONFIDENTIAL','SECRET','TOP_SECRET')`;

/**
 * The subcontractors of a contract and the documents filed on it.
 *
 * A subcontractor is the cleared company the tenant flows the work down to (DD Form 254 blocks 6 and 7
 * of the subcontract's DD254): its name and CAGE code, address, cognizant security office (from the CSA
 * master data), facility clearance and safeguarding levels, point of contact, the subcontract number and
 * its period of performance, and whether (and when) the tenant issued the subcontract DD254.
 *
 * A contract document is the contract's view of a file of the generic `document` table (entity type
 * CONTRACT): its kind, title, description and the date of the document.
 */
export class ContractSubcontractorsDocuments1763890000001 implements MigrationInterface {
  name = 'ContractSubcontractorsDocuments1763890000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contract_subcontractor (${BASE}, ${TENANT_ID_COLUMN},
        contract_id uuid NOT NULL,
        subcontractor_name text NOT NULL CHECK (length(trim(subcontractor_name)) > 0),
        cage_code text CHECK (cage_code ~ '^[A-Z0-9]{5}$'),
        street1 text, street2 text, city text, state text, zip_code text,
        country_id integer NOT NULL DEFAULT 236 REFERENCES country(id),
        cognizant_security_office_id uuid REFERENCES cognizant_security_authority(id),
        facility_clearance_level text NOT NULL DEFAULT 'SECRET' CHECK (facility_clearance_level IN ${LEVELS}),
        safeguarding_level text NOT NULL DEFAULT 'NONE' CHECK (safeguarding_level IN ${LEVELS}),
        poc_name text,
        poc_email text,
        poc_phone text,
        subcontract_number text,
        pop_start_date date,
        pop_end_date date,
        dd254_issued boolean NOT NULL DEFAULT false,
        dd254_issued_date date,
        status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE','COMPLETED','TERMINATED')),
        CHECK (pop_end_date IS NULL OR pop_start_date IS NULL OR pop_end_date >= pop_start_date),
        CHECK (dd254_issued OR dd254_issued_date IS NULL),
        UNIQUE (tenant_id, id),
        FOREIGN KEY (tenant_id, contract_id) REFERENCES contract (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX contract_subcontractor_contract_idx ON contract_subcontractor (tenant_id, contract_id, lower(subcontractor_name), id)`,
    );
    await enableTenantRls(q, 'contract_subcontractor');

    await q.query(`CREATE UNIQUE INDEX IF NOT EXISTS document_tenant_id_uq ON document (tenant_id, id)`);
    await q.query(`
      CREATE TABLE contract_document (${BASE}, ${TENANT_ID_COLUMN},
        contract_id uuid NOT NULL,
        document_id uuid NOT NULL,
        document_type text NOT NULL DEFAULT 'OTHER'
          CHECK (document_type IN ('CONTRACT','MODIFICATION','STATEMENT_OF_WORK','DD254','SECURITY_CLASSIFICATION_GUIDE','CORRESPONDENCE','OTHER')),
        title text NOT NULL CHECK (length(trim(title)) > 0),
        description text,
        document_date date,
        UNIQUE (tenant_id, document_id),
        FOREIGN KEY (tenant_id, contract_id) REFERENCES contract (tenant_id, id) ON DELETE CASCADE,
        FOREIGN KEY (tenant_id, document_id) REFERENCES document (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX contract_document_contract_idx ON contract_document (tenant_id, contract_id, created_at DESC)`);
    await enableTenantRls(q, 'contract_document');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE contract_document`);
    await q.query(`DROP TABLE contract_subcontractor`);
  }
}
