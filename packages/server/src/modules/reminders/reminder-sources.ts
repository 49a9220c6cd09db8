import {
  ACTION_KIND,
  ANNUAL_TRAINING_MESSAGES,
  ANNUAL_TRAINING_REMINDER_MAX,
  BADGE_TYPE,
  INVESTIGATION_TIER,
  POLYGRAPH_TYPE,
  VISIT_MESSAGES,
  VISIT_PERM_CERTIFICATION_REMINDER_SETTING,
  INCIDENT_DEADLINE_KIND,
  INCIDENT_TYPE,
} from '@clearline/shared';
import { labelSql } from '../../core/reporting/report-definition';
import { awaitingDebriefSql, travelCountriesSql } from '../incidents';
import { activePersonSql, REINVESTIGATION_YEARS_ORDER, reinvestigationDueSql } from '../personnel';

/**
 * What the daily reminders look at: each source names a date that falls due, the tenant setting with
 * its lead time(s) in days, who is told, and one query returning the items whose date is within the
 * lead window. A domain adds a source here when its table exists.
 */
export interface ReminderSource {
  kind: string;
  /** "Reinvestigation due" */
  label: string;
  /** tenant setting with the days before the due date (a number, or a list for several reminders) */
  leadSetting: string;
  /** also e-mail the person concerned (not only the security office) */
  notifyHolder: boolean;
  /**
   * Items due from $1 (today minus the grace days) to $2 (today plus the longest lead), one row each:
   * subject_id (the record), personnel_id, facility_id, due_date (YYYY-MM-DD), person, holder_email, detail;
   * with `ownLeads`, also leads (the item's own days, semicolon-separated, or null for the setting's).
   */
  sql: string;
  /** the items carry their own lead days (column `leads`), at most `longest`; the setting is the fallback */
  ownLeads?: { longest: number };
  /** whole-number tenant settings the query reads as $3, $4, … in this order (see `settingNumber`) */
  numberSettings?: readonly string[];
}

const PERSON = `p.last_name || ', ' || p.first_name`;
const ACTIVE_PERSON = activePersonSql('p');

