import type { EntityManager } from 'typeorm';
import type { Seeder } from './seed';
import { DEMO_TENANT_ID, seedId } from './ids';

interface SeedFaq {
  key: string;
  sectionName: string;
  question: string;
  answer: string;
  /** system role names (empty: everyone) */
  roles: string[];
}

/** The provider's FAQs every tenant's users read on My Portal and the PM portal. */
export const DEMO_SYSTEM_FAQS: SeedFaq[] = [
  {
    key: 'report-foreign-travel',
    sectionName: 'FOREIGN_TRAVEL',
    question: 'When do I report foreign travel?',
    answer:
      'Report every trip outside the United States before you leave (My Portal, Requests, Report Foreign Travel) and debrief within five business days of your return.',
    roles: [],
  },
  {
    key: 'update-personal-info',
    sectionName: 'MY_PORTAL',
    question: 'How do I change my address or phone number?',
    answer: 'Open My Portal, Personal, and edit your contact details. Your security office sees the change at once.',
    roles: [],
  },
  {
    key: 'pm-portal-contracts',
    sectionName: 'PM_PORTAL',
    question: 'Which contracts does the PM portal show me?',
    answer: 'The contracts you are the program manager of, with the people assigned to them and their clearance status.',
    roles: ['PROGRAM_MANAGER', 'FSO'],
  },
];

/** Acme's own FAQs. */
export const DEMO_TENANT_FAQS: SeedFaq[] = [
  {
    key: 'badge-lost',
    sectionName: 'FACILITY',
    question: 'I lost my badge. What now?',
    answer:
      'Tell the security office at once (security@acme-defense.example or extension 4400); a new badge is issued after the old one is disabled.',
    roles: [],
  },
  {
    key: 'visit-request',
    sectionName: 'GENERAL',
    question: 'How do I send a visit request to a customer site?',
    answer: 'Ask the FSO at least ten business days before the visit; the FSO sends the request through DISS.',
    roles: ['CLIENT_EMPLOYEE', 'FSO'],
  },
];

/** Acme's cost centers. */
export const DEMO_COST_CENTERS = [
  { key: 'corporate', name: 'Corporate Security', code: 'CC-100' },
  { key: 'engineering', name: 'Engineering Programs', code: 'CC-210' },
  { key: 'space', name: 'Space Systems Operations', code: 'CC-330' },
];

/** Acme's points of contact: people of the personnel seed (person:N) for all facilities or some (facility:key). */
export const DEMO_POCS = [
  { key: 'smo', pocType: 'SMO', person: 0, team: null, facilities: [] as string[] },
  { key: 'fso', pocType: 'FSO', person: 1, team: 'security@acme-defense.example', facilities: [] as string[] },
  { key: 'itpso-hsv', pocType: 'ITPSO', person: 2, team: null, facilities: ['hsv'] },
  { key: 'afso-cos', pocType: 'AFSO', person: 3, team: 'cos-security@acme-defense.example', facilities: ['cos', 'day'] },
];

async function roleIds(em: EntityManager, names: string[]): Promise<string[]> {
  if (!names.length) return [];
  const rows = await em.query<Array<{ id: string }>>(
    `SELECT id FROM role WHERE tenant_id IS NULL AND name = ANY($1::text[]) ORDER BY name`,
    [names],
  );
  return rows.map((r) => r.id);
}

/** System FAQs, and Acme's FAQs, cost centers and points of contact. Idempotent (fixed ids). */
export const tenantMasterSeeder: Seeder = {
  name: 'FAQs, cost centers and points of contact',
  async run(em: EntityManager) {
    for (const f of DEMO_SYSTEM_FAQS) {
      await em.query(
        `INSERT INTO system_faq (id, section_name, question, answer, allowed_roles) VALUES ($1, $2, $3, $4, $5::uuid[])
         ON CONFLICT (id) DO NOTHING`,
        [seedId(`system-faq:${f.key}`), f.sectionName, f.question, f.answer, await roleIds(em, f.roles)],
      );
    }
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    for (const f of DEMO_TENANT_FAQS) {
      await em.query(
        `INSERT INTO tenant_faq (id, tenant_id, section_name, question, answer, allowed_roles) VALUES ($1, $2, $3, $4, $5, $6::uuid[])
         ON CONFLICT (id) DO NOTHING`,
        [seedId(`tenant-faq:${f.key}`), tenant, f.sectionName, f.question, f.answer, await roleIds(em, f.roles)],
      );
    }
    for (const c of DEMO_COST_CENTERS) {
      await em.query(`INSERT INTO cost_center (id, tenant_id, name, code) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`, [
        seedId(`cost-center:${c.key}`),
        tenant,
        c.name,
        c.code,
      ]);
    }
    for (const p of DEMO_POCS) {
      const person = seedId(`person:${p.person}`);
      const [known] = await em.query(`SELECT 1 FROM personnel WHERE id = $1`, [person]);
      if (!known) continue;
      await em.query(
        `INSERT INTO tenant_poc (id, tenant_id, poc_type, personnel_id, team_email_address, select_all_facilities, assigned_facility_ids)
         VALUES ($1, $2, $3, $4, $5, $6, $7::uuid[]) ON CONFLICT (id) DO NOTHING`,
        [
          seedId(`tenant-poc:${p.key}`),
          tenant,
          p.pocType,
          person,
          p.team,
          p.facilities.length === 0,
          p.facilities.map((f) => seedId(`facility:${f}`)),
        ],
      );
    }
    await em.query(`SELECT set_config('app.tenant_id', '', true)`);
  },
};
