import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

const BASE = `
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1`;

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:14px';
const P = (s: string) => `<p style="margin:0 0 12px;${FONT}">${s}</p>`;

/** The built-in templates of the invitation flow (copied here: a migration never reads live code). */
export const INVITATION_TEMPLATE_SEEDS = [
  {
    key: 'INVITATION',
    name: 'Invitation',
    description: 'Sent by the security office to a new person: a link to enter their personal information without signing in.',
    subject: '{{productName}}: please enter your personal information',
    text:
      'Hello {{name}},\n\n' +
      '{{sender}} of the security office invites you to enter your personal information in {{productName}}.\n\n' +
      'Open this link (valid for {{days}} days, once):\n{{link}}\n\n' +
      'When the page opens we e-mail you a one-time code to confirm it is you.\n',
    html:
      P('Hello {{name}},') +
      '\n' +
      P('{{sender}} of the security office invites you to enter your personal information in {{productName}}.') +
      '\n' +
      P('<a href="{{link}}">Enter my information</a> (valid for {{days}} days, once).') +
      '\n' +
      P('When the page opens we e-mail you a one-time code to confirm it is you.') +
      '\n',
  },
  {
    key: 'INVITATION_CODE',
    name: 'Invitation code',
    description: 'Sent when an invitation link is opened: the one-time code that proves the mailbox.',
    subject: '{{productName}}: your invitation code',
    text: 'Hello {{name}},\n\nYour one-time code is {{code}}. It is valid for {{minutes}} minutes.\n',
    html: P('Hello {{name}},') + '\n' + P('Your one-time code is <strong>{{code}}</strong>. It is valid for {{minutes}} minutes.') + '\n',
  },
];

/**
 * Invitations of new people (spec 02 §4 "Invitation flow"): one row per invited person. The link is a
 * signed token of which only the SHA-256 hash is kept (a new link voids the old one; submitting the form
 * consumes it); the e-mailed code is kept as an HMAC with its expiry and the wrong attempts.
 */
export class Invitations1763950000001 implements MigrationInterface {
  name = 'Invitations1763950000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE invitation (${BASE}, ${TENANT_ID_COLUMN},
        personnel_id uuid NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        status text NOT NULL DEFAULT 'CREATED'
          CHECK (status IN ('CREATED','SENT','VALIDATED','OTP_PASSED','SUBMITTED','REVIEWED')),
        token_hash text,
        token_expires_at timestamptz,
        sent_at timestamptz,
        sent_by text,
        send_count integer NOT NULL DEFAULT 0,
        validated_at timestamptz,
        otp_hash text,
        otp_expires_at timestamptz,
        otp_attempts integer NOT NULL DEFAULT 0,
        otp_passed_at timestamptz,
        submitted_at timestamptz,
        user_id uuid,
        UNIQUE (tenant_id, id),
        UNIQUE (tenant_id, personnel_id),
        FOREIGN KEY (tenant_id, personnel_id) REFERENCES personnel (tenant_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX invitation_token_uq ON invitation (tenant_id, token_hash) WHERE token_hash IS NOT NULL`);
    await q.query(`CREATE INDEX invitation_status_idx ON invitation (tenant_id, status, lower(last_name), lower(first_name), id)`);
    await enableTenantRls(q, 'invitation');
    for (const t of INVITATION_TEMPLATE_SEEDS) {
      await q.query(
        `INSERT INTO email_template (template_key, name, description, subject, text_body, html_body, built_in)
         VALUES ($1, $2, $3, $4, $5, $6, true) ON CONFLICT (template_key) DO NOTHING`,
        [t.key, t.name, t.description, t.subject, t.text, t.html],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM email_template WHERE template_key = ANY($1)`, [INVITATION_TEMPLATE_SEEDS.map((t) => t.key)]);
    await q.query(`DROP TABLE invitation`);
  }
}
