import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CURRENT_TENANT } from '../core/database/rls';

/**
 * The application role appends audit rows for the transaction's own tenant only. A row of no tenant (a failed
 * sign-in of an unknown name, a password reset asked for a name, a system job, the use of the system scope) is
 * written by the system role (BYPASSRLS, a login role of its own since this version: see migrate.ts), which the
 * application role can no longer reach. Before, any statement on the application's connections could write rows
 * of no tenant, and `SET ROLE` to the system role.
 */
export class AuditRowsOwnTenant1764090000004 implements MigrationInterface {
  name = 'AuditRowsOwnTenant1764090000004';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP POLICY audit_append ON audit_log`);
    await q.query(`CREATE POLICY audit_append ON audit_log FOR INSERT WITH CHECK (tenant_id = ${CURRENT_TENANT})`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP POLICY audit_append ON audit_log`);
    await q.query(`CREATE POLICY audit_append ON audit_log FOR INSERT WITH CHECK (tenant_id IS NULL OR tenant_id = ${CURRENT_TENANT})`);
  }
}
