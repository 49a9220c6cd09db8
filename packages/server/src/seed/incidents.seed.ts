import {
  INCIDENT_DEADLINES,
  incidentDeadlineAction,
  incidentDeadlineActionKey,
  type IncidentDeadlineKind,
  type IncidentStatus,
  type IncidentType,
} from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import { DEMO_TENANT_ID, seedId } from './ids';
import type { Seeder } from './seed';
import { daysFromToday, seedToday } from './days';

const HOUR = 3_600_000;
const daysAgo = (n: number) => daysFromToday(-n);

interface DemoIncident {
  key: string;
  type: IncidentType;
  status: IncidentStatus;
  /** the person: 'erin' (employee.demo, who filed it herself) or a demo person number */
  person: 'erin' | number | null;
  title: string;
  description: string;
  category?: string;
  /** days before today it happened */
  daysAgo: number;
  details: (at: (hoursAgo: number) => string) => Record<string, unknown>;
  answers: Record<string, unknown>;
  /** hours before the first seeding it was discovered (cyber breach, security violation: the deadlines run from it) */
  discoveredHoursAgo?: number;
  governmentReference?: string;
}

/**
 * Demo incidents of the Acme tenant, one of most types and every status, relative to the day of the first
 * run: a cyber breach whose 72-hour report is still due, a security violation whose initial report is
 * overdue (its final report due in a month), Erin's own foreign-contact and personal reports, an adverse
 * action reported in DISS, a draft insider-threat report and a closed "other" incident. The open deadlines
 * are open actions of the host facility, as the incidents module raises them.
 */