export const REMINDER_SOURCES: readonly ReminderSource[] = [
  {
    kind: 'REINVESTIGATION',
    label: 'Reinvestigation due',
    leadSetting: 'REINVESTIGATION_REMINDER_DAYS',
    notifyHolder: false,
    // due on the entered reinvestigation date, else closed date + the tenant's years (reinvestigationDueSql)
    numberSettings: REINVESTIGATION_YEARS_ORDER,
    sql: `SELECT i.id AS subject_id, i.personnel_id, c.facility_id, to_char(d.due, 'YYYY-MM-DD') AS due_date,
                 ${PERSON} AS person, p.work_email AS holder_email,
                 coalesce(${labelSql('i.investigation_type', INVESTIGATION_TIER)}, 'Investigation') AS detail
            FROM personnel_investigation i
            JOIN personnel p ON p.id = i.personnel_id
            LEFT JOIN personnel_clearance c ON c.id = i.clearance_id
            CROSS JOIN LATERAL (
              SELECT ${reinvestigationDueSql((setting) => `$${3 + REINVESTIGATION_YEARS_ORDER.indexOf(setting)}`)} AS due
            ) d
           WHERE d.due BETWEEN $1 AND $2 AND ${ACTIVE_PERSON}`,
  },
  {
    kind: 'BADGE_EXPIRY',
    label: 'Badge expires',
    leadSetting: 'BADGE_EXPIRY_REMINDER_DAYS',
    notifyHolder: true,
    sql: `SELECT b.id AS subject_id, b.personnel_id, NULL::uuid AS facility_id, to_char(b.expiry_date, 'YYYY-MM-DD') AS due_date,
                 ${PERSON} AS person, p.work_email AS holder_email,
                 ${labelSql('b.badge_type', BADGE_TYPE)} || coalesce(' ' || b.badge_number, '') AS detail
            FROM personnel_badge b JOIN personnel p ON p.id = b.personnel_id
           WHERE b.expiry_date BETWEEN $1 AND $2 AND b.badge_status IN ('ACTIVE', 'INPROGRESS', 'PENDING') AND ${ACTIVE_PERSON}`,
  },
  {
    kind: 'PASSPORT_EXPIRY',
    label: 'Passport expires',
    leadSetting: 'PASSPORT_EXPIRY_REMINDER_DAYS',
    notifyHolder: true,
    sql: `SELECT p.id AS subject_id, p.id AS personnel_id, NULL::uuid AS facility_id, to_char(p.passport_expiry_date, 'YYYY-MM-DD') AS due_date,
                 ${PERSON} AS person, p.work_email AS holder_email, 'Passport' AS detail
            FROM personnel p
           WHERE p.passport_expiry_date BETWEEN $1 AND $2 AND ${ACTIVE_PERSON}`,
  },
  {
    kind: 'POLYGRAPH',
    label: 'Polygraph due',
    leadSetting: 'POLYGRAPH_REMINDER_DAYS',
    notifyHolder: false,
    sql: `SELECT g.id AS subject_id, g.personnel_id, g.facility_id, to_char(g.next_polygraph_date, 'YYYY-MM-DD') AS due_date,
                 ${PERSON} AS person, p.work_email AS holder_email, ${labelSql('g.polygraph_type', POLYGRAPH_TYPE)} || ' polygraph' AS detail
            FROM personnel_polygraph g JOIN personnel p ON p.id = g.personnel_id
           WHERE g.next_polygraph_date BETWEEN $1 AND $2 AND g.polygraph_status <> 'OUT_OF_SCOPE' AND ${ACTIVE_PERSON}`,
  },
  {
    // one item per active training document and cleared person (an active clearance): each takes the training
    kind: 'ANNUAL_TRAINING',
    label: ANNUAL_TRAINING_MESSAGES.reminderLabel,
    leadSetting: 'ANNUAL_TRAINING_REMINDER_DAYS',
    notifyHolder: true,
    ownLeads: { longest: ANNUAL_TRAINING_REMINDER_MAX },
    sql: `SELECT md5(d.id::text || ':' || p.id::text)::uuid AS subject_id, p.id AS personnel_id, NULL::uuid AS facility_id,
                 to_char(d.next_deadline_date, 'YYYY-MM-DD') AS due_date, ${PERSON} AS person, p.work_email AS holder_email,
                 d.document_name AS detail, d.reminders AS leads
            FROM annual_training_document d
            JOIN personnel p ON ${ACTIVE_PERSON}
             AND EXISTS (SELECT 1 FROM personnel_clearance c WHERE c.personnel_id = p.id AND c.pcl_status = 'ACTIVE')
           WHERE d.is_active AND d.training_type = 'CLEARED' AND d.next_deadline_date BETWEEN $1 AND $2`,
  },
  {
    // one item per person on an approved permanent visit certification: each person's access to the other facility lapses
    kind: 'PERM_CERTIFICATION',
    label: VISIT_MESSAGES.permCertificationLabel,
    leadSetting: VISIT_PERM_CERTIFICATION_REMINDER_SETTING,
    notifyHolder: true,
    sql: `SELECT vp.id AS subject_id, vp.personnel_id, v.from_facility_id AS facility_id, to_char(v.end_date, 'YYYY-MM-DD') AS due_date,
                 ${PERSON} AS person, p.work_email AS holder_email,
                 'Permanent visit certification to ' || coalesce(tf.facility_name, v.to_facility_name, v.to_cage_code, 'another facility') AS detail
            FROM outgoing_visit v
            JOIN outgoing_visit_personnel vp ON vp.tenant_id = v.tenant_id AND vp.outgoing_visit_id = v.id
            JOIN personnel p ON p.id = vp.personnel_id
            LEFT JOIN facility tf ON tf.tenant_id = v.tenant_id AND tf.id = v.to_facility_id
           WHERE v.is_perm_certification AND v.visit_status = 'APPROVED' AND v.end_date BETWEEN $1 AND $2 AND ${ACTIVE_PERSON}`,
  },
  {
    // a submitted foreign travel not debriefed yet, due five business days after the return (its open action is
    // raised on submission under this source's key, so the reminder adds none)
    kind: 'FOREIGN_TRAVEL_DEBRIEF',
    label: ACTION_KIND.FOREIGN_TRAVEL_DEBRIEF,
    leadSetting: 'FOREIGN_TRAVEL_DEBRIEF_REMINDER_DAYS',
    notifyHolder: true,
    sql: `SELECT t.id AS subject_id, t.personnel_id, t.facility_id, to_char(t.debrief_due_date, 'YYYY-MM-DD') AS due_date,
                 ${PERSON} AS person, p.work_email AS holder_email,
                 'Debrief of the foreign travel to ' || coalesce(nullif(${travelCountriesSql('t')}, ''), 'abroad')
                   || ' (returned ' || to_char(t.return_date, 'YYYY-MM-DD') || ')' AS detail
            FROM incident t JOIN personnel p ON p.id = t.personnel_id
           WHERE ${awaitingDebriefSql('t')} AND t.debrief_due_date BETWEEN $1 AND $2 AND ${ACTIVE_PERSON}`,
  },
  incidentReportSource('INITIAL_REPORT', 'initial'),
  incidentReportSource('FINAL_REPORT', 'final'),
];

