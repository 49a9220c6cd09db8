import type { EntityManager } from 'typeorm';
import { DEMO_TENANT_ID, seedId } from './ids';
import type { Seeder } from './seed';
import { seedToday } from './days';

/** Demo contracts of the Acme tenant: number, name, type, status, agency, PoP (years from today), required level, facility key. */
const CONTRACTS = [
  {
    key: 'sentinel',
    number: 'FA8650-24-C-1234',
    name: 'Sentinel Sensor Integration',
    type: 'PRIME',
    status: 'ACTIVE',
    agency: 'Air Force Research Laboratory',
    officer: ['Dana Whitfield', 'dana.whitfield@us.af.mil', '937-555-0142'],
    pop: [-1, 3],
    highest: 'TOP_SECRET',
    required: 'SECRET',
    people: 4,
    access: 'SCI',
  },
  {
    key: 'harbor',
    number: 'N00024-25-D-0077',
    name: 'Harbor Logistics Support',
    type: 'IDIQ',
    status: 'ACTIVE',
    agency: 'Naval Sea Systems Command',
    officer: ['Marcus Lee', 'marcus.lee@navy.mil', '202-555-0187'],
    pop: [0, 1],
    highest: 'SECRET',
    required: 'SECRET',
    people: 3,
    access: null,
  },
  {
    key: 'atlas',
    number: 'W56KGY-21-C-0410',
    name: 'Atlas Network Modernization',
    type: 'FIXED_PRICE',
    status: 'CLOSING',
    agency: 'Army CECOM',
    officer: ['Rita Gomez', 'rita.gomez@army.mil', '443-555-0120'],
    pop: [-4, 0],
    highest: 'SECRET',
    required: 'CONFIDENTIAL',
    people: 2,
    access: null,
  },
] as const;

const yearsFromToday = (years: number, days = 0): string => {
  const d = new Date(`${seedToday()}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export const contractsSeeder: Seeder = {
  name: 'contracts (Acme demo)',
  async run(em: EntityManager) {
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    await seedContracts(em, tenant);
    await em.query(`SELECT set_config('app.tenant_id', '', true)`);
  },
};

async function seedContracts(em: EntityManager, tenant: string): Promise<void> {
  const [host] = await em.query<Array<{ id: string }>>(
    `SELECT id FROM facility WHERE tenant_id = $1 ORDER BY host_facility DESC, facility_name, id LIMIT 1`,
    [tenant],
  );
  const [csa] = await em.query<Array<{ id: string }>>(`SELECT id FROM cognizant_security_authority ORDER BY office_name, id LIMIT 1`);
  // people holding an active Secret or Top Secret clearance, in a stable order
  const cleared = await em.query<Array<{ id: string }>>(
    `SELECT p.id FROM personnel p
      WHERE p.tenant_id = $1 AND EXISTS (SELECT 1 FROM personnel_clearance c WHERE c.personnel_id = p.id
              AND c.pcl_status IN ('ACTIVE', 'ACTIVE_BREAK') AND c.pcl_eligibility IN ('SECRET', 'TOP_SECRET', 'ISA_SECRET', 'ISA_TOP_SECRET'))
      ORDER BY lower(p.last_name), lower(p.first_name), p.id`,
    [tenant],
  );
  const [pm] = cleared;
  let next = 1;
  for (const c of CONTRACTS) {
    const id = seedId(`contract:${c.key}`);
    const start = yearsFromToday(c.pop[0]);
    const end = yearsFromToday(c.pop[1], c.pop[1] === 0 ? 45 : 0);
    await em.query(
      `INSERT INTO contract (id, tenant_id, contract_number, contract_name, contract_type, status, customer_agency,
         contracting_officer_name, contracting_officer_email, contracting_officer_phone, pop_start_date, pop_end_date,
         facility_id, highest_classification, required_clearance_level, program_manager_id, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) ON CONFLICT (id) DO NOTHING`,
      [
        id,
        tenant,
        c.number,
        c.name,
        c.type,
        c.status,
        c.agency,
        c.officer[0],
        c.officer[1],
        c.officer[2],
        start,
        end,
        host?.id ?? null,
        c.highest,
        c.required,
        pm?.id ?? null,
        `${c.name} for the ${c.agency}.`,
      ],
    );
    for (let n = 0; n < c.people && next < cleared.length; n++, next++) {
      await em.query(
        `INSERT INTO contract_assignment (id, tenant_id, contract_id, personnel_id, assignment_status, date_assigned, special_access, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
        [
          seedId(`contract-assignment:${c.key}:${n}`),
          tenant,
          id,
          cleared[next].id,
          n === c.people - 1 ? 'PENDING' : 'ASSIGNED',
          start,
          c.access,
          n === 0 ? 'Technical Lead' : 'Engineer',
        ],
      );
    }
  }
  await em.query(
    `INSERT INTO contract_subcontractor (id, tenant_id, contract_id, subcontractor_name, cage_code, street1, city, state, zip_code,
       cognizant_security_office_id, facility_clearance_level, safeguarding_level, poc_name, poc_email, poc_phone, subcontract_number,
       pop_start_date, pop_end_date, dd254_issued, dd254_issued_date, status)
     VALUES ($1, $2, $3, 'Apex Microsystems Inc.', '7K2P9', '400 Innovation Dr', 'Dayton', 'OH', '45402', $4, 'SECRET', 'SECRET',
             'Sam Ortiz', 'sam.ortiz@apexmicro.example', '937-555-0111', 'ACME-SC-2024-01', $5, $6, true, $5, 'ACTIVE')
     ON CONFLICT (id) DO NOTHING`,
    [seedId('contract-sub:sentinel:apex'), tenant, seedId('contract:sentinel'), csa?.id ?? null, yearsFromToday(-1, 30), yearsFromToday(2)],
  );
  await em.query(
    `INSERT INTO contract_subcontractor (id, tenant_id, contract_id, subcontractor_name, cage_code, city, state, zip_code,
       facility_clearance_level, safeguarding_level, poc_name, poc_email, subcontract_number, dd254_issued, status)
     VALUES ($1, $2, $3, 'Bluewater Analytics LLC', '3BW71', 'Norfolk', 'VA', '23510', 'SECRET', 'NONE', 'Lena Park',
             'lena.park@bluewater.example', 'ACME-SC-2025-03', false, 'ACTIVE')
     ON CONFLICT (id) DO NOTHING`,
    [seedId('contract-sub:harbor:bluewater'), tenant, seedId('contract:harbor')],
  );
}
