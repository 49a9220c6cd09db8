import { addDays, TERMINATION_STEP_VALUES, TERMINATION_STEPS, terminationActionKey, type TerminationStep } from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import { DEMO_TENANT_ID, seedId } from './ids';
import type { Seeder } from './seed';
import { seedToday } from './days';

type Termination = [key: string, person: number, inDays: number, reason: string, highRisk: boolean, notes: string, accepted: boolean];

/**
 * Acme's terminations, relative to the day of the first run: a high-risk termination waiting for the
 * FSO (escorted off site after a security violation), a resignation waiting too, and a termination
 * the FSO accepted a month ago (person 13, already TERMINATED in the personnel demo data), each with
 * its off-boarding open actions (the accepted one's account action completed, its debriefing done).
 */
const TERMINATIONS: Termination[] = [
  ['pending-high-risk', 20, 2, 'HIGH_RISK', true, 'Escorted off site after a security violation; badge taken at the door.', false],
  ['pending-resigned', 40, 14, 'RESIGNED', false, 'Two weeks notice given; last day as shown.', false],
  ['accepted-13', 13, -30, 'TERMINATED_NORMAL', false, 'End of the program; position eliminated.', true],
];

/** Steps of an accepted demo termination the FSO has completed. */
const DONE_WHEN_ACCEPTED: TerminationStep[] = ['ACCOUNT_DISABLE', 'DEBRIEF', 'BADGE_RETURN'];

export const terminationSeeder: Seeder = {
  name: 'terminations (pending and accepted, with their open actions; Acme demo)',
  async run(em: EntityManager) {
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    try {
      const today = seedToday();
      for (const [key, i, inDays, reason, highRisk, notes, accepted] of TERMINATIONS) {
        const id = seedId(`termination:${key}`);
        const personnelId = seedId(`person:${i}`);
        const [person] = await em.query(
          `SELECT first_name, last_name, to_char(end_date, 'YYYY-MM-DD') AS end_date FROM personnel WHERE id = $1`,
          [personnelId],
        );
        if (!person) continue;
        const date = accepted && person.end_date ? person.end_date : addDays(today, inDays);
        const inserted = await em.query(
          `INSERT INTO personnel_termination (id, tenant_id, personnel_id, termination_date, is_high_risk, reason, notes, status, recorded_by,
              accepted_at, accepted_by, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'fso.demo', $9, $10, now() - interval '1 day' * $11)
           ON CONFLICT (id) DO NOTHING RETURNING id`,
          [
            id,
            tenant,
            personnelId,
            date,
            highRisk,
            reason,
            notes,
            accepted ? 'ACCEPTED' : 'PENDING',
            accepted ? new Date(Date.parse(`${date}T17:00:00Z`)) : null,
            accepted ? 'fso.demo' : null,
            accepted ? 32 : 1,
          ],
        );
        if (!inserted.length) continue;
        const name = `${person.first_name} ${person.last_name}`;
        for (const step of TERMINATION_STEP_VALUES) {
          const done = accepted && DONE_WHEN_ACCEPTED.includes(step);
          await em.query(
            `INSERT INTO open_action (id, tenant_id, personnel_id, action_type, title, description, state, source_key, due_date, completed_at, completed_by)
             VALUES ($1, $2, $3, 'OTHER', $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
            [
              seedId(`termination:${key}:${step}`),
              tenant,
              personnelId,
              TERMINATION_STEPS[step].title,
              TERMINATION_STEPS[step].description.replace('{name}', name),
              done ? 'COMPLETED' : 'OPEN',
              terminationActionKey(id, step),
              date,
              done ? new Date(Date.parse(`${date}T17:00:00Z`)) : null,
              done ? 'fso.demo' : null,
            ],
          );
        }
      }
    } finally {
      await em.query(`SELECT set_config('app.tenant_id', '', true)`);
    }
  },
};
