import type { EntityManager } from 'typeorm';
import type { Seeder } from './seed';
import { DEMO_TENANT_ID, seedId } from './ids';
import { addDays } from '@clearline/shared';
import { seedToday } from './days';

/** Acme's classified Army contract at its Huntsville facility. */
export const DD254_DEMO_CONTRACT_ID = seedId('contract:dd254-demo');
export const DD254_DEMO_CONTRACT_NUMBER = 'W91CRB-24-C-0254';
/** Its follow-on task order, awarded without a DD254 yet (the security office writes it). */
export const DD254_DEMO_NEW_CONTRACT_ID = seedId('contract:dd254-demo-new');
export const DD254_DEMO_NEW_CONTRACT_NUMBER = 'W91CRB-25-F-0254';

const BLOCKS = {
  facility_clearance: 'SECRET',
  safeguarding_level: 'SECRET',
  prime_contract_number: DD254_DEMO_CONTRACT_NUMBER,
  contractor_name: 'Acme Defense Systems, Inc.',
  contractor_address: '4900 Research Dr NW\nHuntsville, AL 35805',
  contractor_cage: '2ACM7',
  contractor_cso_name: 'DCSA Huntsville Field Office',
  contractor_cso_address: '1550 Explorer Blvd, Suite 300\nHuntsville, AL 35806',
  performance_location: 'Acme Huntsville Engineering Center\n4900 Research Dr NW\nHuntsville, AL 35805',
  performance_cage: '2ACM7',
  performance_cso_name: 'DCSA Huntsville Field Office',
  performance_cso_address: '1550 Explorer Blvd, Suite 300\nHuntsville, AL 35806',
  procurement_description:
    'Engineering, integration and test support for the Army Integrated Air and Missile Defense Battle Command System (IBCS) sensor interfaces.',
  access_required: ['A_COMSEC', 'E2_INTELLIGENCE_NON_SCI', 'J_CUI'],
  performance_requirements: ['C_RECEIVE_AND_GENERATE', 'G_DTIC', 'H_COMSEC_ACCOUNT', 'J_OPSEC', 'L_CUI'],
  public_release: 'THROUGH',
  public_release_through: 'PEO Missiles and Space, Public Affairs Office, Redstone Arsenal, AL 35898',
  public_release_to: 'Defense Office of Prepublication and Security Review (DOPSR)',
  security_guidance:
    'Classification guidance: IAMD Battle Command System Security Classification Guide, 15 March 2023. COMSEC material is handled under the NSA/CSS Industrial COMSEC Manual. CUI is marked and safeguarded per DoDI 5200.48.',
  additional_requirements: true,
  additional_requirements_text:
    'OPSEC plan per the contract statement of work, section 4.2; annual OPSEC training for all assigned personnel.',
  inspections: false,
  certifier_name: 'Maria T. Alvarez',
  certifier_title: 'Contracting Officer Representative',
  certifier_address: 'Army Contracting Command – Redstone, 5303 Martin Rd, Redstone Arsenal, AL 35898',
  certifier_phone: '256-555-0142',
  certifier_email: 'maria.alvarez@army.example',
  distribution: ['A_CONTRACTOR', 'C_CSO', 'E_ACO'],
} as const;

/** Two demo contracts; the first one's DD254: the original, issued almost two years ago (its review is due within 30 days), and a draft revision. */
export const dd254Seeder: Seeder = {
  name: 'DD254 (Acme demo)',
  async run(em: EntityManager) {
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    const today = seedToday();
    const issued = addDays(today, -710);
    await em.query(
      `INSERT INTO contract (id, tenant_id, contract_number, contract_name, contract_type, status, customer_agency,
                             contracting_officer_name, contracting_officer_email, contracting_officer_phone,
                             pop_start_date, pop_end_date, facility_id, highest_classification, required_clearance_level, description)
       VALUES ($1, $2, $3, 'IBCS Sensor Integration Support', 'PRIME', 'ACTIVE', 'Army Contracting Command – Redstone',
               'Maria T. Alvarez', 'maria.alvarez@army.example', '256-555-0142', $4, $5, $6, 'SECRET', 'SECRET',
               'Engineering, integration and test support for IBCS sensor interfaces')
       ON CONFLICT DO NOTHING`,
      [DD254_DEMO_CONTRACT_ID, tenant, DD254_DEMO_CONTRACT_NUMBER, addDays(issued, -30), addDays(issued, 5 * 365), seedId('facility:hsv')],
    );
    await em.query(
      `INSERT INTO contract (id, tenant_id, contract_number, contract_name, contract_type, status, customer_agency,
                             contracting_officer_name, contracting_officer_email, contracting_officer_phone,
                             pop_start_date, pop_end_date, facility_id, highest_classification, required_clearance_level, description)
       VALUES ($1, $2, $3, 'IBCS Test Range Support', 'TASK_ORDER', 'ACTIVE', 'Army Contracting Command – Redstone',
               'Maria T. Alvarez', 'maria.alvarez@army.example', '256-555-0142', $4, $5, $6, 'SECRET', 'SECRET',
               'Test range instrumentation and data reduction for IBCS flight tests')
       ON CONFLICT DO NOTHING`,
      [DD254_DEMO_NEW_CONTRACT_ID, tenant, DD254_DEMO_NEW_CONTRACT_NUMBER, today, addDays(today, 3 * 365), seedId('facility:hsv')],
    );
    const [contract] = await em.query(`SELECT 1 FROM contract WHERE id = $1`, [DD254_DEMO_CONTRACT_ID]);
    if (!contract) return;
    const insert = async (id: string, extra: Record<string, unknown>) => {
      const all = { ...BLOCKS, ...extra };
      const names = Object.keys(all);
      await em.query(
        `INSERT INTO dd254 (id, tenant_id, contract_id, ${names.join(', ')})
         VALUES ($1, $2, $3, ${names.map((_, i) => `$${i + 4}`).join(', ')}) ON CONFLICT DO NOTHING`,
        [id, tenant, DD254_DEMO_CONTRACT_ID, ...names.map((n) => (all as Record<string, unknown>)[n])],
      );
    };
    await insert(seedId('dd254:demo:original'), {
      kind: 'ORIGINAL',
      revision_number: 0,
      status: 'ISSUED',
      issued_at: `${issued}T15:00:00Z`,
      original_date: issued,
      certified_date: issued,
      next_review_date: addDays(issued, 730),
    });
    await insert(seedId('dd254:demo:revision-1'), {
      kind: 'REVISED',
      revision_number: 1,
      status: 'DRAFT',
      original_date: issued,
      security_guidance: `${BLOCKS.security_guidance} Revision 1 adds the option period 1 work at the Redstone Arsenal test range.`,
    });
    await em.query(`SELECT set_config('app.tenant_id', '', true)`);
  },
};