const INCIDENTS: DemoIncident[] = [
  {
    key: 'cyber-breach',
    type: 'NETWORK_INTRUSION_CYBER_BREACH',
    status: 'SUBMITTED',
    person: null,
    title: 'Phishing compromise of an engineering workstation',
    description: 'An engineer opened a spear-phishing attachment; the workstation beaconed to an unknown host.',
    daysAgo: 0,
    discoveredHoursAgo: 10,
    details: (at) => ({
      discoveredAt: at(10),
      systemsAffected: 'ENG-WS-114 (Windows 11), engineering file share',
      coveredDefenseInformation: true,
      contained: true,
      contractNumbers: ['FA8650-24-C-1234'],
      impact: 'Drawings of the Sentinel sensor were on the share; exfiltration not yet ruled out.',
    }),
    answers: { CY_CUI_EXFILTRATED: false, CY_MEDIA_PRESERVED: true, CY_ATTACK_VECTOR: 'Spear-phishing e-mail with a macro document' },
  },
  {
    key: 'security-violation',
    type: 'SECURITY_VIOLATION',
    status: 'IN_REVIEW',
    person: 21,
    title: 'Secret test plan left in an open area',
    description: 'A Secret test plan was found on a desk outside the closed area at the end of the day.',
    daysAgo: 2,
    discoveredHoursAgo: 50,
    details: (at) => ({
      discoveredAt: at(50),
      classificationLevel: 'SECRET',
      lossOrCompromise: 'UNDETERMINED',
      informationInvolved: 'Sentinel environmental test plan, rev. C (Secret)',
      location: 'Building 2, second floor open office',
      contractNumber: 'FA8650-24-C-1234',
    }),
    answers: { SV_CONTAINED: true, SV_UNAUTHORIZED_ACCESS: true, SV_GCA_NOTIFIED: false },
  },
  {
    key: 'erin-foreign-contact',
    type: 'FOREIGN_CONTACT',
    status: 'SUBMITTED',
    person: 'erin',
    title: 'Continuing contact with a university friend',
    description: 'A friend from graduate school, now working for a research institute abroad, visits twice a year.',
    daysAgo: 6,
    details: () => ({
      foreignNationalName: 'Anika Sørensen',
      citizenshipCountryId: 60,
      relationship: 'FRIEND',
      frequency: 'QUARTERLY',
      firstContactDate: '2015-09-01',
      lastContactDate: daysAgo(6),
      contactMeans: ['IN_PERSON', 'EMAIL'],
      soughtInformation: false,
      employer: 'Technical University of Denmark',
    }),
    answers: { FC_CONTINUING: true, FC_GOVERNMENT_LINK: false, FC_GIFTS: false },
  },
  {
    key: 'erin-personal-report',
    type: 'PERSONAL_REPORT',
    status: 'CLOSED',
    person: 'erin',
    category: 'MARITAL_STATUS',
    title: 'Marriage',
    description: 'Married Daniel Employee (U.S. citizen).',
    daysAgo: 90,
    details: () => ({ eventDate: daysAgo(95), previousValue: 'Single', newValue: 'Married', location: 'Arlington, VA' }),
    answers: { PR_CHANGE_DATE: daysAgo(95), PR_AFFECTS_CLEARANCE: false },
  },
  {
    key: 'adverse-action',
    type: 'ADVERSE_ACTION',
    status: 'REPORTED_TO_GOVERNMENT',
    person: 33,
    title: 'Arrest for driving under the influence',
    description: 'The employee told his supervisor of an arrest over the weekend; court date pending.',
    daysAgo: 12,
    details: () => ({ nature: 'ALCOHOL_DRUGS', source: 'SUPERVISOR', learnedDate: daysAgo(12), actionTaken: 'Referred to the EAP.' }),
    answers: { AA_DISCIPLINARY: false, AA_ACCESS_SUSPENDED: false, AA_REPORTED_DISS: daysAgo(10) },
    governmentReference: 'DISS-IR-2026-118',
  },
  {
    key: 'insider-threat',
    type: 'INSIDER_THREAT',
    status: 'DRAFT',
    person: 8,
    category: 'FINANCIAL',
    title: 'Unexplained affluence',
    description: 'Coworkers noticed a new boat and frequent trips abroad after a reported bankruptcy.',
    daysAgo: 4,
    details: () => ({ observedDate: daysAgo(4), behaviorObserved: 'New boat and frequent foreign trips after a reported bankruptcy.' }),
    answers: { IT_OBSERVED_DIRECTLY: false },
  },
  {
    key: 'other',
    type: 'OTHER',
    status: 'CLOSED',
    person: null,
    title: 'Badge found in the parking lot',
    description: 'A facility badge was found in lot B and returned to its holder.',
    daysAgo: 30,
    details: () => ({ location: 'Parking lot B' }),
    answers: { OT_FOLLOW_UP: false },
  },
];

export const incidentsSeeder: Seeder = {
  name: 'incidents (Acme demo)',
  async run(em: EntityManager) {
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    try {
      await seedIncidents(em, tenant);
    } finally {
      await em.query(`SELECT set_config('app.tenant_id', '', true)`);
    }
  },
};

