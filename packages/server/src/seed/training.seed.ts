import type { EntityManager } from 'typeorm';
import type { Seeder } from './seed';
import { DEMO_TENANT_ID, seedId } from './ids';

/** The next occurrence (after `from`, YYYY-MM-DD) of a yearly deadline on month/day. */
export function nextYearly(month: number, day: number, from: Date): string {
  const y = from.getUTCFullYear();
  const thisYear = new Date(Date.UTC(y, month - 1, day));
  const at = thisYear.getTime() > from.getTime() ? thisYear : new Date(Date.UTC(y + 1, month - 1, day));
  return at.toISOString().slice(0, 10);
}

/** Annual trainings Acme's cleared staff take every year (their deadlines roll forward yearly). */
const DEMO_TRAININGS = [
  { key: 'nispom-refresher', documentName: 'Annual NISPOM Security Refresher Briefing', month: 12, day: 15, reminders: '1;5;10' },
  { key: 'insider-threat', documentName: 'Insider Threat Awareness Annual Refresher', month: 9, day: 30, reminders: '1;3;7' },
];

/** Two annual required training documents of Acme Defense Systems. Idempotent (fixed ids). */
export const trainingSeeder: Seeder = {
  name: 'annual training documents (Acme demo)',
  async run(em: EntityManager) {
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    const now = new Date();
    for (const d of DEMO_TRAININGS) {
      await em.query(
        `INSERT INTO annual_training_document (id, tenant_id, training_type, document_name, next_deadline_date, reminders, is_active)
         VALUES ($1, $2, 'CLEARED', $3, $4, $5, true)
         ON CONFLICT (id) DO NOTHING`,
        [seedId(`annual-training:${d.key}`), tenant, d.documentName, nextYearly(d.month, d.day, now), d.reminders],
      );
    }
    await em.query(`SELECT set_config('app.tenant_id', '', true)`);
  },
};
