import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

const BASE = `
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  ${TENANT_ID_COLUMN}`;

/** A person's row in another table: the person of the same tenant (composite key, so no cross-tenant reference is possible). */
const OF_PERSON = `personnel_id uuid NOT NULL, FOREIGN KEY (tenant_id, personnel_id) REFERENCES personnel (tenant_id, id)`;

/**
 * Facilities (as far as people need them), personnel with contacts, vehicles, documents and facility links,
 * the per-person records (clearance, investigation, special access, polygraph, badge) and open actions.
 * Every table is tenant-owned with row-level security; indexes and foreign keys start with tenant_id.
 */
export class People1763740000002 implements MigrationInterface {
  name = 'People1763740000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gin`);

    await q.query(`
      CREATE TABLE facility (${BASE},
        facility_name text NOT NULL,
        facility_code text,
        street1 text, street2 text, city text, state text, zip_code text,
        country_id integer NOT NULL DEFAULT 236 REFERENCES country(id),
        enabled boolean NOT NULL DEFAULT true,
        host_facility boolean NOT NULL DEFAULT false,
        UNIQUE (tenant_id, id)
      )`);
    await q.query(`CREATE UNIQUE INDEX facility_code_uq ON facility (tenant_id, upper(facility_code)) WHERE facility_code IS NOT NULL`);
    await q.query(`CREATE INDEX facility_name_idx ON facility (tenant_id, lower(facility_name), id)`);
    await enableTenantRls(q, 'facility');

    await q.query(`
      CREATE TABLE personnel (${BASE},
        first_name text NOT NULL,
        middle_name text,
        last_name text NOT NULL,
        previously_used_names text,
        alias_name text,
        employee_id text,
        ssn_encrypted text,
        ssn_hmac text,
        pssn text,
        work_email text NOT NULL,
        dod_edi_pn text,
        agency_id text,
        gender_type text,
        marital_status text,
        birth_date date,
        birth_country_id integer REFERENCES country(id),
        birth_street1 text, birth_street2 text, birth_city text, birth_state text, birth_zip_code text,
        special_system_access_list text[] NOT NULL DEFAULT '{}',
        kmp boolean NOT NULL DEFAULT false,
        kmp_type text,
        kmp_excluded boolean NOT NULL DEFAULT false,
        kmp_exclusion_date date,
        kmp_ownership numeric(5,2) CHECK (kmp_ownership BETWEEN 0 AND 100),
        photo_key text, photo_name text, photo_content_type text, photo_height integer, photo_width integer,
        citizenship_country_id integer REFERENCES country(id),
        citizenship_type text,
        second_citizenship_country_id integer REFERENCES country(id),
        us_citizenship_date date,
        non_us_citizenship_ren_date date,
        alien_registration_number text,
        passport_number text,
        passport_issue_date date,
        passport_type text,
        passport_expiry_date date CHECK (passport_expiry_date >= passport_issue_date),
        foreign_passport boolean NOT NULL DEFAULT false,
        foreign_passport_number text,
        foreign_passport_country_id integer REFERENCES country(id),
        foreign_passport_issue_date date,
        foreign_passport_expiry_date date CHECK (foreign_passport_expiry_date >= foreign_passport_issue_date),
        enabled boolean NOT NULL DEFAULT true,
        user_id uuid,
        job_title text,
        employment_type text,
        employment_status text,
        hire_date date,
        start_date date,
        end_date date CHECK (end_date >= start_date),
        work_location_type text,
        oconus boolean NOT NULL DEFAULT false,
        cost_center text,
        supervisor_personnel_id uuid,
        contract_id uuid,
        contingency_offer_signed_date date,
        race text, height text, weight text, eye_color text, hair_color text,
        driver_license_number text, dl_issuing_state text, dl_issue_date date, dl_expiry_date date,
        status text GENERATED ALWAYS AS (CASE
          WHEN NOT enabled THEN 'INACTIVE'
          WHEN employment_status = 'ACTIVE' THEN 'ACTIVE'
          WHEN employment_status = 'SUSPENDED' THEN 'SUSPENDED'
          WHEN employment_status IN ('INACTIVE', 'RESIGNED', 'TERMINATED') THEN 'INACTIVE'
          ELSE 'INPROGRESS' END) STORED,
        search_text text GENERATED ALWAYS AS (lower(
          last_name || ' ' || first_name || ' ' || last_name || ' ' || coalesce(employee_id, '') || ' ' || work_email)) STORED,
        UNIQUE (tenant_id, id),
        FOREIGN KEY (tenant_id, supervisor_personnel_id) REFERENCES personnel (tenant_id, id)
      )`);
    // the list (sorted by last name, then first name) and its other sort orders
    await q.query(`CREATE INDEX personnel_list_idx ON personnel (tenant_id, last_name, first_name, id)`);
    await q.query(`CREATE INDEX personnel_first_name_idx ON personnel (tenant_id, first_name, last_name, id)`);
    await q.query(`CREATE INDEX personnel_status_idx ON personnel (tenant_id, status, last_name, first_name, id)`);
    await q.query(`CREATE INDEX personnel_employee_id_idx ON personnel (tenant_id, employee_id)`);
    await q.query(`CREATE INDEX personnel_work_email_idx ON personnel (tenant_id, lower(work_email))`);
    await q.query(
      `CREATE INDEX personnel_supervisor_idx ON personnel (tenant_id, supervisor_personnel_id) WHERE supervisor_personnel_id IS NOT NULL`,
    );
    // the quick filter by name: trigram match inside the tenant (btree_gin lets the GIN index carry tenant_id)
    await q.query(`CREATE INDEX personnel_search_trgm_idx ON personnel USING gin (tenant_id, search_text gin_trgm_ops)`);
    // one person per SSN in a tenant (blind index; the new-hire placeholder 000000000 has none)
    await q.query(`CREATE UNIQUE INDEX personnel_ssn_uq ON personnel (tenant_id, ssn_hmac) WHERE ssn_hmac IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX personnel_user_uq ON personnel (tenant_id, user_id) WHERE user_id IS NOT NULL`);
    await enableTenantRls(q, 'personnel');

