import type { EntityManager } from 'typeorm';
import type { Seeder } from './seed';
import { DEMO_TENANT_ID, seedId } from './ids';

/**
 * The demo facilities' clearance record (phone, cognizant security office, FCL and date, safeguarding,
 * type), the headquarters' key management personnel and its preferences. Fields are filled only while
 * still empty, so a re-run keeps what a user changed.
 */
const RECORDS: Array<[key: string, phone: string, csa: string, fcl: string, fclDate: string, safeguarding: string, type: string]> = [
  ['hq', '703-555-0100', 'capital', 'TOP_SECRET', '2012-05-14', 'SECRET', 'HOME_OFFICE'],
  ['hsv', '256-555-0142', 'naesoc', 'SECRET', '2016-09-01', 'SECRET', 'BRANCH_OFFICE'],
  ['cos', '719-555-0175', 'naesoc', 'SECRET', '2018-02-20', 'CONFIDENTIAL', 'BRANCH_OFFICE'],
  ['san', '619-555-0133', 'naesoc', 'SECRET', '2019-11-04', 'NONE', 'BRANCH_OFFICE'],
  ['day', '937-555-0160', 'naesoc', 'CONFIDENTIAL', '2021-06-30', 'NONE', 'GOVERNMENT_SITE'],
];

/** The KMPs of the headquarters: the seeded people 0–3 with the roles their person records carry. */
const HQ_KMPS: Array<[person: number, role: string]> = [
  [0, 'SENIOR_MANAGEMENT_OFFICIAL'],
  [1, 'FSO'],
  [2, 'ITPSO'],
  [3, 'OFFICER'],
];

export const facilitiesSeeder: Seeder = {
  name: 'facility records (Acme demo)',
  async run(em: EntityManager) {
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    for (const [key, phone, csa, fcl, fclDate, safeguarding, type] of RECORDS) {
      await em.query(
        `UPDATE facility SET phone = $2, csa_id = $3, clearance_level = $4, fcl_date = $5, safeguarding_level = $6, facility_type = $7
          WHERE id = $1 AND phone IS NULL AND csa_id IS NULL AND facility_type IS NULL AND clearance_level = 'NONE'`,
        [seedId(`facility:${key}`), phone, seedId(`csa:${csa}`), fcl, fclDate, safeguarding, type],
      );
    }
    const hq = seedId('facility:hq');
    for (const [position, [person, role]] of HQ_KMPS.entries()) {
      await em.query(
        `INSERT INTO facility_kmp (id, tenant_id, facility_id, personnel_id, kmp_role, position)
         SELECT $1, $2, $3, $4, $5, $6 WHERE EXISTS (SELECT 1 FROM personnel WHERE id = $4)
         ON CONFLICT DO NOTHING`,
        [seedId(`facility-kmp:hq:${person}`), tenant, hq, seedId(`person:${person}`), role, position],
      );
    }
    await em.query(
      `INSERT INTO facility_preference (id, tenant_id, facility_id, reminder_recipients, clearance_reminder_days, badge_reminder_days,
              training_reminder_days, self_reported_visit_approval, default_visit_request_method, annual_training_due_month,
              annual_training_due_day, notify_new_hire)
       VALUES ($1, $2, $3, ARRAY['security@acme.example', 'hr@acme.example'], 120, 45, 30, true, 'DISS', 9, 30, true)
       ON CONFLICT DO NOTHING`,
      [seedId('facility-preference:hq'), tenant, hq],
    );
    await em.query(`SELECT set_config('app.tenant_id', '', true)`);
  },
};
