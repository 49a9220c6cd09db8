import { REQUIRED_DOCUMENT_TYPES } from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../core/config/config';
import { createStorageDriver } from '../core/storage/storage.service';
import type { Seeder } from './seed';
import { seedId } from './ids';
import { formPdf } from './downloads.seed';

/** [type, name] in sequence per type: the MSS onboarding checklists. */
const CHECKLISTS: ReadonlyArray<readonly [string, string, boolean]> = [
  ['FCL', 'Obtain GCA sponsorship letter', true],
  ['FCL', 'Submit FCL package in NISS', true],
  ['FCL', 'Complete KMP clearance submissions (SF-86)', true],
  ['FCL', 'Sign DD Form 441 and SF 328', true],
  ['FCL', 'Appoint FSO and ITPSO', true],
  ['TRANSITION', 'Collect current security records from the outgoing FSO', true],
  ['TRANSITION', 'Update NISS facility profile with the new FSO', true],
  ['TRANSITION', 'Review open DD254s and visit requests', false],
  ['SECURITY_TEAM', 'Introduce the security team to the client', true],
  ['SECURITY_TEAM', 'Grant system access to the security team', true],
  ['MANAGER_REVIEW', 'Review the onboarding checklist for completeness', true],
  ['MANAGER_REVIEW', 'Approve the facility security plan', true],
];

const POCS: ReadonlyArray<{
  key: string;
  type: string;
  name: string;
  title: string;
  email: string;
  phone: string;
  city: string;
  state: string;
}> = [
  {
    key: 'dcsa-rep',
    type: 'DCSA_REPRESENTATIVE',
    name: 'Jordan Ellis',
    title: 'Industrial Security Representative',
    email: 'jordan.ellis@dcsa.example.gov',
    phone: '571-555-0110',
    city: 'Quantico',
    state: 'VA',
  },
  {
    key: 'dcsa-issp',
    type: 'DCSA_ISSP',
    name: 'Morgan Hale',
    title: 'Information Systems Security Professional',
    email: 'morgan.hale@dcsa.example.gov',
    phone: '571-555-0111',
    city: 'Quantico',
    state: 'VA',
  },
  {
    key: 'dcsa-ci',
    type: 'DCSA_CI_SPECIAL_AGENT',
    name: 'Riley Stone',
    title: 'Counterintelligence Special Agent',
    email: 'riley.stone@dcsa.example.gov',
    phone: '571-555-0112',
    city: 'Alexandria',
    state: 'VA',
  },
];

const TEMPLATES: ReadonlyArray<{ key: string; object: string; format: string; name: string; docName: string; file?: string[] }> = [
  {
    key: 'dd254-cover',
    object: 'CONTRACT',
    format: 'STANDARD',
    name: 'DD254 Cover Letter',
    docName: 'DD254-Cover-Letter.pdf',
    file: ['To: Contracting Officer', 'Subject: DD Form 254 for contract:', 'Enclosed is the DD Form 254 prepared for the contract above.'],
  },
  { key: 'fbi-visit', object: 'VISIT', format: 'FBI', name: 'FBI Visit Request', docName: 'FBI-Visit-Request.docx' },
  { key: 'dos-visit', object: 'VISIT', format: 'DOS', name: 'DOS Visit Request', docName: 'DOS-Visit-Request.docx' },
  { key: 'fsp', object: 'FACILITY', format: 'STANDARD', name: 'Facility Security Plan', docName: 'Facility-Security-Plan.docx' },
];

/** [other name, country alpha-2] */
const ALIASES: ReadonlyArray<readonly [string, string]> = [
  ['USA', 'US'],
  ['America', 'US'],
  ['Great Britain', 'GB'],
  ['England', 'GB'],
  ['Holland', 'NL'],
  ['Burma', 'MM'],
];

/**
 * System master data: checklists, a cognizant security authority, points of contact, document template types,
 * country aliases, and the document types the required-document defaults use (REQUIRED_DOCUMENT_TYPES, one
 * row per kind of record). Fixed ids; edits made in the product are kept.
 */