    // exact per-tenant count of personnel for the unfiltered list (kept by a trigger; a cache, never written by the app)
    await q.query(`
      CREATE TABLE personnel_count (
        tenant_id uuid PRIMARY KEY REFERENCES tenant(id) ON DELETE CASCADE,
        n bigint NOT NULL DEFAULT 0
      )`);
    await enableTenantRls(q, 'personnel_count');
    await q.query(`
      CREATE FUNCTION personnel_count_trg() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO personnel_count AS c (tenant_id, n) SELECT tenant_id, count(*) FROM new_rows GROUP BY tenant_id
          ON CONFLICT (tenant_id) DO UPDATE SET n = c.n + excluded.n;
        ELSE
          UPDATE personnel_count c SET n = c.n - d.k FROM (SELECT tenant_id, count(*) AS k FROM old_rows GROUP BY tenant_id) d
          WHERE c.tenant_id = d.tenant_id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER personnel_count_ins AFTER INSERT ON personnel REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION personnel_count_trg()`,
    );
    await q.query(
      `CREATE TRIGGER personnel_count_del AFTER DELETE ON personnel REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION personnel_count_trg()`,
    );

    await q.query(`
      CREATE TABLE personnel_facility (${BASE}, ${OF_PERSON},
        facility_id uuid NOT NULL,
        FOREIGN KEY (tenant_id, facility_id) REFERENCES facility (tenant_id, id),
        UNIQUE (tenant_id, personnel_id, facility_id)
      )`);
    await q.query(`CREATE INDEX personnel_facility_facility_idx ON personnel_facility (tenant_id, facility_id, personnel_id)`);
    await enableTenantRls(q, 'personnel_facility');

    await q.query(`
      CREATE TABLE personnel_contact (${BASE}, ${OF_PERSON},
        contact_type_enum text NOT NULL,
        street1 text, street2 text, city text, state text, zip_code text,
        country_id integer REFERENCES country(id),
        contact_name text,
        contact_relationship_type text,
        home_phone_number text, work_phone_number text, cell_phone_number text,
        preferred_phone_type text,
        personal_email_address text,
        government_email_address text,
        fax_number text,
        checked boolean NOT NULL DEFAULT false,
        position integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX personnel_contact_person_idx ON personnel_contact (tenant_id, personnel_id)`);
    await q.query(
      `CREATE UNIQUE INDEX personnel_contact_personal_uq ON personnel_contact (tenant_id, personnel_id) WHERE contact_type_enum = 'PERSONAL'`,
    );
    await enableTenantRls(q, 'personnel_contact');

