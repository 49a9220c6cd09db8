import type { QueryRunner } from 'typeorm';

/** Column definition SQL for tenant_id: defaults to the transaction's tenant. */
export const TENANT_ID_COLUMN =
  "tenant_id uuid NOT NULL DEFAULT nullif(current_setting('app.tenant_id', true), '')::uuid REFERENCES tenant(id)";

/** The expression RLS compares tenant_id with: null (no rows) when no tenant is set. */
export const CURRENT_TENANT = "nullif(current_setting('app.tenant_id', true), '')::uuid";

/**
 * Enables and forces row-level security on a tenant-owned table: rows of other tenants are invisible
 * and cannot be written. Used by every migration that creates a tenant-owned table.
 */
export async function enableTenantRls(q: QueryRunner, table: string): Promise<void> {
  await q.query(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`);
  await q.query(`ALTER TABLE "${table}" FORCE ROW LEVEL SECURITY`);
  await q.query(
    `CREATE POLICY tenant_isolation ON "${table}" USING (tenant_id = ${CURRENT_TENANT}) WITH CHECK (tenant_id = ${CURRENT_TENANT})`,
  );
}
