import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

/** Tenant download links (spec 03 §3): a stored document or an address, by section, limited to roles and a date. */
export class DownloadLinks1763760000001 implements MigrationInterface {
  name = 'DownloadLinks1763760000001';

  async up(q: QueryRunner): Promise<void> {
    // a link's file is a document of the same tenant
    await q.query(`CREATE UNIQUE INDEX document_tenant_id_uq ON document (tenant_id, id)`);
    await q.query(`
      CREATE TABLE download_link (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${TENANT_ID_COLUMN},
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version integer NOT NULL DEFAULT 1,
        section_name text NOT NULL DEFAULT 'GOV'
          CHECK (section_name IN ('COMPANY','GOV','NEWSLETTER','BLANK_FORM','EDU_TRNG','SOP')),
        pretty_name text NOT NULL CHECK (length(trim(pretty_name)) > 0),
        description text NOT NULL DEFAULT '',
        allowed_roles text[] NOT NULL DEFAULT '{}',
        is_active boolean NOT NULL DEFAULT true,
        valid_until_date date,
        document_id uuid,
        file_name text,
        url text,
        FOREIGN KEY (tenant_id, document_id) REFERENCES document (tenant_id, id) ON DELETE SET NULL (document_id)
      )`);
    await q.query(`CREATE INDEX download_link_section_idx ON download_link (tenant_id, section_name, pretty_name)`);
    await q.query(`CREATE INDEX download_link_document_idx ON download_link (tenant_id, document_id) WHERE document_id IS NOT NULL`);
    await enableTenantRls(q, 'download_link');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE download_link`);
    await q.query(`DROP INDEX document_tenant_id_uq`);
  }
}