    await q.query(`
      CREATE TABLE personnel_vehicle (${BASE}, ${OF_PERSON},
        vehicle_name text, vehicle_make text, vehicle_model text, vehicle_year integer, vehicle_color text,
        license_plate text, registration_state text,
        position integer NOT NULL DEFAULT 0
      )`);
    await q.query(`CREATE INDEX personnel_vehicle_person_idx ON personnel_vehicle (tenant_id, personnel_id)`);
    await enableTenantRls(q, 'personnel_vehicle');

    await q.query(`
      CREATE TABLE personnel_document (${BASE}, ${OF_PERSON},
        document_type text NOT NULL DEFAULT 'PERSONNEL',
        document_status text NOT NULL,
        title_id text NOT NULL,
        required boolean NOT NULL DEFAULT false,
        uploaded_date date,
        date_signed date,
        hide_from_personnel boolean NOT NULL DEFAULT false,
        file_name text, file_key text, content_type text, size bigint,
        broken_upload_date date
      )`);
    await q.query(`CREATE INDEX personnel_document_person_idx ON personnel_document (tenant_id, personnel_id, title_id)`);
    await enableTenantRls(q, 'personnel_document');

    await q.query(`
      CREATE TABLE personnel_clearance (${BASE}, ${OF_PERSON},
        facility_id uuid NOT NULL,
        pcl_status text NOT NULL,
        indoctrination_level text,
        pcl_eligibility text NOT NULL,
        pcl_determination text,
        eligibility_determination_date date,
        initial_briefing_date date,
        owned_serviced text,
        clearance_granting_agency text,
        de_brief_date date,
        nda_date date,
        attestation_date date,
        billet text,
        ce_status text,
        ce_entered_date date,
        UNIQUE (tenant_id, id),
        FOREIGN KEY (tenant_id, facility_id) REFERENCES facility (tenant_id, id)
      )`);
    await q.query(`CREATE INDEX personnel_clearance_person_idx ON personnel_clearance (tenant_id, personnel_id)`);
    await q.query(`CREATE INDEX personnel_clearance_facility_idx ON personnel_clearance (tenant_id, facility_id)`);
    await enableTenantRls(q, 'personnel_clearance');

    await q.query(`
      CREATE TABLE personnel_investigation (${BASE}, ${OF_PERSON},
        clearance_id uuid NOT NULL,
        clearance_type text,
        pcl_status text,
        clearance_action text,
        investigation_type text,
        clearance_investigating_agency text,
        is_process_completed boolean NOT NULL DEFAULT false,
        initiated_psi_date date,
        fingerprint_required boolean NOT NULL DEFAULT false,
        fingerprint_submitted_date date,
        fingerprint_accepted_date date,
        fingerprint_taken_by text,
        fingerprint_tcn_number text,
        ready_review_date date,
        psq_sent_opm_date date,
        released_sign_forms_date date,
        release_caf_date date,
        sac_date date,
        sf_rejection_dates date[] NOT NULL DEFAULT '{}',
        eqip_pincode text,
        sii_case_number text,
        investigation_open_date date,
        investigation_closed_date date CHECK (investigation_closed_date >= investigation_open_date),
        reinvestigation_date date,
        adj_scheduled_date date,
        adj_completed_date date,
        CHECK (NOT is_process_completed OR investigation_closed_date IS NOT NULL),
        FOREIGN KEY (tenant_id, clearance_id) REFERENCES personnel_clearance (tenant_id, id)
      )`);
    await q.query(`CREATE INDEX personnel_investigation_person_idx ON personnel_investigation (tenant_id, personnel_id)`);
    await q.query(`CREATE INDEX personnel_investigation_clearance_idx ON personnel_investigation (tenant_id, clearance_id)`);
    await enableTenantRls(q, 'personnel_investigation');

