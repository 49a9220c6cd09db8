import { addDays, ANNUAL_TRAINING_TITLE, requiredDocumentLabel } from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../core/config/config';
import { createStorageDriver } from '../core/storage/storage.service';
import { accessTypesOf, missingDocumentAction, missingTitles } from '../modules/personnel';
import { formPdf } from './downloads.seed';
import { DEMO_TENANT_ID, seedId } from './ids';
import type { Seeder } from './seed';
import { seedToday } from './days';

/**
 * Acme's required-document defaults (personnel): what every employee or contractor signs before access
 * (SF-312, the initial security briefing; employees also the SF-86 certification and the annual refresher
 * briefing) and the briefings of each special access. The defaults match people by employment type and
 * access type (the options required-document defaults offer).
 */
const DEFAULTS: Array<[optionType: 'EMPLOYMENT_TYPE' | 'ACCESS_TYPE', option: string, titles: string[]]> = [
  ['EMPLOYMENT_TYPE', 'W2_EMPLOYEE', ['SF_312', 'SF_86_CERTIFICATION', 'INITIAL_SECURITY_BRIEFING', ANNUAL_TRAINING_TITLE]],
  ['EMPLOYMENT_TYPE', 'CONTRACT_1099', ['SF_312', 'INITIAL_SECURITY_BRIEFING']],
  ['EMPLOYMENT_TYPE', 'SUB_CONTRACTOR', ['SF_312', 'INITIAL_SECURITY_BRIEFING']],
  ['ACCESS_TYPE', 'SCI', ['SCI_BRIEFING', 'FOREIGN_TRAVEL_BRIEFING']],
  ['ACCESS_TYPE', 'SAP', ['SAP_BRIEFING']],
  ['ACCESS_TYPE', 'NATO', ['NATO_BRIEFING']],
  ['ACCESS_TYPE', 'COMSEC', ['COMSEC_BRIEFING']],
];

interface PersonRow {
  id: string;
  n: number;
  first_name: string;
  last_name: string;
  employment_type: string | null;
  special_system_access_list: string[] | null;
  kmp: boolean | null;
  kmp_type: string | null;
  cleared: boolean;
}

/**
 * What an FSO recognises in Acme's records, relative to the day of the first run: the required-document
 * defaults; the signed documents cleared people have on file (most have their SF-312 and initial briefing,
 * fewer their SF-86 certification, about two thirds this year's annual refresher briefing); an open action
 * for each required document still missing, raised between a day and four months ago; and Erin Employee,
 * the demo employee's own record (employee.demo), with a badge expiring within 30 days, a reinvestigation
 * due in 31–60 days, a polygraph out of date and missing documents. Fixed ids, inserts that skip what
 * exists: running it again changes nothing.
 */