/**
 * An incident report due to the government and not filed (the deadline columns `<column>_report_due_at` /
 * `<column>_report_at` of the incident): the facility's security office is reminded, on the due day in UTC.
 * The open action the first reminder raises is the one the incident already raised (same source key,
 * `incidentDeadlineActionKey`), so it is not raised twice.
 */
function incidentReportSource(kind: 'INITIAL_REPORT' | 'FINAL_REPORT', column: 'initial' | 'final'): ReminderSource {
  const due = `(i.${column}_report_due_at AT TIME ZONE 'UTC')`;
  return {
    kind: `INCIDENT_${kind}`,
    label: INCIDENT_DEADLINE_KIND[kind],
    leadSetting: 'INCIDENT_REPORT_REMINDER_DAYS',
    notifyHolder: false,
    sql: `SELECT i.id AS subject_id, NULL::uuid AS personnel_id, i.facility_id, to_char(${due}, 'YYYY-MM-DD') AS due_date,
                 coalesce(i.title, ${labelSql('i.incident_type', INCIDENT_TYPE)}) AS person, NULL AS holder_email,
                 ${labelSql('i.incident_type', INCIDENT_TYPE)} || ' report due ' || to_char(${due}, 'HH24:MI') || ' UTC' AS detail
            FROM incident i
           WHERE i.${column}_report_due_at IS NOT NULL AND i.${column}_report_at IS NULL AND i.status <> 'CLOSED'
             AND ${due}::date BETWEEN $1 AND $2`,
  };
}

/**
 * The reminder thresholds an item has reached: every lead (days before the due date) not later than
 * the days left. One lead of 30 days and 12 days left → [30]; leads 1, 5 and 10 with 4 days left →
 * [5, 10] (each reminder day is recorded once, so a missed day is caught up without repeats).
 */
export function thresholdsReached(daysLeft: number, leads: readonly number[]): number[] {
  return [...new Set(leads)].filter((l) => l >= 0 && daysLeft <= l).sort((a, b) => a - b);
}

/** The lead setting's value as a list of whole days. */
export function leadsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .map((v) => Number(typeof v === 'object' && v !== null ? (v as { value: unknown }).value : v))
    .filter((n) => Number.isInteger(n) && n >= 0);
}