    await q.query(`
      CREATE TABLE personnel_special_access (${BASE}, ${OF_PERSON},
        facility_id uuid NOT NULL,
        special_access_type text NOT NULL,
        special_access_status text NOT NULL,
        indoctrination_date date,
        initial_brief_date date,
        last_brief_date date,
        submit_date date,
        sso_location text,
        briefing_officer text,
        debrief_date date,
        special_access_brief_reminder boolean NOT NULL DEFAULT false,
        sponsor text,
        FOREIGN KEY (tenant_id, facility_id) REFERENCES facility (tenant_id, id)
      )`);
    await q.query(`CREATE INDEX personnel_special_access_person_idx ON personnel_special_access (tenant_id, personnel_id)`);
    await q.query(`CREATE INDEX personnel_special_access_facility_idx ON personnel_special_access (tenant_id, facility_id)`);
    await enableTenantRls(q, 'personnel_special_access');

    await q.query(`
      CREATE TABLE personnel_polygraph (${BASE}, ${OF_PERSON},
        facility_id uuid NOT NULL,
        polygraph_type text NOT NULL,
        polygraph_status text NOT NULL,
        polygraph_result text,
        agency text,
        poly_system text,
        polygraph_date date,
        next_polygraph_date date,
        FOREIGN KEY (tenant_id, facility_id) REFERENCES facility (tenant_id, id)
      )`);
    await q.query(`CREATE INDEX personnel_polygraph_person_idx ON personnel_polygraph (tenant_id, personnel_id)`);
    await q.query(`CREATE INDEX personnel_polygraph_facility_idx ON personnel_polygraph (tenant_id, facility_id)`);
    await enableTenantRls(q, 'personnel_polygraph');

    await q.query(`
      CREATE TABLE personnel_badge (${BASE}, ${OF_PERSON},
        contract_id uuid,
        issuing_agency text,
        badge_number text,
        badge_type text NOT NULL,
        badge_status text NOT NULL,
        issue_date date,
        expiry_date date,
        renewal_submission_date date,
        organization text,
        badging_officer_id uuid,
        FOREIGN KEY (tenant_id, badging_officer_id) REFERENCES personnel (tenant_id, id)
      )`);
    await q.query(`CREATE INDEX personnel_badge_person_idx ON personnel_badge (tenant_id, personnel_id)`);
    await q.query(
      `CREATE INDEX personnel_badge_officer_idx ON personnel_badge (tenant_id, badging_officer_id) WHERE badging_officer_id IS NOT NULL`,
    );
    await enableTenantRls(q, 'personnel_badge');

    await q.query(`
      CREATE TABLE open_action (${BASE},
        personnel_id uuid,
        facility_id uuid,
        action_type text NOT NULL,
        title text NOT NULL,
        description text,
        state text NOT NULL DEFAULT 'OPEN' CHECK (state IN ('OPEN', 'COMPLETED', 'CLOSED')),
        source_key text,
        document_title_id text,
        due_date date,
        completed_at timestamptz,
        completed_by text,
        closed_at timestamptz,
        closed_by text,
        note text,
        FOREIGN KEY (tenant_id, personnel_id) REFERENCES personnel (tenant_id, id),
        FOREIGN KEY (tenant_id, facility_id) REFERENCES facility (tenant_id, id)
      )`);
    await q.query(`CREATE INDEX open_action_person_idx ON open_action (tenant_id, personnel_id, state)`);
    await q.query(`CREATE INDEX open_action_facility_idx ON open_action (tenant_id, facility_id, state) WHERE facility_id IS NOT NULL`);
    await q.query(
      `CREATE UNIQUE INDEX open_action_open_source_uq ON open_action (tenant_id, personnel_id, source_key) WHERE state = 'OPEN' AND source_key IS NOT NULL`,
    );
    await enableTenantRls(q, 'open_action');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'open_action',
      'personnel_badge',
      'personnel_polygraph',
      'personnel_special_access',
      'personnel_investigation',
      'personnel_clearance',
      'personnel_document',
      'personnel_vehicle',
      'personnel_contact',
      'personnel_facility',
    ]) {
      await q.query(`DROP TABLE ${t}`);
    }
    await q.query(`DROP TABLE personnel`);
    await q.query(`DROP FUNCTION personnel_count_trg`);
    await q.query(`DROP TABLE personnel_count`);
    await q.query(`DROP TABLE facility`);
  }
}
