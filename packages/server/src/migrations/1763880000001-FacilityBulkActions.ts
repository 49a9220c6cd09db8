import type { MigrationInterface, QueryRunner } from 'typeorm';

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:14px';
const P = (s: string) => `<p style="margin:0 0 12px;${FONT}">${s}</p>`;

/** The built-in template of the facility reminder bulk action (copied here: a migration never reads live code). */
export const FACILITY_BULK_TEMPLATE_SEEDS = [
  {
    key: 'FACILITY_OPEN_ACTIONS_REMINDER',
    name: 'Open actions reminder (facility bulk action)',
    description: 'Sent by the security office from a facility to each of its people who has open actions.',
    subject: '{{productName}}: you have {{actionCount}} ({{facilityName}})',
    text:
      'Hello {{name}},\n\n' +
      'The security office of {{facilityName}} reminds you of your {{actionCount}} in {{productName}}:\n\n' +
      '{{#each actions}}\n- {{this}}\n{{/each}}\n' +
      '{{#if message}}\n{{message}}\n{{/if}}\n' +
      '\nSign in at {{publicUrl}} to complete them.\n\n{{sender}}\n',
    html:
      P('Hello {{name}},') +
      '\n' +
      P('The security office of {{facilityName}} reminds you of your {{actionCount}} in {{productName}}:') +
      `\n<ul style="${FONT}">\n{{#each actions}}\n  <li>{{this}}</li>\n{{/each}}\n</ul>\n` +
      '{{#if message}}\n' +
      P('{{message}}') +
      '\n{{/if}}\n' +
      P('Sign in at <a href="{{publicUrl}}">{{publicUrl}}</a> to complete them.') +
      '\n' +
      P('{{sender}}') +
      '\n',
  },
];

/** The e-mail template the facility bulk reminder sends (bulk runs themselves are job_run rows). */
export class FacilityBulkActions1763880000001 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    for (const t of FACILITY_BULK_TEMPLATE_SEEDS) {
      await q.query(
        `INSERT INTO email_template (template_key, name, description, subject, text_body, html_body, built_in)
         VALUES ($1, $2, $3, $4, $5, $6, true) ON CONFLICT (template_key) DO NOTHING`,
        [t.key, t.name, t.description, t.subject, t.text, t.html],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM email_template WHERE template_key = ANY($1)`, [FACILITY_BULK_TEMPLATE_SEEDS.map((t) => t.key)]);
  }
}
