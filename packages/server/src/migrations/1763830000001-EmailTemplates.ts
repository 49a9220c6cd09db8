import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One built-in template as the migration seeds it (copied here: a migration never reads live code). */
export interface SeedTemplate {
  key: string;
  name: string;
  description: string;
  subject: string;
  text: string;
  html: string;
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:14px';
const P = (s: string) => `<p style="margin:0 0 12px;${FONT}">${s}</p>`;
const PRE = (s: string) => `<pre style="white-space:pre-wrap;margin:0 0 12px;${FONT}">${s}</pre>`;

/**
 * The wording the product used before templates existed, so nothing a user receives changes until an
 * administrator edits a template (test/email-templates checks each against the old text).
 */
export const EMAIL_TEMPLATE_SEEDS: SeedTemplate[] = [
  {
    key: 'SIGN_IN_CODE',
    name: 'Sign-in code',
    description: 'Sent when a user signs in and a one-time code is required.',
    subject: '{{productName}} sign-in code',
    text:
      'Your {{productName}} sign-in code is {{code}}\n\n' +
      'It is valid for {{minutes}} minutes and can be used once. If you did not try to sign in, ' +
      'change your password and tell your security officer.\n',
    html:
      P('Your {{productName}} sign-in code is <strong style="font-size:18px;letter-spacing:2px">{{code}}</strong>') +
      '\n' +
      P(
        'It is valid for {{minutes}} minutes and can be used once. If you did not try to sign in, ' +
          'change your password and tell your security officer.',
      ) +
      '\n',
  },
  {
    key: 'PASSWORD_RESET',
    name: 'Password reset',
    description: 'Sent when a user asks to reset the password: a code and a link.',
    subject: '{{productName}} password reset code',
    text:
      'Your {{productName}} password reset code is {{code}}\n\n' +
      'Enter it on the reset page, or open this link to choose a new password:\n{{link}}\n\n' +
      'Both are valid for {{minutes}} minutes and can be used once. If you did not ask for this, ignore this message.\n',
    html:
      P('Your {{productName}} password reset code is <strong style="font-size:18px;letter-spacing:2px">{{code}}</strong>') +
      '\n' +
      P('Enter it on the reset page, or open this link to choose a new password:<br><a href="{{link}}">{{link}}</a>') +
      '\n' +
      P('Both are valid for {{minutes}} minutes and can be used once. If you did not ask for this, ignore this message.') +
      '\n',
  },
  {
    key: 'WELCOME',
    name: 'Welcome / invitation',
    description: 'Sent to a new or re-invited user, with a link to choose the password.',
    subject: 'Welcome to {{productName}}',
    text:
      'Hello {{name}},\n\n' +
      'An account has been created for you in {{productName}}. Your username is {{username}}\n\n' +
      'Choose your password here (the link works once, for {{hours}} hours):\n{{link}}\n',
    html:
      P('Hello {{name}},') +
      '\n' +
      P('An account has been created for you in {{productName}}. Your username is <strong>{{username}}</strong>') +
      '\n' +
      P('Choose your password here (the link works once, for {{hours}} hours):<br><a href="{{link}}">{{link}}</a>') +
      '\n',
  },
  {
    key: 'REMINDER_DIGEST',
    name: 'Reminder digest',
    description: 'The daily digest of dates that fall due soon (security office and holders).',
    subject: '{{productName}} reminders for {{tenantName}} ({{day}}): {{itemCount}} due',
    text:
      'These dates fall due soon:\n\n' +
      '{{#each items}}\n- {{this}}\n{{/each}}\n' +
      '\nOpen actions have been raised for them in {{productName}}.',
    html:
      P('These dates fall due soon:') +
      `\n<ul style="${FONT}">\n{{#each items}}\n  <li>{{this}}</li>\n{{/each}}\n</ul>\n` +
      P('Open actions have been raised for them in {{productName}}.') +
      '\n',
  },
  {
    key: 'REPORT_READY',
    name: 'Scheduled report ready',
    description: 'Sent to the recipients of a scheduled report when it has run.',
    subject: '{{scheduleName}}: {{reportTitle}} ({{day}})',
    text:
      'The scheduled report "{{scheduleName}}" has run.\n\n' +
      'Report: {{reportTitle}}\n' +
      '{{#each parameters}}\n{{this}}\n{{/each}}\n' +
      'Rows: {{rows}}\n' +
      'Format: {{format}}\n\n' +
      '{{#if attached}}\nThe file is attached.\n{{/if}}\n' +
      'Download (sign-in required): {{downloadUrl}}\n' +
      'Run history: {{historyUrl}}',
    html:
      P('The scheduled report &ldquo;{{scheduleName}}&rdquo; has run.') +
      '\n' +
      P('Report: {{reportTitle}}{{#each parameters}}<br>{{this}}{{/each}}<br>Rows: {{rows}}<br>Format: {{format}}') +
      '\n{{#if attached}}\n' +
      P('The file is attached.') +
      '\n{{/if}}\n' +
      P('<a href="{{downloadUrl}}">Download</a> (sign-in required) &middot; <a href="{{historyUrl}}">Run history</a>') +
      '\n',
  },
  {
    key: 'SUPPORT_REQUEST',
    name: 'Support request',
    description: 'A support request sent to the provider’s support address.',
    subject: '[Support] {{subject}}',
    text:
      'Support request {{reference}}\n' +
      'Category: {{category}}\n' +
      'From: {{username}} (user {{userId}})\n' +
      'Tenant: {{tenant}}\n' +
      '{{#if contactEmail}}\nContact e-mail: {{contactEmail}}\n{{/if}}\n' +
      '{{#if contactPhone}}\nContact phone: {{contactPhone}}\n{{/if}}\n' +
      '\n{{message}}',
    html:
      P(
        'Support request <strong>{{reference}}</strong><br>Category: {{category}}<br>From: {{username}} (user {{userId}})<br>Tenant: {{tenant}}' +
          '{{#if contactEmail}}<br>Contact e-mail: {{contactEmail}}{{/if}}{{#if contactPhone}}<br>Contact phone: {{contactPhone}}{{/if}}',
      ) +
      '\n' +
      PRE('{{message}}') +
      '\n',
  },
  {
    key: 'EMAIL_INSTRUCTIONS',
    name: 'E-mailed instructions',
    description: 'Written instructions a security office e-mails to its people.',
    subject: '{{subject}}',
    text:
      '{{instructions}}{{#if signature}}\n\n{{signature}}{{/if}}{{#if securityOfficeContact}}\n\n' +
      'Security office: {{securityOfficeContact}}{{/if}}',
    html:
      PRE('{{instructions}}') +
      '\n{{#if signature}}\n' +
      PRE('{{signature}}') +
      '\n{{/if}}\n' +
      '{{#if securityOfficeContact}}\n' +
      P('Security office: {{securityOfficeContact}}') +
      '\n{{/if}}\n',
  },
];

/**
 * E-mail templates (provider-wide, not tenant-owned): every e-mail the product sends is rendered from one;
 * attachments go out with every e-mail of their template. Seeds the built-in templates (idempotent).
 */
export class EmailTemplates1763830000001 implements MigrationInterface {
  name = 'EmailTemplates1763830000001';

