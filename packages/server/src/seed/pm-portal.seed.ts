import type { EntityManager } from 'typeorm';
import type { Seeder } from './seed';
import { DEMO_TENANT_ID, seedId } from './ids';
import { DEMO_PASSWORD } from './identity.seed';
import { PasswordService, insertUserAsOwner } from '../modules/identity';
import { addDays } from '@clearline/shared';
import { seedToday } from './days';

type ContractRow = {
  key: string;
  number: string;
  name: string;
  type: string;
  status: string;
  prime: string | null;
  agency: string;
  officer: [string, string, string];
  /** days from the first run to the start and the end of the period of performance */
  start: number;
  end: number;
  facility: string;
  classification: string;
  required: string;
  /** the program manager: 'pm' (the demo program manager) or a seeded person's number */
  manager: 'pm' | number;
  description: string;
  /** person (seeded number, or 'employee' for Erin Employee), status, days since assigned, position */
  people: Array<[number | 'employee', 'ASSIGNED' | 'PENDING' | 'UNASSIGNED', number, string]>;
};

const CONTRACTS: ContractRow[] = [
  {
    key: 'fa8750',
    number: 'FA8750-25-C-0101',
    name: 'Resilient Autonomy for Contested Environments',
    type: 'PRIME',
    status: 'ACTIVE',
    prime: null,
    agency: 'Air Force Research Laboratory, Information Directorate (AFRL/RI), Rome NY',
    officer: ['Karen Whitfield', 'karen.whitfield@us.af.mil.example', '315-555-0142'],
    start: -320,
    end: 45,
    facility: 'hq',
    classification: 'SECRET',
    required: 'SECRET',
    manager: 'pm',
    description: 'Research and prototyping of autonomy software for unmanned systems operating without reliable communications.',
    people: [
      [2, 'ASSIGNED', 300, 'Lead Software Engineer'],
      [18, 'ASSIGNED', 280, 'Autonomy Engineer'],
      [52, 'ASSIGNED', 200, 'Test Engineer'],
      [5, 'ASSIGNED', 250, 'Systems Engineer'],
      [4, 'PENDING', 12, 'Software Engineer'],
      [3, 'PENDING', 5, 'Technical Writer'],
      [13, 'UNASSIGNED', 310, 'Software Engineer'],
    ],
  },
  {
    key: 'n00024',
    number: 'N00024-25-C-5310',
    name: 'Shipboard Combat Systems Integration Support',
    type: 'SUBCONTRACT',
    status: 'ACTIVE',
    prime: 'N00024-22-C-5102',
    agency: 'Naval Sea Systems Command (NAVSEA), Washington Navy Yard',
    officer: ['Marcus Delgado', 'marcus.delgado@navy.mil.example', '202-555-0187'],
    start: -500,
    end: 230,
    facility: 'san',
    classification: 'TOP_SECRET',
    required: 'SECRET',
    manager: 'pm',
    description: 'Integration and test support of combat system software baselines for surface ships, under the prime contract.',
    people: [
      [0, 'ASSIGNED', 480, 'Program Executive'],
      [36, 'ASSIGNED', 400, 'Integration Engineer'],
      [53, 'ASSIGNED', 390, 'Combat Systems Analyst'],
      [18, 'ASSIGNED', 120, 'Autonomy Engineer'],
      [7, 'ASSIGNED', 350, 'Network Engineer'],
      ['employee', 'PENDING', 3, 'Systems Engineer'],
    ],
  },
  {
    key: 'w56kgu',
    number: 'W56KGU-24-C-0417',
    name: 'Tactical Network Modernization Engineering',
    type: 'TASK_ORDER',
    status: 'CLOSING',
    prime: null,
    agency: 'Army Contracting Command, Aberdeen Proving Ground (CECOM)',
    officer: ['Denise Park', 'denise.park@army.mil.example', '443-555-0110'],
    start: -700,
    end: 20,
    facility: 'hsv',
    classification: 'SECRET',
    required: 'SECRET',
    manager: 6,
    description: 'Engineering services for the modernization of tactical network equipment.',
    people: [
      [6, 'ASSIGNED', 690, 'Program Manager'],
      [8, 'ASSIGNED', 600, 'Network Engineer'],
    ],
  },
];

/**
 * The program manager portal's demo: Paige Manager (pm.demo, role PROGRAM_MANAGER), her personnel record,
 * two contracts she manages and one another person manages, with people assigned whose reinvestigations fall
 * due at various dates (from the personnel seed: overdue, within 30, 60 and 90 days, later), a pending
 * assignment of a person without a clearance and of one in progress, and an unassigned former employee.
 * Periods of performance end relative to the day of the first run. Fixed ids; running it again changes nothing.
 */
