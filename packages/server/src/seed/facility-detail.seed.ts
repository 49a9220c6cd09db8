import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../core/config/config';
import { createStorageDriver } from '../core/storage/storage.service';
import { DOWNLOAD_LINK_ENTITY_TYPE } from '../modules/downloads';
import { formPdf } from './downloads.seed';
import { DEMO_TENANT_ID, seedId } from './ids';
import type { Seeder } from './seed';
import { seedToday } from './days';

/** What DCSA asks a limited company to have on file (the FACILITY required-document default of the demo). */
const FACILITY_DEFAULT: [option: string, documents: string[]] = [
  'LIMITED_LTD',
  ['DD_441', 'SF_328', 'KMP_LIST', 'STANDARD_PRACTICE_PROCEDURES', 'INSIDER_THREAT_PROGRAM_PLAN', 'SELF_INSPECTION_CERTIFICATION'],
];

interface SeedDocument {
  key: string;
  type: string;
  title: string;
  fileName: string;
  /** days from today; null: does not expire */
  expiresIn: number | null;
  notes: string | null;
  body: string[];
}

const DOCUMENTS: SeedDocument[] = [
  {
    key: 'dd441',
    type: 'DD_441',
    title: 'DD-441 Security Agreement',
    fileName: 'DD-441-Security-Agreement.pdf',
    expiresIn: null,
    notes: 'Original executed with DCSA; copy kept in the FSO safe.',
    body: ['Department of Defense Security Agreement between the Government and Acme Defense Systems.', 'Executed by the CEO.'],
  },
  {
    key: 'sf328',
    type: 'SF_328',
    title: 'SF-328 Certificate Pertaining to Foreign Interests',
    fileName: 'SF-328-Foreign-Interests.pdf',
    expiresIn: -45,
    notes: 'Due for recertification after the 2025 ownership change.',
    body: ['Certificate Pertaining to Foreign Interests.', 'No foreign ownership, control or influence reported.'],
  },
  {
    key: 'self-inspection',
    type: 'SELF_INSPECTION_CERTIFICATION',
    title: 'Self-Inspection SMO Certification',
    fileName: 'Self-Inspection-Certification.pdf',
    expiresIn: 320,
    notes: null,
    body: ['The Senior Management Official certifies the annual self-inspection was performed and briefed.'],
  },
];

/**
 * The facility detail tabs of Acme Headquarters: the FACILITY required-document default, three facility documents
 * (one expired), two notes of the FSO, open actions on the facility, a failed reminder e-mail to one of its people
 * (and one already resolved), and a download link offered to the headquarters' people only. Fixed ids: idempotent.
 */
