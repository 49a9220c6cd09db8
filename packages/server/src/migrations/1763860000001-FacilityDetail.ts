import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

const BASE = `
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1`;

/**
 * The facility detail tabs (spec 03 §2 "Facilities"):
 * - notes of a facility: a note with a facility id is a note on that facility's record, seen by everyone who may see
 *   the facility (a note without one stays the author's personal note of a page section);
 * - facility documents: the uploaded file (table document, entity type FACILITY) with what an FSO records about it
 *   for a DCSA review: the document type (a required-document type, so the FACILITY required-document defaults can be
 *   checked against it), its title, expiry date and notes;
 * - workflow retries: an automated step for the facility that failed (a reminder e-mail to one of its people), with
 *   its attempts, the last error (never a recipient or a secret) and its state FAILED, RETRIED or RESOLVED;
 * - portal downloads: the facilities a download link is offered to (empty: every facility).
 */
export class FacilityDetail1763860000001 implements MigrationInterface {
  name = 'FacilityDetail1763860000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE note ADD COLUMN facility_id uuid`);
    await q.query(
      `ALTER TABLE note ADD CONSTRAINT note_facility_fk FOREIGN KEY (tenant_id, facility_id) REFERENCES facility (tenant_id, id) ON DELETE CASCADE`,
    );
    await q.query(`CREATE INDEX note_facility_idx ON note (tenant_id, facility_id, created_at DESC) WHERE facility_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE facility_document (${BASE}, ${TENANT_ID_COLUMN},
        facility_id uuid NOT NULL,
        document_id uuid NOT NULL,
        document_type text NOT NULL CHECK (length(trim(document_type)) > 0),
        title text NOT NULL CHECK (length(trim(title)) > 0),
        expiry_date date,
        notes text,
        FOREIGN KEY (tenant_id, facility_id) REFERENCES facility (tenant_id, id) ON DELETE CASCADE,
        FOREIGN KEY (tenant_id, document_id) REFERENCES document (tenant_id, id),
        UNIQUE (tenant_id, document_id)
      )`);
    await q.query(`CREATE INDEX facility_document_facility_idx ON facility_document (tenant_id, facility_id, document_type)`);
    await enableTenantRls(q, 'facility_document');

    await q.query(`
      CREATE TABLE facility_workflow_retry (${BASE}, ${TENANT_ID_COLUMN},
        facility_id uuid NOT NULL,
        workflow_type text NOT NULL CHECK (workflow_type IN ('REMINDER_EMAIL')),
        personnel_id uuid,
        subject text NOT NULL,
        attempts integer NOT NULL DEFAULT 1 CHECK (attempts >= 1),
        last_error text,
        status text NOT NULL DEFAULT 'FAILED' CHECK (status IN ('FAILED','RETRIED','RESOLVED')),
        failed_at timestamptz NOT NULL DEFAULT now(),
        last_attempt_at timestamptz NOT NULL DEFAULT now(),
        queue_job_id text,
        resolved_at timestamptz,
        resolved_by text,
        resolution_note text,
        FOREIGN KEY (tenant_id, facility_id) REFERENCES facility (tenant_id, id) ON DELETE CASCADE,
        FOREIGN KEY (tenant_id, personnel_id) REFERENCES personnel (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX facility_workflow_retry_facility_idx ON facility_workflow_retry (tenant_id, facility_id, failed_at DESC)`);
    await enableTenantRls(q, 'facility_workflow_retry');

    await q.query(`ALTER TABLE download_link ADD COLUMN allowed_facilities uuid[] NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE download_link DROP COLUMN allowed_facilities`);
    await q.query(`DROP TABLE facility_workflow_retry`);
    await q.query(`DROP TABLE facility_document`);
    await q.query(`DROP INDEX note_facility_idx`);
    await q.query(`ALTER TABLE note DROP CONSTRAINT note_facility_fk`);
    await q.query(`ALTER TABLE note DROP COLUMN facility_id`);
  }
}
