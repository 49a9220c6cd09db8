import { addDays, CHANGE_CONDITION_TYPE, FACILITY_REVIEW_MESSAGES, labelOf } from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import { DEMO_TENANT_ID, seedId } from './ids';
import type { Seeder } from './seed';
import { seedToday } from './days';

type Action = [key: string, description: string, responsible: string, dueInDays: number, completedInDays: number | null];
type Finding = [key: string, category: string, severity: string, description: string, reference: string, actions: Action[]];
type Inspection = [
  key: string,
  facility: string,
  type: string,
  startInDays: number,
  days: number,
  inspectors: string,
  rating: string | null,
  summary: string,
  findings: Finding[],
];

/** Acme's DCSA security reviews, relative to the day of the first run. */
const INSPECTIONS: Inspection[] = [
  [
    'hq-2',
    'hq',
    'ANNUAL',
    -45,
    3,
    'J. Alvarez (ISR), K. Osei (ISSP)',
    'COMMENDABLE',
    'Annual security review of the headquarters: strong insider threat program and classified information systems; one vulnerability in visitor control.',
    [
      [
        'visitor-log',
        'VULNERABILITY',
        'SERIOUS',
        'Visitor logs for the closed area were not retained for the required period; two escorted visits in Q2 had no record.',
        '32 CFR 117.15(d)',
        [
          ['retain-logs', 'Adopt a 2-year retention for closed-area visitor logs and brief the front desk staff.', 'Dana Fso', -10, null],
          ['audit-logs', 'Audit the closed-area visitor logs monthly for three months.', 'Pat Manager', 30, null],
        ],
      ],
      [
        'sf312-copy',
        'ADMINISTRATIVE_FINDING',
        'LOW',
        'Two SF-312 nondisclosure agreements on file were not signed by a witness.',
        '32 CFR 117.12(c)',
        [['re-sign', 'Have both SF-312s re-executed with a witness and uploaded to the personnel records.', 'Dana Fso', -30, -35]],
      ],
      [
        'observation-training',
        'OBSERVATION',
        'LOW',
        'Annual refresher briefing completion is tracked well; consider adding a quiz.',
        '32 CFR 117.12(k)',
        [],
      ],
    ],
  ],
  [
    'hq-1',
    'hq',
    'INITIAL',
    -420,
    2,
    'J. Alvarez (ISR)',
    'SATISFACTORY',
    'Initial security review after the facility clearance was granted.',
    [
      [
        'kmp-list',
        'ADMINISTRATIVE_FINDING',
        'LOW',
        'The KMP list in NISS did not include the new chief financial officer.',
        '32 CFR 117.8(c)(2)',
        [['update-kmp', 'Update the KMP list in NISS.', 'Dana Fso', -400, -405]],
      ],
    ],
  ],
  [
    'hsv-1',
    'hsv',
    'CONTINUOUS_MONITORING',
    -20,
    1,
    'M. Chen (ISR)',
    null,
    'Continuous monitoring engagement focused on classified information systems.',
    [
      [
        'audit-review',
        'VULNERABILITY',
        'CRITICAL',
        'Audit records of the classified system were not reviewed weekly as the system security plan requires.',
        '32 CFR 117.18(c)',
        [['weekly-review', 'Assign an alternate ISSM and schedule the weekly audit review.', 'Lee Issm', 20, null]],
      ],
    ],
  ],
];

type Condition = [
  key: string,
  facility: string,
  type: string,
  description: string,
  effectiveInDays: number,
  dueInDays: number,
  status: string,
  reportedInDays: number | null,
  niss: string | null,
  acknowledgedInDays: number | null,
];

const CONDITIONS: Condition[] = [
  [
    'hq-kmp',
    'hq',
    'KMP',
    'New chief financial officer appointed; KMP list and clearance in connection with the FCL updated.',
    -90,
    -85,
    'ACKNOWLEDGED',
    -88,
    'NISS-2026-0412',
    -80,
  ],
  [
    'hq-name',
    'hq',
    'LEGAL_NAME',
    'Acme Defense Systems, Inc. renamed Acme Defense Systems LLC after conversion.',
    -200,
    -195,
    'CLOSED',
    -198,
    'NISS-2025-1187',
    -190,
  ],
  [
    'cos-address',
    'cos',
    'ADDRESS',
    'Colorado Springs Operations moves to Suite 400 of the same building; the closed area moves with it.',
    12,
    5,
    'DRAFT',
    null,
    null,
    null,
  ],
];

type Enhancement = [
  key: string,
  facility: string,
  category: string,
  title: string,
  description: string,
  implementedInDays: number | null,
  status: string,
  link: string | null,
];

