import type { EntityManager } from 'typeorm';
import { visitRequestKey } from '../modules/visits';
import { DEMO_TENANT_ID, seedId } from './ids';
import type { Seeder } from './seed';
import { daysFromToday } from './days';

/**
 * Demo visits of the Acme tenant: incoming visits (one this week, one submitted by the demo employee from
 * My Portal) with their visitors, outgoing visits with cleared people going, and an approved permanent
 * certification ending within the reminder lead. Visitors carry no SSN (the demo keeps none in clear).
 */
export const visitsSeeder: Seeder = {
  name: 'visits (Acme demo)',
  async run(em: EntityManager) {
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    await seedVisits(em, tenant);
    await em.query(`SELECT set_config('app.tenant_id', '', true)`);
  },
};

async function seedVisits(em: EntityManager, tenant: string): Promise<void> {
  const [host] = await em.query<Array<{ id: string }>>(
    `SELECT id FROM facility WHERE tenant_id = $1 ORDER BY host_facility DESC, facility_name, id LIMIT 1`,
    [tenant],
  );
  const cleared = await em.query<Array<{ id: string }>>(
    `SELECT p.id FROM personnel p
      WHERE p.tenant_id = $1 AND EXISTS (SELECT 1 FROM personnel_clearance c WHERE c.personnel_id = p.id
              AND c.pcl_status IN ('ACTIVE', 'ACTIVE_BREAK') AND c.pcl_eligibility IN ('TOP_SECRET', 'ISA_TOP_SECRET'))
      ORDER BY lower(p.last_name), lower(p.first_name), p.id LIMIT 3`,
    [tenant],
  );
  const [employee] = await em.query<Array<{ id: string }>>(`SELECT id FROM personnel WHERE id = $1`, [seedId('person:employee-demo')]);
  const contact = cleared[0]?.id ?? null;

  const incoming = [
    {
      key: 'design-review',
      status: 'APPROVED',
      org: 'Northrop Grumman – Redondo Beach',
      start: 1,
      end: 2,
      level: 'SECRET',
      classified: true,
      purpose: 'Critical design review of the Sentinel sensor payload',
      requestedBy: null,
      visitors: [
        ['Victor Alvarez', 'SECRET', 'Northrop Grumman'],
        ['Hannah Cole', 'TOP_SECRET', 'Northrop Grumman'],
      ],
    },
    {
      key: 'vendor-demo',
      status: 'SUBMITTED',
      org: 'Bluewater Analytics LLC',
      start: 12,
      end: 12,
      level: 'NONE',
      classified: false,
      purpose: 'Unclassified demonstration of the logistics dashboard',
      requestedBy: employee?.id ?? null,
      visitors: [['Lena Park', 'NONE', 'Bluewater Analytics LLC']],
    },
  ] as const;
  for (const v of incoming) {
    const id = seedId(`incoming-visit:${v.key}`);
    await em.query(
      `INSERT INTO incoming_visit (id, tenant_id, visit_status, meeting_contact_id, to_facility_id, facility_name, start_date, end_date,
         is_classified_visit, clearance_level, visit_purpose, self_reported, requested_by_id, notes_from_employee)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (id) DO NOTHING`,
      [
        id,
        tenant,
        v.status,
        contact,
        host?.id ?? null,
        v.org,
        daysFromToday(v.start),
        daysFromToday(v.end),
        v.classified,
        v.level,
        v.purpose,
        v.requestedBy !== null,
        v.requestedBy,
        v.requestedBy ? 'Two laptops will be brought in for the demonstration.' : null,
      ],
    );
    for (const [i, [name, level, company]] of v.visitors.entries()) {
      await em.query(
        `INSERT INTO incoming_visitor (id, tenant_id, incoming_visit_id, visitor_name, citizenship_country_id, clearance_level, company)
         VALUES ($1, $2, $3, $4, 236, $5, $6) ON CONFLICT (id) DO NOTHING`,
        [seedId(`incoming-visitor:${v.key}:${i}`), tenant, id, name, level, company],
      );
    }
    if (v.requestedBy) {
      await em.query(
        `INSERT INTO open_action (id, tenant_id, personnel_id, action_type, title, description, state, source_key, due_date)
         VALUES ($1, $2, $3, 'OTHER', 'Visit request to process', $4, 'OPEN', $5, $6) ON CONFLICT DO NOTHING`,
        [
          seedId(`open-action:visit-request:${v.key}`),
          tenant,
          v.requestedBy,
          `Erin Employee requested a visit (Incoming) from ${daysFromToday(v.start)} to ${daysFromToday(v.end)}. Review it and approve, deny or cancel it.`,
          visitRequestKey('INCOMING', id),
          daysFromToday(v.start),
        ],
      );
    }
  }

  const outgoing = [
    {
      key: 'tucson-perm',
      status: 'APPROVED',
      to: 'Raytheon Missiles & Defense – Tucson',
      cage: '1U7N4',
      start: -350,
      end: 14,
      perm: 'ONE_YEAR',
      method: 'DISS',
      smo: 'RMD-TUC',
      level: 'SECRET',
      purpose: 'Recurring integration work on the Sentinel program',
    },
    {
      key: 'navsea',
      status: 'SUBMITTED',
      to: 'Naval Sea Systems Command – Washington Navy Yard',
      cage: null,
      start: 20,
      end: 22,
      perm: null,
      method: 'EMAIL',
      smo: null,
      level: 'SECRET',
      purpose: 'Harbor Logistics program review',
    },
  ] as const;
  for (const v of outgoing) {
    const id = seedId(`outgoing-visit:${v.key}`);
    await em.query(
      `INSERT INTO outgoing_visit (id, tenant_id, request_date, visit_status, from_facility_id, to_facility_name, to_cage_code, smo_code,
         is_perm_certification, perm_certification_duration, submission_method, start_date, end_date, visit_purpose, clearance_level,
         contract_id, tpoc_full_name, tpoc_email, tpoc_phone)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
               (SELECT id FROM contract WHERE id = $16), 'Dana Whitfield', 'dana.whitfield@us.af.mil', '937-555-0142')
       ON CONFLICT (id) DO NOTHING`,
      [
        id,
        tenant,
        daysFromToday(Math.min(v.start, 0) - 14),
        v.status,
        host?.id ?? null,
        v.to,
        v.cage,
        v.smo,
        v.perm !== null,
        v.perm,
        v.method,
        daysFromToday(v.start),
        daysFromToday(v.end),
        v.purpose,
        v.level,
        seedId(v.key === 'navsea' ? 'contract:harbor' : 'contract:sentinel'),
      ],
    );
    for (const [i, p] of cleared.slice(0, 2).entries()) {
      await em.query(
        `INSERT INTO outgoing_visit_personnel (id, tenant_id, outgoing_visit_id, personnel_id, clearance_level, role)
         VALUES ($1, $2, $3, $4, 'TOP_SECRET', $5) ON CONFLICT DO NOTHING`,
        [seedId(`outgoing-visit-personnel:${v.key}:${i}`), tenant, id, p.id, i === 0 ? 'Technical Lead' : 'Engineer'],
      );
    }
  }
}
