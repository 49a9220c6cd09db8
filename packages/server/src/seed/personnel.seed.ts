import {
  addDays,
  type ClearanceLevel,
  type EmploymentStatus,
  type EmploymentType,
  EYE_COLOR_VALUES,
  HAIR_COLOR_VALUES,
  type InvestigationTier,
  RACE_VALUES,
} from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../core/config/config';
import type { Seeder } from './seed';
import { DEMO_TENANT_ID, seedId } from './ids';
import { encryptSsn, ssnBlindIndex } from '../modules/personnel';
import { seedToday } from './days';

/**
 * Demo data of Acme Defense Systems: five facilities and sixty fictional people with contacts,
 * employment, clearances, investigations, special accesses, polygraphs and badges. Deterministic
 * (fixed ids from names, a seeded generator), so running it again changes nothing. Badge expiries,
 * reinvestigation dates and next polygraph dates are spread around the day of the first run (a few
 * overdue, some within 30, 60 or 90 days, most later), so the dashboard shows what an FSO meets.
 * SSNs are in the 900–999 area range, which the SSA never issues.
 */

/** A small deterministic generator (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FACILITIES: Array<
  [key: string, name: string, cage: string, street: string, city: string, state: string, zip: string, host: boolean]
> = [
  ['hq', 'Acme Headquarters', '1ACM5', '1200 Wilson Blvd', 'Arlington', 'VA', '22209', true],
  ['hsv', 'Acme Huntsville Engineering Center', '2ACM7', '4900 Research Dr NW', 'Huntsville', 'AL', '35805', false],
  ['cos', 'Acme Colorado Springs Operations', '3ACM2', '985 Space Center Dr', 'Colorado Springs', 'CO', '80915', false],
  ['san', 'Acme San Diego Maritime Systems', '4ACM9', '2385 Kettner Blvd', 'San Diego', 'CA', '92101', false],
  ['day', 'Acme Dayton Test Range', '5ACM3', '3100 Research Blvd', 'Dayton', 'OH', '45420', false],
];

const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Linda',
  'Michael',
  'Patricia',
  'David',
  'Jennifer',
  'William',
  'Elizabeth',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Daniel',
  'Nancy',
  'Matthew',
  'Lisa',
  'Anthony',
  'Betty',
  'Mark',
  'Sandra',
  'Steven',
  'Ashley',
  'Andrew',
  'Kimberly',
  'Joshua',
  'Emily',
  'Kevin',
  'Donna',
  'Brian',
  'Michelle',
  'George',
  'Carol',
  'Edward',
  'Amanda',
  'Ronald',
  'Melissa',
  'Timothy',
  'Deborah',
  'Jason',
  'Stephanie',
  'Ryan',
  'Rebecca',
  'Jacob',
  'Laura',
  'Gary',
  'Sharon',
  'Nicholas',
  'Cynthia',
  'Eric',
  'Kathleen',
  'Jonathan',
  'Amy',
  'Priya',
  'Wei',
];
const LAST = [
  'Anderson',
  'Okafor',
  'Nguyen',
  'Hernandez',
  'Kowalski',
  'Patel',
  'Johansson',
  'Rodriguez',
  'Fitzgerald',
  'Yamamoto',
  'Schmidt',
  'Delgado',
  'Brennan',
  'Castillo',
  'Whitaker',
  'Moreau',
  'Sullivan',
  'Ivanova',
  'Thornton',
  'Mensah',
  'Larsen',
  'Quintero',
  'Holloway',
  'Bishop',
  'Carrington',
  'Petrov',
  'Gallagher',
  'Nakamura',
  'Rivera',
  'Abernathy',
  'Donovan',
  'Esposito',
  'Fairbanks',
  'Greer',
  'Hadley',
  'Ingram',
  'Jennings',
  'Kaplan',
  'Lindqvist',
  'MacLeod',
  'Novak',
  "O'Brien",
  'Pruitt',
  'Ramirez',
  'Stanton',
  'Tran',
  'Underwood',
  'Vasquez',
  'Whitfield',
  'Xu',
  'Young',
  'Zimmerman',
  'Blackwell',
  'Chen',
  'Dawson',
  'Ellison',
  'Foster',
  'Goodwin',
  'Sharma',
  'Li',
];
const TITLES = [
  'Facility Security Officer',
  'Systems Engineer',
  'Software Engineer',
  'Program Manager',
  'Test Engineer',
  'Contracts Administrator',
  'Network Administrator',
  'Mechanical Engineer',
  'Intelligence Analyst',
  'Information System Security Officer',
  'Logistics Specialist',
  'Electrical Engineer',
  'Quality Assurance Lead',
  'Human Resources Generalist',
  'Cybersecurity Analyst',
];
const STATES = ['VA', 'MD', 'AL', 'CO', 'CA', 'OH', 'TX', 'FL', 'PA', 'NY', 'WA', 'GA'];
const CITIES: Record<string, string> = {
  VA: 'Arlington',
  MD: 'Columbia',
  AL: 'Huntsville',
  CO: 'Colorado Springs',
  CA: 'San Diego',
  OH: 'Dayton',
  TX: 'San Antonio',
  FL: 'Melbourne',
  PA: 'Pittsburgh',
  NY: 'Rochester',
  WA: 'Everett',
  GA: 'Warner Robins',
};

export const personnelSeeder: Seeder = {
  name: 'personnel (Acme demo)',
  async run(em: EntityManager, cfg) {
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    // the demo tenant's rows pass row-level security even when the owner is not a superuser
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    await seedDemo(em, cfg, tenant);
    await em.query(`SELECT set_config('app.tenant_id', '', true)`);
  },
};

async function seedDemo(em: EntityManager, cfg: AppConfig, tenant: string): Promise<void> {
  {
    const r = rng(20240611);
    const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)];
    // dates that fall due are spread around the day the seed runs: some overdue, some within 30, 60, 90 days, most later
    const today = seedToday();
    // a year and a half before the seed runs: contingent offers and the last special-access briefings count back from it
    const base = addDays(today, -554);

    for (const [key, name, cage, street, city, state, zip, host] of FACILITIES) {
      await em.query(
        `INSERT INTO facility (id, tenant_id, facility_name, facility_code, street1, city, state, zip_code, country_id, host_facility)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 236, $9) ON CONFLICT (id) DO NOTHING`,
        [seedId(`facility:${key}`), tenant, name, cage, street, city, state, zip, host],
      );
    }
    const facilityIds = FACILITIES.map(([key]) => seedId(`facility:${key}`));

    for (let i = 0; i < 60; i++) {
      const first = FIRST[i];
      const last = LAST[i];
      const id = seedId(`person:${i}`);
      const homeFacility = facilityIds[i % facilityIds.length];
      const digits = `9${String(10 + (i % 90)).padStart(2, '0')}${String(1000 + i * 97).slice(-2)}${String(2000 + i * 131).slice(-4)}`;
      const born = addDays('1962-01-01', Math.floor(r() * 13000));
      const hire = addDays('2008-01-01', Math.floor(r() * 6000));
      const type: EmploymentType =
        i % 17 === 5 ? 'CONTRACT_1099' : i % 23 === 7 ? 'SUB_CONTRACTOR' : i % 29 === 11 ? 'W2_INTERN' : 'W2_EMPLOYEE';
      const status: EmploymentStatus =
        i >= 56 ? 'CONTINGENT' : i % 19 === 13 ? 'TERMINATED' : i % 31 === 17 ? 'SUSPENDED' : i % 37 === 23 ? 'RESIGNED' : 'ACTIVE';
      const birthState = pick(STATES);
      const kmp = i < 4;
      const email = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
      const inserted = await em.query(
        `INSERT INTO personnel (id, tenant_id, first_name, middle_name, last_name, employee_id, ssn_encrypted, ssn_hmac, work_email,
            gender_type, marital_status, birth_date, birth_country_id, birth_city, birth_state, citizenship_country_id, citizenship_type,
            us_citizenship_date, kmp, kmp_type, kmp_ownership, special_system_access_list, job_title, employment_type, employment_status,
            hire_date, start_date, end_date, work_location_type, race, height, weight, eye_color, hair_color, passport_number,
            passport_issue_date, passport_type, passport_expiry_date, contingency_offer_signed_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 236, $13, $14, 236, 'BORN_IN_US', $12, $15, $16, $17, $18, $19, $20, $21,
                 $22, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34)
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [
          id,
          tenant,
          first,
          i % 3 === 0 ? pick(['A.', 'J.', 'M.', 'R.', 'L.']) : null,
          last,
          `ACME-${String(1001 + i)}`,
          encryptSsn(digits, tenant, cfg.ssnEncryptionKey),
          ssnBlindIndex(digits, tenant, cfg.ssnHmacKey),
          `${email}@acme-defense.example`,
          i % 2 === 0 ? 'MALE' : 'FEMALE',
          pick(['SINGLE', 'MARRIED', 'MARRIED', 'DIVORCED', 'DOMESTIC_PARTNERSHIP']),
          born,
          CITIES[birthState],
          birthState,
          kmp,
          kmp ? ['SENIOR_MANAGEMENT_OFFICIAL', 'FSO', 'ITPSO', 'OFFICER'][i] : null,
          kmp && i === 0 ? 51 : null,
          i % 7 === 0 ? ['SCI'] : i % 11 === 0 ? ['SAP', 'COMSEC'] : i % 5 === 0 ? ['NATO'] : [],
          i === 1 ? 'Facility Security Officer' : i === 0 ? 'President and Chief Executive Officer' : pick(TITLES),
          type,
          status,
          hire,
          status === 'TERMINATED' || status === 'RESIGNED' ? addDays(hire, 900 + Math.floor(r() * 1500)) : null,
          pick(['ON_SITE', 'ON_SITE', 'HYBRID', 'REMOTE', 'CUSTOMER_SITE']),
          pick(RACE_VALUES),
          `${5 + Math.floor(r() * 2)}'${Math.floor(r() * 12)}"`,
          `${120 + Math.floor(r() * 110)} lb`,
          pick(EYE_COLOR_VALUES),
          pick(HAIR_COLOR_VALUES),
          i % 4 === 0 ? `5${String(10000000 + i * 7919).slice(0, 8)}` : null,
          // passports issued ten years before they expire, two years and more after the seed runs
          i % 4 === 0 ? addDays(today, i * 30 - 2897) : null,
          i % 4 === 0 ? 'REGULAR' : null,
          i % 4 === 0 ? addDays(today, i * 30 + 756) : null,
          status === 'CONTINGENT' ? addDays(base, -10 - i) : null,
        ],
      );
      if (!inserted.length) continue; // already seeded

      const q = (sql: string, params: unknown[]) => em.query(sql, params);
      await q(`INSERT INTO personnel_facility (tenant_id, personnel_id, facility_id) VALUES ($1, $2, $3)`, [tenant, id, homeFacility]);
      if (i % 9 === 0) {
        await q(`INSERT INTO personnel_facility (tenant_id, personnel_id, facility_id) VALUES ($1, $2, $3)`, [
          tenant,
          id,
          facilityIds[(i + 1) % facilityIds.length],
        ]);
      }
      const phone = `703-555-${String(100 + i).padStart(4, '0')}`;
      await q(
        `INSERT INTO personnel_contact (tenant_id, personnel_id, contact_type_enum, street1, city, state, zip_code, country_id,
           work_phone_number, cell_phone_number, preferred_phone_type, personal_email_address, position)
         VALUES ($1, $2, 'PERSONAL', $3, $4, $5, $6, 236, $7, $8, 'CELL', $9, 0)`,
        [
          tenant,
          id,
          `${100 + i * 3} Oak Street`,
          CITIES[birthState],
          birthState,
          String(20001 + i * 37).slice(0, 5),
          phone,
          `571-555-${String(200 + i).padStart(4, '0')}`,
          `${email}@mail.example`,
        ],
      );
      await q(
        `INSERT INTO personnel_contact (tenant_id, personnel_id, contact_type_enum, contact_name, contact_relationship_type, cell_phone_number, position)
         VALUES ($1, $2, 'EMERGENCY', $3, $4, $5, 1)`,
        [
          tenant,
          id,
          `${pick(FIRST)} ${last}`,
          pick(['SPOUSE', 'PARENT', 'SIBLING', 'DOMESTIC_PARTNER']),
          `571-555-${String(300 + i).padStart(4, '0')}`,
        ],
      );
      if (i % 6 === 0) {
        await q(
          `INSERT INTO personnel_vehicle (tenant_id, personnel_id, vehicle_name, vehicle_make, vehicle_model, vehicle_year, vehicle_color, license_plate, registration_state)
           VALUES ($1, $2, 'Vehicle 1', $3, $4, $5, $6, $7, $8)`,
          [
            tenant,
            id,
            pick(['Toyota', 'Ford', 'Honda', 'Subaru', 'Chevrolet']),
            pick(['Camry', 'F-150', 'Civic', 'Outback', 'Tahoe']),
            2012 + (i % 12),
            pick(['Silver', 'Black', 'Blue', 'White']),
            `ACM${1000 + i}`,
            birthState,
          ],
        );
      }
      if (status === 'CONTINGENT') continue; // contingent hires have no clearance yet

      // clearance, its investigation, badge; some special accesses and polygraphs
      if (i % 8 !== 3) {
        const level: ClearanceLevel =
          i % 7 === 0 || i % 11 === 0 ? 'TOP_SECRET' : i % 10 === 4 ? 'INTERIM_SECRET' : i % 13 === 6 ? 'CONFIDENTIAL' : 'SECRET';
        const pcl =
          status === 'ACTIVE'
            ? level === 'INTERIM_SECRET'
              ? 'IN_PROGRESS'
              : 'ACTIVE'
            : status === 'SUSPENDED'
              ? 'ACTIVE_BREAK'
              : 'INACTIVE';
        const determined = addDays(hire, 120 + Math.floor(r() * 200));
        const clearanceId = seedId(`clearance:${i}`);
        await q(
          `INSERT INTO personnel_clearance (id, tenant_id, personnel_id, facility_id, pcl_status, indoctrination_level, pcl_eligibility,
             pcl_determination, eligibility_determination_date, initial_briefing_date, owned_serviced, clearance_granting_agency, nda_date,
             ce_status, ce_entered_date, de_brief_date)
           VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, 'OWNED', 'DCSA', $9, $10, $11, $12)`,
          [
            clearanceId,
            tenant,
            id,
            homeFacility,
            pcl,
            level,
            pcl === 'IN_PROGRESS' ? 'IN_PROGRESS' : pcl === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
            determined,
            addDays(determined, 14),
            pcl === 'ACTIVE' ? 'ENROLLED' : 'NONE',
            pcl === 'ACTIVE' ? addDays(determined, 60) : null,
            pcl === 'INACTIVE' ? addDays(determined, 2000) : null,
          ],
        );
        const tier: InvestigationTier = level === 'TOP_SECRET' ? 'TIER_5' : 'TIER_3';
        const open = addDays(hire, 10);
        const done = pcl !== 'IN_PROGRESS';
        await q(
          `INSERT INTO personnel_investigation (tenant_id, personnel_id, clearance_id, clearance_type, pcl_status, clearance_action,
             investigation_type, clearance_investigating_agency, is_process_completed, initiated_psi_date, fingerprint_required,
             fingerprint_submitted_date, fingerprint_accepted_date, investigation_open_date, investigation_closed_date, reinvestigation_date,
             adj_completed_date, sf_rejection_dates)
           VALUES ($1, $2, $3, $4, $5, 'INITIATE', $6, 'DCSA', $7, $8, true, $9, $10, $8, $11, $12, $13, $14)`,
          [
            tenant,
            id,
            clearanceId,
            level.replace(/^INTERIM_/, ''),
            pcl,
            tier,
            done,
            open,
            addDays(open, 3),
            addDays(open, 9),
            done ? addDays(open, 100) : null,
            done ? addDays(today, ((i * 53) % 900) - 40) : null,
            done ? addDays(open, 110) : null,
            i % 12 === 4 ? [addDays(open, 20)] : [],
          ],
        );
        if (i % 7 === 0 && level === 'TOP_SECRET') {
          await q(
            `INSERT INTO personnel_special_access (tenant_id, personnel_id, facility_id, special_access_type, special_access_status,
               indoctrination_date, initial_brief_date, last_brief_date, sso_location, briefing_officer, special_access_brief_reminder, sponsor)
             VALUES ($1, $2, $3, 'SCI', 'ACTIVE', $4, $4, $5, 'Building 2, Room 210', 'Priya Sharma', true, 'NRO')`,
            [tenant, id, homeFacility, addDays(determined, 30), addDays(base, -100 - i)],
          );
        }
        if (i % 5 === 0 && level === 'TOP_SECRET') {
          await q(
            `INSERT INTO personnel_polygraph (tenant_id, personnel_id, facility_id, polygraph_type, polygraph_status, polygraph_result, agency,
               poly_system, polygraph_date, next_polygraph_date)
             VALUES ($1, $2, $3, $4, $5, $6, 'NSA', 'SCATTERED_CASTLES', $7, $8)`,
            [
              tenant,
              id,
              homeFacility,
              i % 2 ? 'COUNTERINTELLIGENCE' : 'FULL_SCOPE',
              i % 3 ? 'CURRENT' : 'SCHEDULED',
              i % 3 ? 'SUCCESSFUL' : null,
              addDays(determined, 60),
              addDays(today, [-45, 20, 75, 500][(i * 7) % 4]),
            ],
          );
        }
      }
      await q(
        `INSERT INTO personnel_badge (tenant_id, personnel_id, issuing_agency, badge_number, badge_type, badge_status, issue_date, expiry_date,
           organization, badging_officer_id)
         VALUES ($1, $2, 'DCSA', $3, $4, $5, $6, $7, 'Acme Defense Systems', $8)`,
        [
          tenant,
          id,
          `AC-${String(40000 + i * 17)}`,
          i % 10 === 0 ? 'CAC' : 'FACILITY_ACCESS',
          status === 'ACTIVE' ? 'ACTIVE' : status === 'SUSPENDED' ? 'SUSPENDED' : 'INACTIVE',
          addDays(hire, 5),
          addDays(today, -60 + i * 11),
          i <= 1 ? null : seedId('person:1'), // the FSO (person 1) badges everyone after them
        ],
      );
    }
    // supervisors: everyone reports to one of the first five people (not themselves)
    await em.query(
      `UPDATE personnel p SET supervisor_personnel_id = s.id
         FROM (SELECT id, row_number() OVER (ORDER BY employee_id) - 1 AS n FROM personnel WHERE tenant_id = $1 AND employee_id <= 'ACME-1005') s
        WHERE p.tenant_id = $1 AND p.supervisor_personnel_id IS NULL AND p.employee_id > 'ACME-1001'
          AND s.n = (substring(p.employee_id from 6)::int % 5) AND s.id <> p.id`,
      [tenant],
    );
  }
}
