import type { EntityManager } from 'typeorm';
import { NEW_HIRE_MESSAGES as M, newHireActionKey } from '@clearline/shared';
import { daysFromToday } from './days';
import { DEMO_TENANT_ID, seedId } from './ids';
import type { Seeder } from './seed';

const FACILITY_KEY = 'hq';

interface DemoHire {
  key: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  maritalStatus: string;
  workEmail: string;
  jobTitle: string;
  startDate: string;
  cleared: boolean;
  status: 'PENDING' | 'REJECTED';
  reason?: string;
  daysAgo: number;
}

/**
 * Acme's new hires as the hiring managers reported them: two wait for the FSO, one was rejected. Start dates count from
 * the day the seed runs: the waiting hires start next week and next month, the rejected one would have started last week.
 */
const HIRES: DemoHire[] = [
  {
    key: 'priya-raman',
    firstName: 'Priya',
    lastName: 'Raman',
    birthDate: '1994-03-14',
    maritalStatus: 'SINGLE',
    workEmail: 'priya.raman@acme.example',
    jobTitle: 'Systems Engineer',
    startDate: daysFromToday(7),
    cleared: true,
    status: 'PENDING',
    daysAgo: 2,
  },
  {
    key: 'marcus-bell',
    firstName: 'Marcus',
    lastName: 'Bell',
    birthDate: '1988-10-02',
    maritalStatus: 'MARRIED',
    workEmail: 'marcus.bell@acme.example',
    jobTitle: 'Program Analyst',
    startDate: daysFromToday(28),
    cleared: false,
    status: 'PENDING',
    daysAgo: 1,
  },
  {
    key: 'dana-ortiz',
    firstName: 'Dana',
    lastName: 'Ortiz',
    birthDate: '1991-07-21',
    maritalStatus: 'SINGLE',
    workEmail: 'dana.ortiz@acme.example',
    jobTitle: 'Test Engineer',
    startDate: daysFromToday(-7),
    cleared: false,
    status: 'REJECTED',
    reason: 'The candidate declined the offer.',
    daysAgo: 9,
  },
];

/**
 * Reported new hires of the Acme demo (pending_hire) with the FSO's open action for each one waiting;
 * no SSN is known yet for any of them. Fixed ids: running the seed again changes nothing.
 */
export const newHireSeeder: Seeder = {
  name: 'new hires (reported, waiting for the FSO; Acme demo)',
  async run(em: EntityManager) {
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    try {
      const facilityId = seedId(`facility:${FACILITY_KEY}`);
      const [facility] = await em.query<Array<{ facility_name: string }>>(`SELECT facility_name FROM facility WHERE id = $1`, [facilityId]);
      if (!facility) return;
      for (const h of HIRES) await seedHire(em, tenant, facilityId, facility.facility_name, h);
    } finally {
      await em.query(`SELECT set_config('app.tenant_id', '', true)`);
    }
  },
};

async function seedHire(em: EntityManager, tenant: string, facilityId: string, facilityName: string, h: DemoHire): Promise<void> {
  const id = seedId(`new-hire:${h.key}`);
  const [done] = await em.query(`SELECT 1 FROM pending_hire WHERE id = $1`, [id]);
  if (done) return;
  const employment = { employmentType: 'W2_EMPLOYEE', employmentStatus: 'CONTINGENT', jobTitle: h.jobTitle, startDate: h.startDate };
  const details = {
    names: { firstName: h.firstName, lastName: h.lastName },
    citizenship: { citizenshipCountryId: 236, citizenshipType: 'BORN_IN_US' },
    birthAddress: { countryId: 236, city: 'Huntsville', state: 'AL' },
    contactInfo: { countryId: 236, city: 'Arlington', state: 'VA', workEmail: h.workEmail },
    employment,
    clearance: h.cleared ? { facilityId, pclStatus: 'ACTIVE', pclEligibility: 'SECRET' } : null,
  };
  const decided = h.status === 'REJECTED';
  await em.query(
    `INSERT INTO pending_hire (id, tenant_id, facility_id, cleared, first_name, last_name, birth_date, marital_status, work_email,
                               job_title, employment_type, start_date, details, status, reported_by, created_at, updated_at,
                               decided_at, decided_by, decision_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'W2_EMPLOYEE', $11, $12, $13, 'admin.demo', now() - make_interval(days => $14),
             now() - make_interval(days => $14), $15, $16, $17)
     ON CONFLICT (id) DO NOTHING`,
    [
      id,
      tenant,
      facilityId,
      h.cleared,
      h.firstName,
      h.lastName,
      h.birthDate,
      h.maritalStatus,
      h.workEmail,
      h.jobTitle,
      h.startDate,
      JSON.stringify(details),
      h.status,
      h.daysAgo,
      decided ? new Date(Date.now() - (h.daysAgo - 1) * 86_400_000) : null,
      decided ? 'fso.demo' : null,
      h.reason ?? null,
    ],
  );
  const name = `${h.firstName} ${h.lastName}`;
  await em.query(
    `INSERT INTO open_action (id, tenant_id, personnel_id, facility_id, action_type, title, description, state, source_key, due_date,
                              created_at, closed_at, closed_by, note)
     VALUES ($1, $2, NULL, $3, 'OTHER', $4, $5, $6, $7, $8, now() - make_interval(days => $9), $10, $11, $12)
     ON CONFLICT (id) DO NOTHING`,
    [
      seedId(`new-hire-action:${h.key}`),
      tenant,
      facilityId,
      M.actionTitle(name, facilityName),
      M.actionDescription(name, 'admin.demo'),
      decided ? 'CLOSED' : 'OPEN',
      newHireActionKey(id),
      h.startDate,
      h.daysAgo,
      decided ? new Date(Date.now() - (h.daysAgo - 1) * 86_400_000) : null,
      decided ? 'fso.demo' : null,
      h.reason ?? null,
    ],
  );
}
