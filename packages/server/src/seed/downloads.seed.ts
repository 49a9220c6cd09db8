import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../core/config/config';
import { createStorageDriver } from '../core/storage/storage.service';
import type { Seeder } from './seed';
import { DEMO_TENANT_ID, seedId } from './ids';
import { DOWNLOAD_LINK_ENTITY_TYPE } from '../modules/downloads';

interface BlankForm {
  key: string;
  prettyName: string;
  fileName: string;
  description: string;
  allowedRoles: string[];
  /** paragraphs; a line ending in ':' is followed by a blank answer line */
  body: string[];
}

/** Blank forms the Acme security office offers its staff (written by the office; not reproductions of government forms). */
export const DEMO_BLANK_FORMS: BlankForm[] = [
  {
    key: 'sf86-instructions',
    prettyName: 'SF-86 Preparation Instructions',
    fileName: 'SF-86-Preparation-Instructions.pdf',
    description: 'What to gather before you start your e-App (SF-86) questionnaire',
    allowedRoles: [],
    body: [
      'Before you open your e-App invitation, collect the following for the last seven years (ten for Top Secret):',
      '1. Every address you lived at, with a person who knew you there and their phone number.',
      '2. Every employer, supervisor name and phone number; periods of unemployment with a reference.',
      '3. Schools attended since high school, with dates and a reference.',
      '4. Foreign travel: country, dates and purpose of every trip outside the United States.',
      '5. Foreign contacts: close and continuing contact with foreign nationals.',
      '6. Financial records: delinquencies, bankruptcies, liens, judgments.',
      'Save your work often: the e-App session times out after 30 minutes without activity.',
      'Questions go to the Facility Security Officer, Acme Headquarters, 1200 Wilson Blvd, Arlington VA.',
    ],
  },
  {
    key: 'sf312-nda',
    prettyName: 'SF-312 Nondisclosure Agreement Routing Sheet',
    fileName: 'SF-312-Routing-Sheet.pdf',
    description: 'Sign with a witness and return to the security office before your briefing',
    allowedRoles: [],
    body: [
      'The Classified Information Nondisclosure Agreement (SF-312) is signed once, before access to classified information.',
      'Bring this sheet and a government-issued photo ID to your security briefing.',
      'Employee full name:',
      'Employee ID:',
      'Witness name (security office staff):',
      'Date of briefing:',
      'The security office uploads the signed agreement to your personnel record and keeps the original on file.',
    ],
  },
  {
    key: 'foreign-travel-questionnaire',
    prettyName: 'Foreign Travel Questionnaire',
    fileName: 'Foreign-Travel-Questionnaire.pdf',
    description: 'Report planned foreign travel at least 30 days before departure',
    allowedRoles: [],
    body: [
      'Cleared employees report all planned foreign travel (personal and business) before departure.',
      'Destination countries and cities:',
      'Departure date:',
      'Return date:',
      'Purpose of travel:',
      'Travelling companions:',
      'Planned contacts with foreign nationals:',
      'After your return, complete the foreign travel debrief within 5 business days.',
    ],
  },
  {
    key: 'dd254-review-checklist',
    prettyName: 'DD-254 Review Checklist',
    fileName: 'DD-254-Review-Checklist.pdf',
    description: 'Checklist for security officers reviewing a contract security classification specification',
    allowedRoles: ['FSO', 'CLIENT_FSO', 'TENANT_ADMIN'],
    body: [
      'Contract number:',
      'Item 1 - clearance and safeguarding levels match the facility clearance:',
      'Item 10 - access requirements (A to K) reviewed with the program manager:',
      'Item 11 - performance requirements (A to M) reviewed:',
      'Item 13 - security guidance attached and current:',
      'Reviewer and date:',
    ],
  },
];

/** A small one-page PDF of a form: title, issuer and the body (answer lines after questions). Deterministic. */
export function formPdf(title: string, body: string[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    // fixed date: the file's creation stamp, fixed so that the same form gives the same bytes
    info: { Title: title, Author: 'Acme Defense Systems Security Office', CreationDate: new Date('2025-01-02T00:00:00Z') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(16).text(title);
  doc.fontSize(9).fillColor('#555555').text('Acme Defense Systems - Security Office').moveDown(1.5);
  doc.fillColor('#000000').fontSize(11);
  for (const line of body) {
    doc.text(line).moveDown(line.endsWith(':') ? 1.6 : 0.6);
  }
  doc.end();
  return done;
}

/** Demo blank forms of Acme Defense Systems: a download link per form with its PDF in storage. Idempotent. */
export const downloadsSeeder: Seeder = {
  name: 'blank forms (Acme demo)',
  async run(em: EntityManager, cfg: AppConfig) {
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    const storage = createStorageDriver(cfg);
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    for (const f of DEMO_BLANK_FORMS) {
      const linkId = seedId(`download-link:${f.key}`);
      const docId = seedId(`download-document:${f.key}`);
      const key = `documents/${tenant}/${docId}`;
      const [present] = await em.query(`SELECT 1 FROM document WHERE id = $1`, [docId]);
      if (!present || !(await storage.exists(key))) {
        const pdf = await formPdf(f.prettyName, f.body);
        await storage.put(key, pdf, 'application/pdf');
        await em.query(
          `INSERT INTO document (id, tenant_id, entity_type, entity_id, file_name, content_type, size_bytes, sha256, storage_key)
           VALUES ($1, $2, $3, $4, $5, 'application/pdf', $6, $7, $8)
           ON CONFLICT (id) DO UPDATE SET size_bytes = EXCLUDED.size_bytes, sha256 = EXCLUDED.sha256`,
          [docId, tenant, DOWNLOAD_LINK_ENTITY_TYPE, linkId, f.fileName, pdf.length, createHash('sha256').update(pdf).digest('hex'), key],
        );
      }
      await em.query(
        `INSERT INTO download_link (id, tenant_id, section_name, pretty_name, description, allowed_roles, is_active, document_id, file_name)
         VALUES ($1, $2, 'BLANK_FORM', $3, $4, $5, true, $6, $7)
         ON CONFLICT (id) DO NOTHING`,
        [linkId, tenant, f.prettyName, f.description, f.allowedRoles, docId, f.fileName],
      );
    }
    await em.query(`SELECT set_config('app.tenant_id', '', true)`);
  },
};
