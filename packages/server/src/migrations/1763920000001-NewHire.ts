import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

const BASE = `
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1`;

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:14px';
const P = (s: string) => `<p style="margin:0 0 12px;${FONT}">${s}</p>`;

/** The built-in template sent to a facility's FSOs for a reported new hire (copied here: a migration never reads live code). */
export const NEW_HIRE_TEMPLATE_SEEDS = [
  {
    key: 'NEW_HIRE_REPORTED',
    name: 'New hire reported',
    description: 'Sent to the FSOs of a facility when a new hire is reported there and waits for their review.',
    subject: '{{productName}}: new hire {{name}} reported for {{facilityName}}',
    text:
      'A new hire was reported for {{facilityName}} by {{reportedBy}}:\n\n' +
      '{{name}}{{#if jobTitle}}, {{jobTitle}}{{/if}}{{#if startDate}}, starting {{startDate}}{{/if}}' +
      '{{#if cleared}} (cleared){{/if}}\n\n' +
      'Review the report and accept or reject it at {{reviewUrl}}\n',
    html:
      P('A new hire was reported for {{facilityName}} by {{reportedBy}}:') +
      '\n' +
      P(
        '<strong>{{name}}</strong>{{#if jobTitle}}, {{jobTitle}}{{/if}}{{#if startDate}}, starting {{startDate}}{{/if}}' +
          '{{#if cleared}} (cleared){{/if}}',
      ) +
      '\n' +
      P('Review the report and accept or reject it at <a href="{{reviewUrl}}">{{reviewUrl}}</a>') +
      '\n',
  },
];

/**
 * Reported new hires (spec 02 §3 "New hire"): what the reporter submitted, waiting for the facility's FSO.
 * The SSN is kept like a person's (ciphertext and blind index, no clear column); the placeholder
 * 000000000 is stored as no SSN. The nested sections (citizenship, place of birth, contact information,
 * employment, clearance) are kept as submitted in `details` and become the person's sections on acceptance.
 */
export class NewHire1763920000001 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pending_hire (${BASE}, ${TENANT_ID_COLUMN},
        facility_id uuid NOT NULL,
        cleared boolean NOT NULL DEFAULT false,
        first_name text NOT NULL,
        middle_name text,
        last_name text NOT NULL,
        ssn_encrypted text,
        ssn_hmac text,
        birth_date date NOT NULL,
        passport_number text,
        marital_status text NOT NULL,
        work_email text NOT NULL,
        job_title text,
        employment_type text NOT NULL,
        hire_date date,
        start_date date,
        details jsonb NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING','ACCEPTED','REJECTED')),
        reported_by text,
        decided_at timestamptz,
        decided_by text,
        decision_reason text,
        personnel_id uuid,
        CHECK ((ssn_encrypted IS NULL) = (ssn_hmac IS NULL)),
        CHECK ((status = 'PENDING') = (decided_at IS NULL)),
        FOREIGN KEY (tenant_id, facility_id) REFERENCES facility (tenant_id, id) ON DELETE CASCADE,
        FOREIGN KEY (tenant_id, personnel_id) REFERENCES personnel (tenant_id, id) ON DELETE SET NULL (personnel_id),
        UNIQUE (tenant_id, id)
      )`);
    // one pending report per SSN in a tenant (decided reports keep theirs for the record)
    await q.query(
      `CREATE UNIQUE INDEX pending_hire_ssn_uq ON pending_hire (tenant_id, ssn_hmac) WHERE ssn_hmac IS NOT NULL AND status = 'PENDING'`,
    );
    await q.query(`CREATE INDEX pending_hire_status_idx ON pending_hire (tenant_id, status, created_at)`);
    await q.query(`CREATE INDEX pending_hire_facility_idx ON pending_hire (tenant_id, facility_id)`);
    await enableTenantRls(q, 'pending_hire');

    for (const t of NEW_HIRE_TEMPLATE_SEEDS) {
      await q.query(
        `INSERT INTO email_template (template_key, name, description, subject, text_body, html_body, built_in)
         VALUES ($1, $2, $3, $4, $5, $6, true) ON CONFLICT (template_key) DO NOTHING`,
        [t.key, t.name, t.description, t.subject, t.text, t.html],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM email_template WHERE template_key = ANY($1)`, [NEW_HIRE_TEMPLATE_SEEDS.map((t) => t.key)]);
    await q.query(`DROP TABLE pending_hire`);
  }
}
