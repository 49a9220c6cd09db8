import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

const BASE = `
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1`;

const LEVELS = `('NONE','CONFIDENTIAL','SECRET','TOP_SECRET')`;
const STATUSES = `('DRAFT','SUBMITTED','APPROVED','DENIED','CANCELLED','COMPLETED','EXPIRED')`;

/**
 * Visits (spec 03 §3 "Visits"): incoming visits with their visitors, outgoing visits with the tenant's
 * people who go, foreign-ownership (FOCI) visits with attendees and affiliates, and the documents of
 * each. A visitor's SSN is kept as personnel SSNs are: AES-256-GCM ciphertext plus the last four digits.
 */
export class Visits1763970000001 implements MigrationInterface {
  name = 'Visits1763970000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE incoming_visit (${BASE}, ${TENANT_ID_COLUMN},
        visit_status text NOT NULL DEFAULT 'DRAFT' CHECK (visit_status IN ${STATUSES}),
        status_date timestamptz NOT NULL DEFAULT now(),
        meeting_contact_id uuid,
        from_facility_id uuid,
        to_facility_id uuid,
        facility_name text,
        start_date date NOT NULL,
        end_date date NOT NULL,
        is_classified_visit boolean NOT NULL DEFAULT false,
        clearance_level text NOT NULL DEFAULT 'NONE' CHECK (clearance_level IN ${LEVELS}),
        visit_purpose text,
        special_accesses text[] NOT NULL DEFAULT '{}',
        foreign_visitors_attending boolean NOT NULL DEFAULT false,
        foreign_visitor boolean NOT NULL DEFAULT false,
        self_reported boolean NOT NULL DEFAULT false,
        requested_by_id uuid,
        notes_from_employee text,
        notes_from_help_desk text,
        CHECK (end_date >= start_date),
        UNIQUE (tenant_id, id),
        FOREIGN KEY (tenant_id, meeting_contact_id) REFERENCES personnel (tenant_id, id),
        FOREIGN KEY (tenant_id, from_facility_id) REFERENCES facility (tenant_id, id),
        FOREIGN KEY (tenant_id, to_facility_id) REFERENCES facility (tenant_id, id),
        FOREIGN KEY (tenant_id, requested_by_id) REFERENCES personnel (tenant_id, id)
      )`);
    await q.query(`CREATE INDEX incoming_visit_start_idx ON incoming_visit (tenant_id, start_date DESC, id)`);
    await q.query(
      `CREATE INDEX incoming_visit_contact_idx ON incoming_visit (tenant_id, meeting_contact_id) WHERE meeting_contact_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX incoming_visit_requester_idx ON incoming_visit (tenant_id, requested_by_id) WHERE requested_by_id IS NOT NULL`,
    );
    await enableTenantRls(q, 'incoming_visit');

    await q.query(`
      CREATE TABLE incoming_visitor (${BASE}, ${TENANT_ID_COLUMN},
        incoming_visit_id uuid NOT NULL,
        visitor_name text NOT NULL CHECK (length(trim(visitor_name)) > 0),
        citizenship_country_id integer REFERENCES country(id),
        ssn_encrypted text,
        ssn_last_four text CHECK (ssn_last_four IS NULL OR ssn_last_four ~ '^[0-9]{4}$'),
        clearance_level text NOT NULL DEFAULT 'NONE' CHECK (clearance_level IN ${LEVELS}),
        special_accesses text[] NOT NULL DEFAULT '{}',
        company text,
        FOREIGN KEY (tenant_id, incoming_visit_id) REFERENCES incoming_visit (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX incoming_visitor_visit_idx ON incoming_visitor (tenant_id, incoming_visit_id)`);
    await enableTenantRls(q, 'incoming_visitor');

    await q.query(`
      CREATE TABLE outgoing_visit (${BASE}, ${TENANT_ID_COLUMN},
        request_date date NOT NULL DEFAULT current_date,
        visit_status text NOT NULL DEFAULT 'DRAFT' CHECK (visit_status IN ${STATUSES}),
        status_date timestamptz NOT NULL DEFAULT now(),
        from_facility_id uuid,
        to_facility_id uuid,
        to_facility_name text,
        to_cage_code text,
        passthrough_facility_id uuid,
        smo_code text,
        is_perm_certification boolean NOT NULL DEFAULT false,
        perm_certification_duration text
          CHECK (perm_certification_duration IN ('ONE_YEAR','TWO_YEARS','THREE_YEARS','FIVE_YEARS','SEVEN_YEARS','TEN_YEARS')),
        submission_method text CHECK (submission_method IN ('DISS','ACCS','EMAIL','FAX')),
        self_reported boolean NOT NULL DEFAULT false,
        requested_by_id uuid,
        processed_by_id uuid,
        start_date date NOT NULL,
        end_date date NOT NULL,
        visit_purpose text,
        clearance_level text NOT NULL DEFAULT 'NONE' CHECK (clearance_level IN ${LEVELS}),
        contract_id uuid,
        special_accesses text[] NOT NULL DEFAULT '{}',
        tpoc_full_name text, tpoc_email text, tpoc_phone text,
        spoc_full_name text, spoc_email text, spoc_phone text,
        meeting_notes_employee text,
        meeting_notes_helpdesk text,
        CHECK (end_date >= start_date),
        CHECK (NOT is_perm_certification OR perm_certification_duration IS NOT NULL),
        UNIQUE (tenant_id, id),
        FOREIGN KEY (tenant_id, from_facility_id) REFERENCES facility (tenant_id, id),
        FOREIGN KEY (tenant_id, to_facility_id) REFERENCES facility (tenant_id, id),
        FOREIGN KEY (tenant_id, passthrough_facility_id) REFERENCES facility (tenant_id, id),
        FOREIGN KEY (tenant_id, contract_id) REFERENCES contract (tenant_id, id),
        FOREIGN KEY (tenant_id, requested_by_id) REFERENCES personnel (tenant_id, id)
      )`);
    await q.query(`CREATE INDEX outgoing_visit_start_idx ON outgoing_visit (tenant_id, start_date DESC, id)`);
    await q.query(`CREATE INDEX outgoing_visit_perm_end_idx ON outgoing_visit (tenant_id, end_date) WHERE is_perm_certification`);
    await q.query(
      `CREATE INDEX outgoing_visit_requester_idx ON outgoing_visit (tenant_id, requested_by_id) WHERE requested_by_id IS NOT NULL`,
    );
    await enableTenantRls(q, 'outgoing_visit');

    await q.query(`
      CREATE TABLE outgoing_visit_personnel (${BASE}, ${TENANT_ID_COLUMN},
        outgoing_visit_id uuid NOT NULL,
        personnel_id uuid NOT NULL,
        clearance_level text NOT NULL DEFAULT 'NONE' CHECK (clearance_level IN ${LEVELS}),
        role text,
        notes text,
        UNIQUE (tenant_id, outgoing_visit_id, personnel_id),
        FOREIGN KEY (tenant_id, outgoing_visit_id) REFERENCES outgoing_visit (tenant_id, id) ON DELETE CASCADE,
        FOREIGN KEY (tenant_id, personnel_id) REFERENCES personnel (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX outgoing_visit_personnel_person_idx ON outgoing_visit_personnel (tenant_id, personnel_id)`);
    await enableTenantRls(q, 'outgoing_visit_personnel');

    await q.query(`
      CREATE TABLE foci_visit (${BASE}, ${TENANT_ID_COLUMN},
        start_date date NOT NULL,
        end_date date NOT NULL,
        visit_location text,
        visit_status text NOT NULL DEFAULT 'DRAFT' CHECK (visit_status IN ${STATUSES}),
        status_date timestamptz NOT NULL DEFAULT now(),
        visit_purpose text,
        self_reported boolean NOT NULL DEFAULT false,
        description text,
        commercial boolean NOT NULL DEFAULT false,
        visit_facility_id uuid,
        requested_by_id uuid,
        request_date date NOT NULL DEFAULT current_date,
        approver_id uuid,
        CHECK (end_date >= start_date),
        UNIQUE (tenant_id, id),
        FOREIGN KEY (tenant_id, visit_facility_id) REFERENCES facility (tenant_id, id),
        FOREIGN KEY (tenant_id, requested_by_id) REFERENCES personnel (tenant_id, id),
        FOREIGN KEY (tenant_id, approver_id) REFERENCES personnel (tenant_id, id)
      )`);
    await q.query(`CREATE INDEX foci_visit_start_idx ON foci_visit (tenant_id, start_date DESC, id)`);
    await q.query(`CREATE INDEX foci_visit_requester_idx ON foci_visit (tenant_id, requested_by_id) WHERE requested_by_id IS NOT NULL`);
    await enableTenantRls(q, 'foci_visit');

    await q.query(`
      CREATE TABLE foci_visit_participant (${BASE}, ${TENANT_ID_COLUMN},
        foci_visit_id uuid NOT NULL,
        participant_kind text NOT NULL CHECK (participant_kind IN ('ATTENDEE','AFFILIATE')),
        personnel_id uuid,
        full_name text NOT NULL CHECK (length(trim(full_name)) > 0),
        organization text,
        position text,
        citizenship_country_id integer REFERENCES country(id),
        foreign_national boolean NOT NULL DEFAULT false,
        email text,
        phone text,
        FOREIGN KEY (tenant_id, foci_visit_id) REFERENCES foci_visit (tenant_id, id) ON DELETE CASCADE,
        FOREIGN KEY (tenant_id, personnel_id) REFERENCES personnel (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX foci_visit_participant_visit_idx ON foci_visit_participant (tenant_id, foci_visit_id)`);
    await q.query(
      `CREATE INDEX foci_visit_participant_person_idx ON foci_visit_participant (tenant_id, personnel_id) WHERE personnel_id IS NOT NULL`,
    );
    await enableTenantRls(q, 'foci_visit_participant');

    // One document table for the three kinds; the file itself (optional) is a row of `document`.
    await q.query(`
      CREATE TABLE visit_document (${BASE}, ${TENANT_ID_COLUMN},
        visit_kind text NOT NULL CHECK (visit_kind IN ('INCOMING','OUTGOING','FOCI')),
        visit_id uuid NOT NULL,
        document_id uuid,
        document_type text NOT NULL DEFAULT 'OTHER',
        document_status text NOT NULL DEFAULT 'NEEDS_REVIEW' CHECK (document_status IN ('NEEDS_REVIEW','ACCEPTED','REJECTED')),
        document_title_id uuid,
        document_title text,
        required boolean NOT NULL DEFAULT false,
        uploaded_date timestamptz,
        broken_upload_date timestamptz,
        uploaded_by uuid
      )`);
    await q.query(`CREATE INDEX visit_document_visit_idx ON visit_document (tenant_id, visit_kind, visit_id)`);
    await enableTenantRls(q, 'visit_document');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'visit_document',
      'foci_visit_participant',
      'foci_visit',
      'outgoing_visit_personnel',
      'outgoing_visit',
      'incoming_visitor',
      'incoming_visit',
    ]) {
      await q.query(`DROP TABLE ${t}`);
    }
  }
}