const ENHANCEMENTS: Enhancement[] = [
  [
    'hq-insider',
    'hq',
    'INSIDER_THREAT',
    'Insider threat working group',
    'Monthly working group of security, HR, IT and legal reviewing reportable behaviours.',
    -300,
    'CREDITED',
    'https://intranet.acme.example/security/itwg-charter.pdf',
  ],
  [
    'hq-newsletter',
    'hq',
    'INTERNAL_EDUCATION',
    'Quarterly security newsletter',
    'Newsletter on foreign travel, reporting and cyber hygiene sent to every cleared employee.',
    -150,
    'IMPLEMENTED',
    null,
  ],
  [
    'hq-briefing',
    'hq',
    'SECURITY_BRIEFINGS',
    'Counterintelligence briefing by DCSA CI',
    'Annual CI briefing delivered on site by the DCSA counterintelligence special agent.',
    null,
    'PLANNED',
    null,
  ],
  [
    'hsv-ncms',
    'hsv',
    'SECURITY_COMMUNITY',
    'NCMS chapter participation',
    'The FSO chairs the local NCMS chapter’s education committee.',
    -60,
    'IMPLEMENTED',
    null,
  ],
];

/**
 * Acme's dealings with DCSA: security reviews (headquarters rated Commendable with a serious vulnerability
 * whose corrective action is overdue, Huntsville in continuous monitoring), changed conditions (one draft
 * still to report, with its open action) and NISP enhancements. Fixed ids, inserts that skip what exists.
 */
export const facilityReviewsSeeder: Seeder = {
  name: 'facility reviews (DCSA inspections, changed conditions, security enhancements; Acme demo)',
  async run(em: EntityManager) {
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    const today = seedToday();
    const facility = (key: string) => seedId(`facility:${key}`);

    for (const [key, fac, type, start, days, inspectors, rating, summary, findings] of INSPECTIONS) {
      const id = seedId(`inspection:${key}`);
      await em.query(
        `INSERT INTO facility_inspection (id, tenant_id, facility_id, inspection_type, start_date, end_date, inspectors, rating, summary)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
        [id, tenant, facility(fac), type, addDays(today, start), addDays(today, start + days - 1), inspectors, rating, summary],
      );
      for (const [position, [fkey, category, severity, description, reference, actions]] of findings.entries()) {
        const findingId = seedId(`inspection-finding:${key}:${fkey}`);
        await em.query(
          `INSERT INTO facility_inspection_finding (id, tenant_id, inspection_id, category, severity, description, nispom_reference, position)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
          [findingId, tenant, id, category, severity, description, reference, position],
        );
        for (const [n, [akey, text, responsible, due, completed]] of actions.entries()) {
          await em.query(
            `INSERT INTO facility_corrective_action (id, tenant_id, finding_id, description, responsible_person, due_date, completed_date, status, position)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
            [
              seedId(`corrective-action:${key}:${fkey}:${akey}`),
              tenant,
              findingId,
              text,
              responsible,
              addDays(today, due),
              completed === null ? null : addDays(today, completed),
              completed === null ? 'OPEN' : 'COMPLETED',
              n,
            ],
          );
        }
      }
    }

    for (const [key, fac, type, description, effective, due, status, reported, niss, acknowledged] of CONDITIONS) {
      const id = seedId(`change-condition:${key}`);
      const [added] = await em.query<Array<{ id: string }>>(
        `INSERT INTO facility_change_condition (id, tenant_id, facility_id, condition_type, description, effective_date, report_due_date,
                                                reported_date, niss_reference, acknowledged_date, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [
          id,
          tenant,
          facility(fac),
          type,
          description,
          addDays(today, effective),
          addDays(today, due),
          reported === null ? null : addDays(today, reported),
          niss,
          acknowledged === null ? null : addDays(today, acknowledged),
          status,
        ],
      );
      if (added && status === 'DRAFT') {
        // the open action the facility has while a changed condition is not reported (as the application raises it)
        const label = labelOf(CHANGE_CONDITION_TYPE, type);
        await em.query(
          `INSERT INTO open_action (tenant_id, facility_id, action_type, title, description, state, source_key, due_date)
           VALUES ($1, $2, 'OTHER', $3, $4, 'OPEN', $5, $6)`,
          [
            tenant,
            facility(fac),
            FACILITY_REVIEW_MESSAGES.reportAction(label),
            FACILITY_REVIEW_MESSAGES.reportActionDescription(label, addDays(today, effective)),
            `change-condition:${id}`,
            addDays(today, due),
          ],
        );
      }
    }

    for (const [key, fac, category, title, description, implemented, status, link] of ENHANCEMENTS) {
      await em.query(
        `INSERT INTO facility_security_enhancement (id, tenant_id, facility_id, category, title, description, date_implemented, evidence_link, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
        [
          seedId(`security-enhancement:${key}`),
          tenant,
          facility(fac),
          category,
          title,
          description,
          implemented === null ? null : addDays(today, implemented),
          link,
          status,
        ],
      );
    }
  },
};