export const complianceSeeder: Seeder = {
  name: 'compliance (required documents, signed forms, open actions; Acme demo)',
  async run(em: EntityManager, cfg: AppConfig) {
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    const today = seedToday();

    for (const [optionType, option, titles] of DEFAULTS) {
      await em.query(
        `INSERT INTO required_document_default (tenant_id, kind, option_type, option, required_documents, updated_date)
         VALUES ($1, 'personnel', $2, $3, $4, $5) ON CONFLICT (tenant_id, kind, option_type, option) DO NOTHING`,
        [tenant, optionType, option, titles, today],
      );
    }

    await seedEmployee(em, tenant, today);

    const people = await em.query<PersonRow[]>(
      `SELECT p.id, (row_number() OVER (ORDER BY p.employee_id, p.id))::int AS n, p.first_name, p.last_name, p.employment_type,
              p.special_system_access_list, p.kmp, p.kmp_type,
              EXISTS (SELECT 1 FROM personnel_clearance c WHERE c.personnel_id = p.id AND c.pcl_status IN ('ACTIVE', 'ACTIVE_BREAK')) AS cleared
         FROM personnel p WHERE p.tenant_id = $1 ORDER BY p.employee_id, p.id`,
      [tenant],
    );
    const defaults = await em.query<Array<{ option_type: string; option: string; required_documents: string[] }>>(
      `SELECT option_type, option, required_documents FROM required_document_default WHERE tenant_id = $1 AND kind = 'personnel'`,
      [tenant],
    );
    const storage = createStorageDriver(cfg);
    const pdfs = new Map<string, Buffer>();
    for (const p of people) {
      const matches = [
        ...accessTypesOf({ specialSystemAccessList: p.special_system_access_list ?? [], kmp: p.kmp, kmpType: p.kmp_type } as Parameters<
          typeof accessTypesOf
        >[0]).map((option) => ['ACCESS_TYPE', option]),
        ...(p.employment_type ? [['EMPLOYMENT_TYPE', p.employment_type]] : []),
      ];
      const titles = [
        ...new Set(
          defaults.filter((d) => matches.some(([t, o]) => t === d.option_type && o === d.option)).flatMap((d) => d.required_documents),
        ),
      ];
      // cleared people have signed most of their forms; the rest stay missing (all of Erin Employee's)
      if (p.cleared && p.id !== seedId('person:employee-demo')) {
        for (const title of titles) {
          const onFile =
            title === 'SF_312' || title === 'INITIAL_SECURITY_BRIEFING'
              ? p.n % 10 !== 7
              : title === ANNUAL_TRAINING_TITLE
                ? p.n % 3 !== 0
                : p.n % 2 === 0;
          if (!onFile) continue;
          const id = seedId(`personnel-document:${p.id}:${title}`);
          const [present] = await em.query(`SELECT 1 FROM personnel_document WHERE id = $1`, [id]);
          if (present) continue;
          const label = requiredDocumentLabel(title);
          let pdf = pdfs.get(title);
          if (!pdf) {
            pdf = await formPdf(label, ['Signed by the employee and witnessed by the security office.', 'Signature:', 'Date:']);
            pdfs.set(title, pdf);
          }
          const key = `personnel-documents/${tenant}/${id}`;
          await storage.put(key, pdf, 'application/pdf');
          // signed within the year for the refresher, earlier for the one-time forms
          const signed = addDays(today, title === ANNUAL_TRAINING_TITLE ? -((p.n * 7) % 300) - 10 : -400 - p.n * 13);
          await em.query(
            `INSERT INTO personnel_document (id, tenant_id, personnel_id, document_status, title_id, required, uploaded_date, date_signed,
               file_name, file_key, content_type, size)
             VALUES ($1, $2, $3, 'CURRENT', $4, true, $5, $5, $6, $7, 'application/pdf', $8) ON CONFLICT (id) DO NOTHING`,
            [id, tenant, p.id, title, signed, `${label.split(' ')[0]}-${p.last_name}.pdf`.replace(/[^A-Za-z0-9.-]/g, ''), key, pdf.length],
          );
        }
      }
      const docs = await em.query<Array<{ titleId: string; required: boolean; fileKey: string | null; documentStatus: string }>>(
        `SELECT title_id AS "titleId", required, file_key AS "fileKey", document_status AS "documentStatus" FROM personnel_document WHERE personnel_id = $1`,
        [p.id],
      );
      const { missing } = missingTitles(titles, docs as never);
      for (const [k, title] of missing.entries()) {
        const a = missingDocumentAction(title, { firstName: p.first_name, lastName: p.last_name });
        const daysAgo = (p.n * 17 + k * 29) % 130;
        // any unique violation (an action already raised for the same document) leaves the existing one
        await em.query(
          `INSERT INTO open_action (id, tenant_id, personnel_id, action_type, title, description, state, source_key, document_title_id,
             created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'OPEN', $7, $8, now() - make_interval(days => $9), now() - make_interval(days => $9))
           ON CONFLICT DO NOTHING`,
          [
            seedId(`open-action:${p.id}:${title}`),
            tenant,
            p.id,
            a.actionType,
            a.title,
            a.description,
            a.sourceKey,
            a.documentTitleId,
            daysAgo,
          ],
        );
      }
    }
    await em.query(`SELECT set_config('app.tenant_id', '', true)`);
  },
};

