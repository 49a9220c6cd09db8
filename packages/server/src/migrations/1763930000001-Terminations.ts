import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRls, TENANT_ID_COLUMN } from '../core/database/rls';

const BASE = `
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1`;

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:14px';
const P = (s: string) => `<p style="margin:0 0 12px;${FONT}">${s}</p>`;

/** The built-in template of the high-risk termination alert (copied here: a migration never reads live code). */
export const TERMINATION_TEMPLATE_SEEDS = [
  {
    key: 'HIGH_RISK_TERMINATION',
    name: 'High-risk termination',
    description: 'Sent to every FSO of the tenant at once when a termination is recorded as high risk.',
    subject: '{{productName}}: high-risk termination of {{name}}',
    text:
      '{{name}} was terminated as high risk effective {{terminationDate}} (reason: {{reason}}), recorded by {{recordedBy}}.\n\n' +
      '{{#if notes}}Notes: {{notes}}\n\n{{/if}}' +
      'Off-boarding actions now open:\n' +
      '{{#each actions}}\n- {{this}}\n{{/each}}\n' +
      '\nReview the termination at {{publicUrl}} and report it as your cognizant security agency requires.\n',
    html:
      P(
        '<strong>{{name}}</strong> was terminated as high risk effective {{terminationDate}} (reason: {{reason}}), recorded by {{recordedBy}}.',
      ) +
      '\n{{#if notes}}\n' +
      P('Notes: {{notes}}') +
      '\n{{/if}}\n' +
      P('Off-boarding actions now open:') +
      `\n<ul style="${FONT}">\n{{#each actions}}\n  <li>{{this}}</li>\n{{/each}}\n</ul>\n` +
      P('Review the termination at <a href="{{publicUrl}}">{{publicUrl}}</a> and report it as your cognizant security agency requires.') +
      '\n',
  },
];

/**
 * Terminations of employees: recorded PENDING with their off-boarding open actions, ACCEPTED once the FSO
 * applied them (employment ended, clearances debriefed, account disabled). One pending termination per person.
 */
export class Terminations1763930000001 implements MigrationInterface {
  name = 'Terminations1763930000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE personnel_termination (${BASE}, ${TENANT_ID_COLUMN},
        personnel_id uuid NOT NULL,
        termination_date date NOT NULL,
        is_high_risk boolean NOT NULL DEFAULT false,
        reason text NOT NULL CHECK (reason IN ('HIGH_RISK','TERMINATED_NORMAL','RESIGNED','OTHER')),
        notes text,
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING','ACCEPTED')),
        recorded_by text,
        accepted_at timestamptz,
        accepted_by text,
        UNIQUE (tenant_id, id),
        FOREIGN KEY (tenant_id, personnel_id) REFERENCES personnel (tenant_id, id)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX personnel_termination_pending_uq ON personnel_termination (tenant_id, personnel_id) WHERE status = 'PENDING'`,
    );
    await q.query(`CREATE INDEX personnel_termination_status_idx ON personnel_termination (tenant_id, status, termination_date, id)`);
    await enableTenantRls(q, 'personnel_termination');
    for (const t of TERMINATION_TEMPLATE_SEEDS) {
      await q.query(
        `INSERT INTO email_template (template_key, name, description, subject, text_body, html_body, built_in)
         VALUES ($1, $2, $3, $4, $5, $6, true) ON CONFLICT (template_key) DO NOTHING`,
        [t.key, t.name, t.description, t.subject, t.text, t.html],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM email_template WHERE template_key = ANY($1)`, [TERMINATION_TEMPLATE_SEEDS.map((t) => t.key)]);
    await q.query(`DROP TABLE personnel_termination`);
  }
}
