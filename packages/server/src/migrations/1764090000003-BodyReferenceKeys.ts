import type { MigrationInterface, QueryRunner } from 'typeorm';

/*
 * Foreign keys for the ids a request body names that had none (issue 30): each one starts with tenant_id, so a
 * row can only name a record of its own tenant, whatever the application does.
 * - personnel.contract_id (employment) and personnel_badge.contract_id → contract: a contract's deletion clears
 *   them, as it did before (nothing pointed at the contract);
 * - outgoing_visit.processed_by_id → personnel, like the visit's other people;
 * - visit_document.document_title_id → visit_document (the document of the visit it answers): deleting that one
 *   clears it.
 * A reference that names no record of its row's tenant (another tenant's, or a deleted one) is cleared first.
 */

interface Key {
  table: string;
  column: string;
  target: string;
  onDelete: string;
}

const KEYS: readonly Key[] = [
  { table: 'personnel', column: 'contract_id', target: 'contract', onDelete: 'ON DELETE SET NULL (contract_id)' },
  { table: 'personnel_badge', column: 'contract_id', target: 'contract', onDelete: 'ON DELETE SET NULL (contract_id)' },
  { table: 'outgoing_visit', column: 'processed_by_id', target: 'personnel', onDelete: '' },
  { table: 'visit_document', column: 'document_title_id', target: 'visit_document', onDelete: 'ON DELETE SET NULL (document_title_id)' },
];

const TABLES = [...new Set(KEYS.flatMap((k) => [k.table, k.target]))];

const constraintOf = (k: Key) => `${k.table}_tenant_id_${k.column}_fkey`;

export class BodyReferenceKeys1764090000003 implements MigrationInterface {
  name = 'BodyReferenceKeys1764090000003';

  async up(q: QueryRunner): Promise<void> {
    // a composite key needs (tenant_id, id) unique on its target
    await q.query(`ALTER TABLE visit_document ADD CONSTRAINT visit_document_tenant_id_id_key UNIQUE (tenant_id, id)`);
    // the owner running the migrations sees every tenant's rows even when it is not a superuser
    for (const t of TABLES) await q.query(`ALTER TABLE "${t}" NO FORCE ROW LEVEL SECURITY`);
    for (const k of KEYS) {
      await q.query(
        `UPDATE "${k.table}" r SET "${k.column}" = NULL
          WHERE r."${k.column}" IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM "${k.target}" t WHERE t.tenant_id = r.tenant_id AND t.id = r."${k.column}")`,
      );
    }
    for (const t of TABLES) await q.query(`ALTER TABLE "${t}" FORCE ROW LEVEL SECURITY`);
    for (const k of KEYS) {
      await q.query(
        `ALTER TABLE "${k.table}" ADD CONSTRAINT ${constraintOf(k)}
           FOREIGN KEY (tenant_id, "${k.column}") REFERENCES "${k.target}" (tenant_id, id) ${k.onDelete}`,
      );
      await q.query(`CREATE INDEX ${k.table}_${k.column}_idx ON "${k.table}" (tenant_id, "${k.column}") WHERE "${k.column}" IS NOT NULL`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const k of [...KEYS].reverse()) {
      await q.query(`DROP INDEX ${k.table}_${k.column}_idx`);
      await q.query(`ALTER TABLE "${k.table}" DROP CONSTRAINT ${constraintOf(k)}`);
    }
    await q.query(`ALTER TABLE visit_document DROP CONSTRAINT visit_document_tenant_id_id_key`);
  }
}
