import { Injectable } from '@nestjs/common';
import { BADGE_TYPE, INVESTIGATION_TIER, POLYGRAPH_TYPE } from '@clearline/shared';
import { labelSql } from '../../core/reporting/report-definition';
import { ProvidesReminders, type ReminderSource } from '../../core/reporting/reminder-source';
import { activePersonSql } from './due-dates';
import { REINVESTIGATION_YEARS_ORDER, reinvestigationDueSql } from './reinvestigation-due';

const PERSON = `p.last_name || ', ' || p.first_name`;
const ACTIVE_PERSON = activePersonSql('p');

/** The dates of people's records the daily reminders watch: reinvestigations, badges, passports and polygraphs. */
export const personnelReminders: readonly ReminderSource[] = [
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
];

/** Offers the reminders of the personnel domain to the daily run (registered in the module). */
@Injectable()
@ProvidesReminders(personnelReminders)
export class PersonnelReminders {}
