import type { EntityManager } from 'typeorm';
import type { Seeder } from './seed';
import { seedYear } from './days';
import { DEMO_TENANT_ID, seedId } from './ids';

interface SeedAdvisory {
  key: string;
  countryId: number;
  level: 1 | 2 | 3 | 4;
  from: string;
  to: string | null;
  summary: string;
}

/** The first day of the year before the seed runs: the advisories are in effect since then (Israel's changed this year). */
const LAST_YEAR = `${seedYear(-1)}-01-01`;

/**
 * Acme's travel advisories (tenant master data): the levels its security office tells travellers about. The key of each
 * names its fixed id only (israel-2025 is last year's Israel advisory).
 */
export const DEMO_TRAVEL_ADVISORIES: SeedAdvisory[] = [
  { key: 'france', countryId: 76, level: 2, from: LAST_YEAR, to: null, summary: 'Terrorism and civil unrest in large cities.' },
  { key: 'germany', countryId: 83, level: 1, from: LAST_YEAR, to: null, summary: 'Routine precautions.' },
  { key: 'japan', countryId: 112, level: 1, from: LAST_YEAR, to: null, summary: 'Routine precautions.' },
  {
    key: 'mexico',
    countryId: 144,
    level: 2,
    from: LAST_YEAR,
    to: null,
    summary: 'Crime and kidnapping; several states are level 3 or 4, check the itinerary.',
  },
  {
    key: 'china',
    countryId: 45,
    level: 2,
    from: LAST_YEAR,
    to: null,
    summary: 'Arbitrary enforcement of local laws and exit bans; expect devices to be inspected. Brief before travel.',
  },
  {
    key: 'israel-2025',
    countryId: 109,
    level: 4,
    from: LAST_YEAR,
    to: `${seedYear(-1)}-12-31`,
    summary: 'Armed conflict and rocket attacks.',
  },
  { key: 'israel', countryId: 109, level: 3, from: `${seedYear()}-01-01`, to: null, summary: 'Terrorism and regional conflict.' },
  {
    key: 'russia',
    countryId: 183,
    level: 4,
    from: LAST_YEAR,
    to: null,
    summary: 'Do not travel: wrongful detention and harassment of US citizens by security officials.',
  },
  { key: 'ukraine', countryId: 233, level: 4, from: LAST_YEAR, to: null, summary: 'Do not travel: armed conflict.' },
];

/** The demo tenant's travel advisories (fixed ids, idempotent). */
export const foreignTravelSeeder: Seeder = {
  name: 'travel advisories',
  async run(em: EntityManager) {
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    for (const a of DEMO_TRAVEL_ADVISORIES) {
      await em.query(
        `INSERT INTO travel_advisory (id, tenant_id, country_id, advisory_level, effective_from, effective_to, summary)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
        [seedId(`travel-advisory:${a.key}`), tenant, a.countryId, a.level, a.from, a.to, a.summary],
      );
    }
  },
};