export const facilityDetailSeeder: Seeder = {
  name: 'facility detail (Acme Headquarters: documents, notes, open actions, workflow retries, portal downloads)',
  async run(em: EntityManager, cfg: AppConfig) {
    const tenant = DEMO_TENANT_ID;
    const hq = seedId('facility:hq');
    const [exists] = await em.query(`SELECT 1 FROM facility WHERE id = $1`, [hq]);
    if (!exists) return;
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    const storage = createStorageDriver(cfg);
    const [fso] = await em.query<Array<{ id: string }>>(`SELECT id FROM app_user WHERE username = 'fso.demo'`);

    await em.query(
      `INSERT INTO required_document_default (tenant_id, kind, option_type, option, required_documents)
       VALUES ($1, 'facility', 'COMPANY_TYPE', $2, $3) ON CONFLICT (tenant_id, kind, option_type, option) DO NOTHING`,
      [tenant, FACILITY_DEFAULT[0], FACILITY_DEFAULT[1]],
    );

    for (const d of DOCUMENTS) {
      const docId = seedId(`facility-file:hq:${d.key}`);
      const key = `documents/${tenant}/${docId}`;
      const [present] = await em.query(`SELECT 1 FROM document WHERE id = $1`, [docId]);
      if (!present || !(await storage.exists(key))) {
        const pdf = await formPdf(d.title, d.body);
        await storage.put(key, pdf, 'application/pdf');
        await em.query(
          `INSERT INTO document (id, tenant_id, entity_type, entity_id, file_name, content_type, size_bytes, sha256, storage_key, uploaded_by)
           VALUES ($1, $2, 'FACILITY', $3, $4, 'application/pdf', $5, $6, $7, $8)
           ON CONFLICT (id) DO UPDATE SET size_bytes = EXCLUDED.size_bytes, sha256 = EXCLUDED.sha256`,
          [docId, tenant, hq, d.fileName, pdf.length, createHash('sha256').update(pdf).digest('hex'), key, fso?.id ?? null],
        );
      }
      await em.query(
        `INSERT INTO facility_document (id, tenant_id, facility_id, document_id, document_type, title, expiry_date, notes)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE $9::date + $7::int END, $8)
         ON CONFLICT (id) DO NOTHING`,
        [seedId(`facility-document:hq:${d.key}`), tenant, hq, docId, d.type, d.title, d.expiresIn, d.notes, seedToday()],
      );
    }

    if (fso) {
      const notes: Array<[string, string, number]> = [
        ['dcsa-review', 'DCSA security review window confirmed with the ISR for the second week of next quarter.', 9],
        ['kmp-change', 'New CFO starts next month: file the changed condition report and update the KMP list.', 2],
      ];
      for (const [key, content, daysAgo] of notes) {
        await em.query(
          `INSERT INTO note (id, tenant_id, section_name, content, author_id, facility_id, created_at, updated_at)
           VALUES ($1, $2, 'FACILITY', $3, $4, $5, now() - make_interval(days => $6), now() - make_interval(days => $6))
           ON CONFLICT (id) DO NOTHING`,
          [seedId(`facility-note:hq:${key}`), tenant, content, fso.id, hq, daysAgo],
        );
      }
    }

    const actions: Array<[string, string, string, number]> = [
      [
        'self-inspection',
        'Submit the annual self-inspection certification',
        'The SMO certification of this year’s self-inspection is due in NISS.',
        14,
      ],
      ['sf328', 'Recertify the SF-328', 'The SF-328 on file has expired; recertify it in NISS.', -5],
    ];
    for (const [key, title, description, dueIn] of actions) {
      await em.query(
        `INSERT INTO open_action (id, tenant_id, facility_id, action_type, title, description, state, source_key, due_date)
         VALUES ($1, $2, $3, 'OTHER', $4, $5, 'OPEN', $6, $8::date + $7::int) ON CONFLICT (id) DO NOTHING`,
        [seedId(`facility-action:hq:${key}`), tenant, hq, title, description, `facility:${key}`, dueIn, seedToday()],
      );
    }

    const people = await em.query<Array<{ id: string; name: string }>>(
      `SELECT p.id, concat_ws(', ', p.last_name, p.first_name) AS name FROM personnel p
         JOIN personnel_facility pf ON pf.personnel_id = p.id AND pf.facility_id = $1 ORDER BY p.employee_id, p.id LIMIT 2`,
      [hq],
    );
    const retries: Array<[string, string, number, string, 'FAILED' | 'RESOLVED']> = [
      ['badge', 'Badge expires', 3, 'SMTP 451 4.7.1 Greylisted, please try again later', 'FAILED'],
      ['training', 'Annual refresher briefing due', 5, 'SMTP 550 5.1.1 Mailbox unavailable', 'RESOLVED'],
    ];
    for (const [i, [key, what, attempts, error, status]] of retries.entries()) {
      const p = people[i];
      if (!p) continue;
      await em.query(
        `INSERT INTO facility_workflow_retry (id, tenant_id, facility_id, workflow_type, personnel_id, subject, attempts, last_error, status,
                                              failed_at, last_attempt_at, resolved_at, resolved_by, resolution_note)
         VALUES ($1, $2, $3, 'REMINDER_EMAIL', $4, $5, $6, $7, $8, now() - interval '2 days', now() - interval '1 day',
                 CASE WHEN $8 = 'RESOLVED' THEN now() - interval '20 hours' END, CASE WHEN $8 = 'RESOLVED' THEN 'fso.demo' END,
                 CASE WHEN $8 = 'RESOLVED' THEN 'Briefed in person; mailbox fixed by IT.' END)
         ON CONFLICT (id) DO NOTHING`,
        [seedId(`facility-retry:hq:${key}`), tenant, hq, p.id, `${what}: ${p.name}`, attempts, error, status],
      );
    }

    const linkId = seedId('download-link:hq-escort');
    const docId = seedId('download-document:hq-escort');
    const fileName = 'HQ-Visitor-Escort-Procedures.pdf';
    const key = `documents/${tenant}/${docId}`;
    const [present] = await em.query(`SELECT 1 FROM document WHERE id = $1`, [docId]);
    if (!present || !(await storage.exists(key))) {
      const pdf = await formPdf('Acme Headquarters Visitor Escort Procedures', [
        'Uncleared visitors are escorted at all times inside the headquarters’ controlled areas.',
        'Sign the visitor in at the lobby desk; badge colour red means escort required.',
        'Report any unescorted visitor to the security office at extension 4400.',
      ]);
      await storage.put(key, pdf, 'application/pdf');
      await em.query(
        `INSERT INTO document (id, tenant_id, entity_type, entity_id, file_name, content_type, size_bytes, sha256, storage_key)
         VALUES ($1, $2, $3, $4, $5, 'application/pdf', $6, $7, $8)
         ON CONFLICT (id) DO UPDATE SET size_bytes = EXCLUDED.size_bytes, sha256 = EXCLUDED.sha256`,
        [docId, tenant, DOWNLOAD_LINK_ENTITY_TYPE, linkId, fileName, pdf.length, createHash('sha256').update(pdf).digest('hex'), key],
      );
    }
    await em.query(
      `INSERT INTO download_link (id, tenant_id, section_name, pretty_name, description, allowed_roles, allowed_facilities, is_active,
                                  valid_until_date, document_id, file_name)
       VALUES ($1, $2, 'SOP', 'HQ Visitor Escort Procedures', 'Escort rules for uncleared visitors at Acme Headquarters', '{}', $3, true,
               NULL, $4, $5)
       ON CONFLICT (id) DO NOTHING`,
      [linkId, tenant, [hq], docId, fileName],
    );
    await em.query(`SELECT set_config('app.tenant_id', '', true)`);
  },
};