  async up(q: QueryRunner): Promise<void> {
    const base = `id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version integer NOT NULL DEFAULT 1`;
    await q.query(`
      CREATE TABLE email_template (
        ${base},
        template_key text NOT NULL UNIQUE CHECK (template_key ~ '^[A-Z][A-Z0-9_]{2,63}$'),
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL DEFAULT '',
        built_in boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE INDEX email_template_name_idx ON email_template (lower(name), id)`);
    await q.query(`
      CREATE TABLE email_template_attachment (
        ${base},
        template_id uuid NOT NULL REFERENCES email_template(id) ON DELETE CASCADE,
        file_name text NOT NULL,
        content_type text NOT NULL,
        size_bytes integer NOT NULL CHECK (size_bytes > 0),
        storage_key text NOT NULL
      )`);
    await q.query(`CREATE INDEX email_template_attachment_template_idx ON email_template_attachment (template_id, created_at)`);
    for (const t of EMAIL_TEMPLATE_SEEDS) {
      await q.query(
        `INSERT INTO email_template (template_key, name, description, subject, text_body, html_body, built_in)
         VALUES ($1, $2, $3, $4, $5, $6, true) ON CONFLICT (template_key) DO NOTHING`,
        [t.key, t.name, t.description, t.subject, t.text, t.html],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE email_template_attachment`);
    await q.query(`DROP TABLE email_template`);
  }
}
