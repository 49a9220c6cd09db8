import { ANNUAL_TRAINING_MESSAGES, ANNUAL_TRAINING_REMINDER_MAX, BADGE_TYPE, INVESTIGATION_TIER, POLYGRAPH_TYPE } from '@clearline/shared';
import { labelSql } from '../../core/reporting/report-definition';
import { REINVESTIGATION_YEARS_ORDER, reinvestigationDueSql } from '../personnel';

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
const ACTIVE_PERSON = `p.enabled AND p.status <> 'INACTIVE'`;

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
];

/** Days between two YYYY-MM-DD dates (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
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