export const pmPortalSeeder: Seeder = {
  name: 'program manager portal (pm.demo, contracts and assignments; Acme demo)',
  async run(em: EntityManager) {
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    const userId = await insertUserAsOwner(em, {
      tenantId: tenant,
      username: 'pm.demo',
      email: 'pm.demo@acme.example',
      firstName: 'Paige',
      lastName: 'Manager',
      passwordHash: await new PasswordService().hash(DEMO_PASSWORD),
      roleNames: ['PROGRAM_MANAGER'],
    });
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    const today = seedToday();
    const pm = seedId('person:pm-demo');
    const inserted = await em.query(
      `INSERT INTO personnel (id, tenant_id, first_name, last_name, employee_id, work_email, user_id, job_title, employment_type,
         employment_status, hire_date, start_date, citizenship_country_id, citizenship_type)
       VALUES ($1, $2, 'Paige', 'Manager', 'ACME-1062', 'pm.demo@acme.example', $3, 'Program Manager', 'W2_EMPLOYEE', 'ACTIVE',
               $4, $4, 236, 'BORN_IN_US')
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [pm, tenant, userId, addDays(today, -6 * 365)],
    );
    if (inserted.length) {
      const facility = seedId('facility:hq');
      const clearance = seedId('clearance:pm-demo');
      await em.query(`INSERT INTO personnel_facility (tenant_id, personnel_id, facility_id) VALUES ($1, $2, $3)`, [tenant, pm, facility]);
      await em.query(
        `INSERT INTO personnel_clearance (id, tenant_id, personnel_id, facility_id, pcl_status, indoctrination_level, pcl_eligibility,
           pcl_determination, eligibility_determination_date, initial_briefing_date, owned_serviced, clearance_granting_agency, nda_date)
         VALUES ($1, $2, $3, $4, 'ACTIVE', 'SECRET', 'SECRET', 'ACTIVE', $5, $5, 'OWNED', 'DCSA', $5)`,
        [clearance, tenant, pm, facility, addDays(today, -5 * 365)],
      );
      await em.query(
        `INSERT INTO personnel_investigation (tenant_id, personnel_id, clearance_id, clearance_type, pcl_status, clearance_action,
           investigation_type, clearance_investigating_agency, is_process_completed, investigation_open_date, investigation_closed_date,
           reinvestigation_date, fingerprint_required, sf_rejection_dates)
         VALUES ($1, $2, $3, 'SECRET', 'ACTIVE', 'INITIATE', 'TIER_3', 'DCSA', true, $4, $5, $6, false, '{}')`,
        [tenant, pm, clearance, addDays(today, -6 * 365), addDays(today, -5 * 365 - 20), addDays(today, 5 * 365)],
      );
    }
    for (const c of CONTRACTS) {
      const id = seedId(`contract:${c.key}`);
      const added = await em.query(
        `INSERT INTO contract (id, tenant_id, contract_number, contract_name, contract_type, status, prime_contract_number, customer_agency,
           contracting_officer_name, contracting_officer_email, contracting_officer_phone, pop_start_date, pop_end_date, facility_id,
           highest_classification, required_clearance_level, program_manager_id, description)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
         ON CONFLICT DO NOTHING RETURNING id`,
        [
          id,
          tenant,
          c.number,
          c.name,
          c.type,
          c.status,
          c.prime,
          c.agency,
          ...c.officer,
          addDays(today, c.start),
          addDays(today, c.end),
          seedId(`facility:${c.facility}`),
          c.classification,
          c.required,
          c.manager === 'pm' ? pm : seedId(`person:${c.manager}`),
          c.description,
        ],
      );
      if (!added.length) continue;
      for (const [person, status, since, position] of c.people) {
        const personnelId = person === 'employee' ? seedId('person:employee-demo') : seedId(`person:${person}`);
        await em.query(
          `INSERT INTO contract_assignment (id, tenant_id, contract_id, personnel_id, assignment_status, date_assigned, date_unassigned, position)
           SELECT $1, $2, $3, $4, $5, $6, $7, $8 WHERE EXISTS (SELECT 1 FROM personnel WHERE id = $4)
           ON CONFLICT DO NOTHING`,
          [
            seedId(`contract-assignment:${c.key}:${person}`),
            tenant,
            id,
            personnelId,
            status,
            status === 'PENDING' ? null : addDays(today, -since),
            status === 'UNASSIGNED' ? addDays(today, -30) : null,
            position,
          ],
        );
      }
    }
    await em.query(`SELECT set_config('app.tenant_id', '', true)`);
  },
};
