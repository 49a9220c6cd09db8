import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

/** Uploaded documents: metadata here, bytes in storage under a random key. */
export class Documents1763720000002 implements MigrationInterface {
  name = 'Documents1763720000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE document (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${TENANT_ID_COLUMN},
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version integer NOT NULL DEFAULT 1,
        entity_type text NOT NULL,
        entity_id uuid NOT NULL,
        file_name text NOT NULL,
        content_type text NOT NULL,
        size_bytes bigint NOT NULL CHECK (size_bytes > 0),
        sha256 text NOT NULL,
        storage_key text NOT NULL UNIQUE,
        uploaded_by uuid
      )`);
    await q.query(`CREATE INDEX document_entity_idx ON document (tenant_id, entity_type, entity_id, created_at DESC)`);
    await enableTenantRls(q, 'document');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE document`);
  }
}