/** Erin Employee, the personnel record of the demo employee (employee.demo), with items of her own falling due. */
async function seedEmployee(em: EntityManager, tenant: string, today: string): Promise<void> {
  const id = seedId('person:employee-demo');
  const [user] = await em.query<Array<{ id: string }>>(`SELECT id FROM app_user WHERE tenant_id = $1 AND username = 'employee.demo'`, [
    tenant,
  ]);
  const inserted = await em.query(
    `INSERT INTO personnel (id, tenant_id, first_name, last_name, employee_id, work_email, user_id, job_title, employment_type,
       employment_status, hire_date, start_date, citizenship_country_id, citizenship_type)
     VALUES ($1, $2, 'Erin', 'Employee', 'ACME-1061', 'employee.demo@acme.example', $3, 'Systems Engineer', 'W2_EMPLOYEE', 'ACTIVE',
             $4, $4, 236, 'BORN_IN_US')
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [id, tenant, user?.id ?? null, addDays(today, -3 * 365)],
  );
  if (!inserted.length) return;
  const facility = seedId('facility:hq');
  const clearance = seedId('clearance:employee-demo');
  await em.query(`INSERT INTO personnel_facility (tenant_id, personnel_id, facility_id) VALUES ($1, $2, $3)`, [tenant, id, facility]);
  await em.query(
    `INSERT INTO personnel_clearance (id, tenant_id, personnel_id, facility_id, pcl_status, indoctrination_level, pcl_eligibility,
       pcl_determination, eligibility_determination_date, initial_briefing_date, owned_serviced, clearance_granting_agency, nda_date)
     VALUES ($1, $2, $3, $4, 'ACTIVE', 'SECRET', 'SECRET', 'ACTIVE', $5, $5, 'OWNED', 'DCSA', $5)`,
    [clearance, tenant, id, facility, addDays(today, -2 * 365)],
  );
  await em.query(
    `INSERT INTO personnel_investigation (tenant_id, personnel_id, clearance_id, clearance_type, pcl_status, clearance_action,
       investigation_type, clearance_investigating_agency, is_process_completed, investigation_open_date, investigation_closed_date,
       reinvestigation_date, fingerprint_required, sf_rejection_dates)
     VALUES ($1, $2, $3, 'SECRET', 'ACTIVE', 'INITIATE', 'TIER_3', 'DCSA', true, $4, $5, $6, false, '{}')`,
    [tenant, id, clearance, addDays(today, -3 * 365), addDays(today, -2 * 365 - 30), addDays(today, 45)],
  );
  await em.query(
    `INSERT INTO personnel_badge (tenant_id, personnel_id, issuing_agency, badge_number, badge_type, badge_status, issue_date, expiry_date,
       organization, badging_officer_id)
     VALUES ($1, $2, 'DCSA', 'AC-41061', 'FACILITY_ACCESS', 'ACTIVE', $3, $4, 'Acme Defense Systems', $5)`,
    [tenant, id, addDays(today, -2 * 365 + 20), addDays(today, 20), seedId('person:1')],
  );
  await em.query(
    `INSERT INTO personnel_polygraph (tenant_id, personnel_id, facility_id, polygraph_type, polygraph_status, polygraph_result, agency,
       poly_system, polygraph_date, next_polygraph_date)
     VALUES ($1, $2, $3, 'COUNTERINTELLIGENCE', 'CURRENT', 'SUCCESSFUL', 'NSA', 'SCATTERED_CASTLES', $4, NULL)`,
    [tenant, id, facility, addDays(today, -6 * 365)],
  );
}
