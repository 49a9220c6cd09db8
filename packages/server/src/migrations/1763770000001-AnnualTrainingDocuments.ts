import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

/**
 * Annual required training documents of tenant master data (spec 03 §3, §5, §9): a training required of
 * the tenant's cleared personnel with its next deadline, reminders 1 to 10 days before it (stored
 * semicolon-separated; null means the tenant setting ANNUAL_TRAINING_REMINDER_DAYS) and an optional file.
 */
export class AnnualTrainingDocuments1763770000001 implements MigrationInterface {
  name = 'AnnualTrainingDocuments1763770000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE annual_training_document (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        ${TENANT_ID_COLUMN},
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version integer NOT NULL DEFAULT 1,
        training_type text NOT NULL DEFAULT 'CLEARED' CHECK (training_type IN ('CLEARED')),
        document_name text NOT NULL CHECK (length(trim(document_name)) > 0),
        next_deadline_date date,
        reminders text CHECK (reminders ~ '^(10|[1-9])(;(10|[1-9]))*$'),
        is_active boolean NOT NULL DEFAULT true,
        document_id uuid,
        file_name text,
        FOREIGN KEY (tenant_id, document_id) REFERENCES document (tenant_id, id) ON DELETE SET NULL (document_id)
      )`);
    await q.query(`CREATE INDEX annual_training_document_name_idx ON annual_training_document (tenant_id, document_name)`);
    await q.query(
      `CREATE INDEX annual_training_document_deadline_idx ON annual_training_document (tenant_id, next_deadline_date) WHERE is_active`,
    );
    await enableTenantRls(q, 'annual_training_document');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE annual_training_document`);
  }
}
