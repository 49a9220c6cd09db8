import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

/** Required-document defaults of a tenant: personnel (by access or employment type), facility (by company type), CMMC (by level). */
export class RequiredDocumentDefaults1763720000001 implements MigrationInterface {
  name = 'RequiredDocumentDefaults1763720000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE required_document_default (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${TENANT_ID_COLUMN},
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version integer NOT NULL DEFAULT 1,
        kind text NOT NULL CHECK (kind IN ('personnel','facility','cmmc')),
        option_type text NOT NULL,
        option text NOT NULL,
        required_documents text[] NOT NULL DEFAULT '{}',
        updated_date date NOT NULL DEFAULT current_date,
        CHECK ((kind = 'personnel' AND option_type IN ('ACCESS_TYPE','EMPLOYMENT_TYPE'))
            OR (kind = 'facility' AND option_type = 'COMPANY_TYPE')
            OR (kind = 'cmmc' AND option_type = 'CMMC_LEVEL'))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX required_document_default_option_uq ON required_document_default (tenant_id, kind, option_type, option)`,
    );
    await enableTenantRls(q, 'required_document_default');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE required_document_default`);
  }
}
