import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

const BASE = `
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1`;

const TYPES = `('FOREIGN_CONTACT','FOREIGN_TRAVEL','FOREIGN_TRAVEL_DEBRIEF','INSIDER_THREAT','NETWORK_INTRUSION_CYBER_BREACH',
  'SECURITY_VIOLATION','SUSPICIOUS_CONTACT','PERSONAL_REPORT','ADVERSE_ACTION','OTHER','ENCRYPTED_MESSAGE')`;

/**
 * Incidents and reportable events (spec 03 §3 "Incidents"; 32 CFR 117.8, SEAD 3). One row per report
 * whatever its type: the columns every type shares (the person it concerns, the facility, dates, status,
 * the reporting deadlines the security office must meet) and `details`, the fields of its type as the
 * type's DTO validated them. Questionnaire answers are kept with the incident. Foreign travel keeps its
 * destinations and emergency contacts in their own tables; a debrief names the travel it closes.
 * An encrypted message is an incident of type ENCRYPTED_MESSAGE whose body is AES-256-GCM ciphertext.
 */
export class Incidents1763980000001 implements MigrationInterface {
  name = 'Incidents1763980000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE incident (${BASE}, ${TENANT_ID_COLUMN},
        incident_type text NOT NULL CHECK (incident_type IN ${TYPES}),
        status text NOT NULL DEFAULT 'DRAFT'
          CHECK (status IN ('DRAFT','SUBMITTED','IN_REVIEW','REPORTED_TO_GOVERNMENT','CLOSED')),
        status_date timestamptz NOT NULL DEFAULT now(),
        personnel_id uuid,
        facility_id uuid,
        incident_date date,
        reported_date date NOT NULL DEFAULT current_date,
        title text,
        description text,
        category text,
        self_reported boolean NOT NULL DEFAULT false,
        reported_by_user_id uuid,
        details jsonb NOT NULL DEFAULT '{}'::jsonb,
        answers jsonb NOT NULL DEFAULT '{}'::jsonb,
        submitted_at timestamptz,
        government_reported_at timestamptz,
        government_reference text,
        closed_at timestamptz,
        initial_report_due_at timestamptz,
        initial_report_at timestamptz,
        final_report_due_at timestamptz,
        final_report_at timestamptz,
        travel_incident_id uuid,
        departure_date date,
        return_date date,
        debrief_due_date date,
        message_ciphertext text,
        CHECK (return_date IS NULL OR departure_date IS NULL OR return_date >= departure_date),
        UNIQUE (tenant_id, id),
        FOREIGN KEY (tenant_id, personnel_id) REFERENCES personnel (tenant_id, id),
        FOREIGN KEY (tenant_id, facility_id) REFERENCES facility (tenant_id, id),
        FOREIGN KEY (tenant_id, travel_incident_id) REFERENCES incident (tenant_id, id)
      )`);
    await q.query(`CREATE INDEX incident_reported_idx ON incident (tenant_id, reported_date DESC, id)`);
    await q.query(`CREATE INDEX incident_type_idx ON incident (tenant_id, incident_type, status)`);
    await q.query(`CREATE INDEX incident_personnel_idx ON incident (tenant_id, personnel_id) WHERE personnel_id IS NOT NULL`);
    await q.query(`CREATE INDEX incident_travel_idx ON incident (tenant_id, travel_incident_id) WHERE travel_incident_id IS NOT NULL`);
    await q.query(`CREATE INDEX incident_open_idx ON incident (tenant_id, status) WHERE status <> 'CLOSED'`);
    await enableTenantRls(q, 'incident');

    await q.query(`
      CREATE TABLE foreign_travel_destination (${BASE}, ${TENANT_ID_COLUMN},
        incident_id uuid NOT NULL,
        sequence integer NOT NULL DEFAULT 1,
        country_id integer NOT NULL REFERENCES country(id),
        cities text,
        arrival_date date NOT NULL,
        departure_date date NOT NULL,
        purpose text,
        lodging text,
        CHECK (departure_date >= arrival_date),
        FOREIGN KEY (tenant_id, incident_id) REFERENCES incident (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX foreign_travel_destination_incident_idx ON foreign_travel_destination (tenant_id, incident_id, sequence)`);
    await enableTenantRls(q, 'foreign_travel_destination');

    await q.query(`
      CREATE TABLE foreign_travel_emergency_contact (${BASE}, ${TENANT_ID_COLUMN},
        incident_id uuid NOT NULL,
        full_name text NOT NULL CHECK (length(trim(full_name)) > 0),
        relationship text,
        phone text,
        email text,
        country_id integer REFERENCES country(id),
        FOREIGN KEY (tenant_id, incident_id) REFERENCES incident (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX foreign_travel_contact_incident_idx ON foreign_travel_emergency_contact (tenant_id, incident_id)`);
    await enableTenantRls(q, 'foreign_travel_emergency_contact');

    await q.query(`
      CREATE TABLE travel_advisory (${BASE}, ${TENANT_ID_COLUMN},
        country_id integer NOT NULL REFERENCES country(id),
        advisory_level smallint NOT NULL CHECK (advisory_level BETWEEN 1 AND 4),
        effective_from date NOT NULL,
        effective_to date,
        summary text,
        CHECK (effective_to IS NULL OR effective_to >= effective_from)
      )`);
    await q.query(`CREATE INDEX travel_advisory_country_idx ON travel_advisory (tenant_id, country_id, effective_from DESC)`);
    await enableTenantRls(q, 'travel_advisory');

    await q.query(`
      CREATE TABLE encrypted_message_recipient (${BASE}, ${TENANT_ID_COLUMN},
        incident_id uuid NOT NULL,
        user_id uuid NOT NULL,
        first_read_at timestamptz,
        UNIQUE (tenant_id, incident_id, user_id),
        FOREIGN KEY (tenant_id, incident_id) REFERENCES incident (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX encrypted_message_recipient_user_idx ON encrypted_message_recipient (tenant_id, user_id)`);
    await enableTenantRls(q, 'encrypted_message_recipient');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'encrypted_message_recipient',
      'travel_advisory',
      'foreign_travel_emergency_contact',
      'foreign_travel_destination',
      'incident',
    ]) {
      await q.query(`DROP TABLE ${t}`);
    }
  }
}
