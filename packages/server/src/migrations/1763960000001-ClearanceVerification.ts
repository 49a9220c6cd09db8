import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

const BASE = `
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  ${TENANT_ID_COLUMN}`;

/** The clearance a row is about, of the same person and tenant; removed with the clearance. */
const OF_CLEARANCE = `
  personnel_id uuid NOT NULL,
  clearance_id uuid NOT NULL,
  facility_id uuid NOT NULL,
  FOREIGN KEY (tenant_id, personnel_id) REFERENCES personnel (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, clearance_id) REFERENCES personnel_clearance (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, facility_id) REFERENCES facility (tenant_id, id)`;

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:14px';
const P = (s: string) => `<p style="margin:0 0 12px;${FONT}">${s}</p>`;

/** The built-in templates of clearance verification and clearance request (copied here: a migration never reads live code). */
export const CLEARANCE_VERIFICATION_TEMPLATE_SEEDS = [
  {
    key: 'CLEARANCE_VERIFICATION_REQUEST',
    name: 'Clearance verification request',
    description: 'Sent to a person whom the security office asks to confirm the details of their clearance.',
    subject: '{{productName}}: please verify your clearance information',
    text:
      'Hello {{name}},\n\n' +
      'The security office asks you to confirm the details of your {{clearanceLevel}} clearance: eligibility, ' +
      'determination date, granting agency, your latest investigation and your continuous evaluation enrollment.\n\n' +
      'Answer in My Portal by {{expiresOn}}: {{link}}\n\n{{sender}}\n',
    html:
      P('Hello {{name}},') +
      '\n' +
      P(
        'The security office asks you to confirm the details of your {{clearanceLevel}} clearance: eligibility, ' +
          'determination date, granting agency, your latest investigation and your continuous evaluation enrollment.',
      ) +
      '\n' +
      P('Answer in My Portal by {{expiresOn}}: <a href="{{link}}">{{link}}</a>') +
      '\n' +
      P('{{sender}}') +
      '\n',
  },
  {
    key: 'CLEARANCE_REQUEST_SUBMITTED',
    name: 'Clearance request submitted',
    description: 'Sent to the security office when a clearance request (initiate, re-investigate, CV/CE enrollment, …) is submitted.',
    subject: '{{productName}}: clearance request ({{action}}) for {{name}}',
    text:
      'A clearance request was submitted in {{productName}}.\n\n' +
      'Person: {{name}}\nClearance: {{clearanceLevel}}\nAction: {{action}}\n' +
      '{{#if neededBy}}Needed by: {{neededBy}}\n{{/if}}' +
      'Justification: {{justification}}\n\nSubmitted by {{sender}}. Sign in at {{publicUrl}} to act on it.\n',
    html:
      P('A clearance request was submitted in {{productName}}.') +
      '\n' +
      P('Person: {{name}}<br>Clearance: {{clearanceLevel}}<br>Action: {{action}}{{#if neededBy}}<br>Needed by: {{neededBy}}{{/if}}') +
      '\n' +
      P('Justification: {{justification}}') +
      '\n' +
      P('Submitted by {{sender}}. Sign in at <a href="{{publicUrl}}">{{publicUrl}}</a> to act on it.') +
      '\n',
  },
];

/**
 * Clearance verification requests (spec 02 §4: SENT, NEEDS_REVIEW, EXPIRED, CLOSED) and clearance requests
 * (spec 02 §6 CLEARANCE_REQUEST), their e-mail templates and the tenant setting that expires an unanswered
 * verification.
 *
 * A verification keeps what the clearance record said when it was sent (`on_record`), the person's answers
 * and attestation, and the FSO's decision. A clearance request records the action asked for on a clearance,
 * its justification and the day it is needed by.
 */
export class ClearanceVerification1763960000001 implements MigrationInterface {
  name = 'ClearanceVerification1763960000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE clearance_verification (${BASE}, ${OF_CLEARANCE},
        status text NOT NULL DEFAULT 'SENT' CHECK (status IN ('SENT','NEEDS_REVIEW','EXPIRED','CLOSED')),
        message text,
        requested_by text,
        expires_on date NOT NULL,
        on_record jsonb NOT NULL,
        answers jsonb,
        attested_at timestamptz,
        answered_by text,
        decision text CHECK (decision IN ('ACCEPT_CHANGES','KEEP_RECORD')),
        review_note text,
        closed_at timestamptz,
        closed_by text,
        UNIQUE (tenant_id, id)
      )`);
    await q.query(`CREATE INDEX clearance_verification_person_idx ON clearance_verification (tenant_id, personnel_id, created_at)`);
    await q.query(`CREATE INDEX clearance_verification_status_idx ON clearance_verification (tenant_id, status, facility_id)`);
    // one open verification (sent or answered) per clearance
    await q.query(
      `CREATE UNIQUE INDEX clearance_verification_open_uq ON clearance_verification (tenant_id, clearance_id) WHERE status IN ('SENT','NEEDS_REVIEW')`,
    );
    await enableTenantRls(q, 'clearance_verification');

    await q.query(`
      CREATE TABLE clearance_request (${BASE}, ${OF_CLEARANCE},
        action text NOT NULL CHECK (action IN ('INITIATE','RE_INVESTIGATE','CV_CE_ENROLLMENT','OFFICIAL_REQUEST','TAKE_OWNERSHIP')),
        justification text NOT NULL,
        needed_by date,
        status text NOT NULL DEFAULT 'SUBMITTED' CHECK (status IN ('SUBMITTED','COMPLETED')),
        requested_by text,
        UNIQUE (tenant_id, id)
      )`);
    await q.query(`CREATE INDEX clearance_request_person_idx ON clearance_request (tenant_id, personnel_id, created_at)`);
    await enableTenantRls(q, 'clearance_request');

    await q.query(
      `INSERT INTO setting_definition (parameter_name, scope, category, pretty_name, field_type, default_value, value_type,
                                       error_rule, warning_rule, format, description, sort_order)
       SELECT 'CLEARANCE_VERIFICATION_EXPIRY_DAYS', 'TENANT', 'GENERAL', 'Clearance Verification Expiry (days)', 'Number', '14', NULL,
              'required:true;min:1;max:90', NULL, NULL,
              'Days a person has to answer a clearance verification request before it expires',
              coalesce((SELECT sort_order FROM setting_definition WHERE parameter_name = 'INVITATION_EXPIRY_DAYS'), 0)
       ON CONFLICT (parameter_name) DO NOTHING`,
    );
    for (const t of CLEARANCE_VERIFICATION_TEMPLATE_SEEDS) {
      await q.query(
        `INSERT INTO email_template (template_key, name, description, subject, text_body, html_body, built_in)
         VALUES ($1, $2, $3, $4, $5, $6, true) ON CONFLICT (template_key) DO NOTHING`,
        [t.key, t.name, t.description, t.subject, t.text, t.html],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM email_template WHERE template_key = ANY($1)`, [CLEARANCE_VERIFICATION_TEMPLATE_SEEDS.map((t) => t.key)]);
    await q.query(`DELETE FROM tenant_setting WHERE parameter_name = 'CLEARANCE_VERIFICATION_EXPIRY_DAYS'`);
    await q.query(`DELETE FROM setting_definition WHERE parameter_name = 'CLEARANCE_VERIFICATION_EXPIRY_DAYS'`);
    await q.query(`DROP TABLE clearance_request`);
    await q.query(`DROP TABLE clearance_verification`);
  }
}