async function seedIncidents(em: EntityManager, tenant: string): Promise<void> {
  const [host] = await em.query<Array<{ id: string }>>(
    `SELECT id FROM facility WHERE tenant_id = $1 ORDER BY host_facility DESC, facility_name, id LIMIT 1`,
    [tenant],
  );
  const users = await em.query<Array<{ id: string; username: string }>>(
    `SELECT id, username FROM app_user WHERE tenant_id = $1 AND username IN ('fso.demo', 'employee.demo')`,
    [tenant],
  );
  const userOf = (name: string) => users.find((u) => u.username === name)?.id ?? null;
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
  for (const d of INCIDENTS) {
    const personnelId = d.person === 'erin' ? seedId('person:employee-demo') : d.person === null ? null : seedId(`person:${d.person}`);
    if (personnelId && !(await em.query(`SELECT 1 FROM personnel WHERE id = $1`, [personnelId])).length) continue;
    const self = d.person === 'erin';
    const found = d.discoveredHoursAgo === undefined ? null : now - d.discoveredHoursAgo * HOUR;
    const initialDue =
      found === null
        ? null
        : new Date(
            found +
              (d.type === 'SECURITY_VIOLATION'
                ? INCIDENT_DEADLINES.VIOLATION_INITIAL_REPORT_HOURS
                : INCIDENT_DEADLINES.CYBER_REPORT_HOURS) *
                HOUR,
          );
    const finalDue =
      found !== null && d.type === 'SECURITY_VIOLATION'
        ? new Date(found + INCIDENT_DEADLINES.VIOLATION_FINAL_REPORT_DAYS * 86_400_000)
        : null;
    const id = seedId(`incident:${d.key}`);
    const reported = d.status === 'REPORTED_TO_GOVERNMENT';
    await em.query(
      `INSERT INTO incident (id, tenant_id, incident_type, status, status_date, personnel_id, facility_id, incident_date, reported_date, title,
         description, category, self_reported, reported_by_user_id, details, answers, submitted_at, government_reported_at,
         government_reference, closed_at, initial_report_due_at, final_report_due_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, now() - make_interval(days => $5::int), $6, $7, $18::date - $5::int, $18::date - $5::int, $8, $9, $10,
               $11, $12, $13::jsonb, $14::jsonb, CASE WHEN $4 = 'DRAFT' THEN NULL ELSE now() - make_interval(days => $5::int) END,
               CASE WHEN $15::text IS NULL THEN NULL ELSE now() - make_interval(days => greatest($5::int - 2, 0)) END, $15,
               CASE WHEN $4 = 'CLOSED' THEN now() - make_interval(days => greatest($5::int - 5, 0)) END, $16, $17,
               now() - make_interval(days => $5::int), now() - make_interval(days => $5::int))
       ON CONFLICT (id) DO NOTHING`,
      [
        id,
        tenant,
        d.type,
        d.status,
        d.daysAgo,
        personnelId,
        host?.id ?? null,
        d.title,
        d.description,
        d.category ?? null,
        self,
        userOf(self ? 'employee.demo' : 'fso.demo'),
        JSON.stringify(d.details(at)),
        JSON.stringify(d.answers),
        reported ? (d.governmentReference ?? null) : null,
        initialDue,
        finalDue,
        seedToday(),
      ],
    );
    await seedDeadlineActions(em, tenant, id);
  }
}

/** The open actions of the incident's open deadlines, from its stored due times (as IncidentActions raises them). */
async function seedDeadlineActions(em: EntityManager, tenant: string, incidentId: string): Promise<void> {
  const [i] = await em.query<
    Array<{ incident_type: IncidentType; title: string | null; facility_id: string | null; initial: Date | null; final: Date | null }>
  >(
    `SELECT incident_type, title, facility_id, initial_report_due_at AS initial, final_report_due_at AS final
       FROM incident WHERE id = $1 AND status <> 'CLOSED'`,
    [incidentId],
  );
  if (!i) return;
  const deadlines: Array<[IncidentDeadlineKind, Date | null]> = [
    ['INITIAL_REPORT', i.initial],
    ['FINAL_REPORT', i.final],
  ];
  for (const [kind, due] of deadlines) {
    if (!due) continue;
    const day = due.toISOString().slice(0, 10);
    const action = incidentDeadlineAction(kind, i.incident_type, i.title, due);
    await em.query(
      `INSERT INTO open_action (id, tenant_id, personnel_id, facility_id, action_type, title, description, state, source_key, due_date)
       VALUES ($1, $2, NULL, $3, 'OTHER', $4, $5, 'OPEN', $6, $7) ON CONFLICT (id) DO NOTHING`,
      [
        seedId(`open-action:incident:${incidentId}:${kind}`),
        tenant,
        i.facility_id,
        action.title,
        action.description,
        incidentDeadlineActionKey(kind, incidentId, day),
        day,
      ],
    );
  }
}
