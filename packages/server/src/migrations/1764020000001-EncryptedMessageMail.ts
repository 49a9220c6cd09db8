import type { MigrationInterface, QueryRunner } from 'typeorm';

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:14px';
const P = (s: string) => `<p style="margin:0 0 12px;${FONT}">${s}</p>`;

/**
 * The built-in template telling a recipient that an encrypted message arrived (copied here: a migration never
 * reads live code). It names the sender and links to the message; the subject and body stay encrypted.
 */
export const ENCRYPTED_MESSAGE_TEMPLATE_SEEDS = [
  {
    key: 'ENCRYPTED_MESSAGE_RECEIVED',
    name: 'Encrypted message received',
    description:
      'Sent to each recipient of an encrypted message to the security office. It never carries the subject or the message: the recipient signs in to read it.',
    subject: '{{productName}}: encrypted message from {{sender}}',
    text:
      '{{sender}} sent the security office an encrypted message in {{productName}}.\n\n' +
      'Sign in to read it: {{link}}\n\nFor its protection the message is not included in this e-mail.\n',
    html:
      P('{{sender}} sent the security office an encrypted message in {{productName}}.') +
      '\n' +
      P('Sign in to read it: <a href="{{link}}">{{link}}</a>') +
      '\n' +
      P('For its protection the message is not included in this e-mail.') +
      '\n',
  },
];

export class EncryptedMessageMail1764020000001 implements MigrationInterface {
  name = 'EncryptedMessageMail1764020000001';

  async up(q: QueryRunner): Promise<void> {
    for (const t of ENCRYPTED_MESSAGE_TEMPLATE_SEEDS) {
      await q.query(
        `INSERT INTO email_template (template_key, name, description, subject, text_body, html_body, built_in)
         VALUES ($1, $2, $3, $4, $5, $6, true) ON CONFLICT (template_key) DO NOTHING`,
        [t.key, t.name, t.description, t.subject, t.text, t.html],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM email_template WHERE template_key = ANY($1)`, [ENCRYPTED_MESSAGE_TEMPLATE_SEEDS.map((t) => t.key)]);
  }
}