export const masterDataSeeder: Seeder = {
  name: 'system master data',
  async run(em: EntityManager, cfg: AppConfig) {
    for (const [i, [type, name, required]] of CHECKLISTS.entries()) {
      const sequence = CHECKLISTS.slice(0, i).filter(([t]) => t === type).length + 1;
      await em.query(
        `INSERT INTO checklist (id, type, name, sequence_number, required) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
        [seedId(`checklist:${type}:${name}`), type, name, sequence, required],
      );
    }
    await em.query(
      `INSERT INTO cognizant_security_authority (id, office_name, street_address1, city, zip_code, state_code, country_id, naesoc,
              poc1_contact_email, poc1_phone_number)
       VALUES ($1, 'DCSA Capital Field Office', '27130 Telegraph Road', 'Quantico', '22134', 'VA', 236, false,
               'capital.fo@dcsa.example.gov', '571-555-0100')
       ON CONFLICT (id) DO NOTHING`,
      [seedId('csa:capital')],
    );
    await em.query(
      `INSERT INTO cognizant_security_authority (id, office_name, street_address1, city, zip_code, state_code, country_id, naesoc,
              poc1_contact_email)
       VALUES ($1, 'NAESOC', '7556 Teague Road', 'Hanover', '21076', 'MD', 236, true, 'naesoc@dcsa.example.gov')
       ON CONFLICT (id) DO NOTHING`,
      [seedId('csa:naesoc')],
    );
    for (const p of POCS) {
      await em.query(
        `INSERT INTO master_poc (id, poc_type, poc_full_name, title, city, state, country_id, email, phone_number)
         VALUES ($1, $2, $3, $4, $5, $6, 236, $7, $8) ON CONFLICT (id) DO NOTHING`,
        [seedId(`master-poc:${p.key}`), p.type, p.name, p.title, p.city, p.state, p.email, p.phone],
      );
    }
    const storage = createStorageDriver(cfg);
    for (const t of TEMPLATES) {
      const id = seedId(`doc-template-type:${t.key}`);
      const [present] = await em.query<Array<{ file_key: string | null }>>(`SELECT file_key FROM doc_template_type WHERE id = $1`, [id]);
      let file: { key: string; size: number } | null = null;
      if (t.file && (!present?.file_key || !(await storage.exists(present.file_key)))) {
        const pdf = await formPdf(t.name, t.file);
        const key = `master-data/system/${id}`;
        await storage.put(key, pdf, 'application/pdf');
        file = { key, size: pdf.length };
      }
      await em.query(
        `INSERT INTO doc_template_type (id, object_type, format_type, template_type_name, doc_name, file_key, file_name, file_content_type, file_size_bytes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (id) DO UPDATE SET file_key = coalesce(doc_template_type.file_key, EXCLUDED.file_key),
           file_name = coalesce(doc_template_type.file_name, EXCLUDED.file_name),
           file_content_type = coalesce(doc_template_type.file_content_type, EXCLUDED.file_content_type),
           file_size_bytes = coalesce(doc_template_type.file_size_bytes, EXCLUDED.file_size_bytes)`,
        [
          id,
          t.object,
          t.format,
          t.name,
          t.docName,
          file?.key ?? null,
          file ? t.docName : null,
          file ? 'application/pdf' : null,
          file?.size ?? null,
        ],
      );
    }
    for (const [name, iso2] of ALIASES) {
      await em.query(
        `INSERT INTO country_other_name (id, other_name, country_id) SELECT $1, $2, id FROM country WHERE iso2 = $3 ON CONFLICT (id) DO NOTHING`,
        [seedId(`country-other-name:${name}`), name, iso2],
      );
    }
    let order = 0;
    for (const d of REQUIRED_DOCUMENT_TYPES) {
      for (const scope of d.scopes) {
        await em.query(
          `INSERT INTO doc_type (id, object_type, doc_title, sort_order) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING`,
          [seedId(`doc-type:${scope}:${d.value}`), scope, d.label, order++],
        );
      }
    }
  },
};
