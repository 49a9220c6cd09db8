import { Injectable } from '@nestjs/common';
import { ACTION_KIND, INCIDENT_DEADLINE_KIND, INCIDENT_TYPE } from '@clearline/shared';
import { labelSql } from '../../core/reporting/report-definition';
import { ProvidesReminders, type ReminderSource } from '../../core/reporting/reminder-source';
import { activePersonSql } from '../personnel';
import { awaitingDebriefSql, travelCountriesSql } from './travel';

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

/** The incidents' dates the daily reminders watch: foreign travel debriefs and the reports due to the government. */
export const incidentReminders: readonly ReminderSource[] = [
  {
    // a submitted foreign travel not debriefed yet, due five business days after the return (its open action is
    // raised on submission under this source's key, so the reminder adds none)
    kind: 'FOREIGN_TRAVEL_DEBRIEF',
    label: ACTION_KIND.FOREIGN_TRAVEL_DEBRIEF,
    leadSetting: 'FOREIGN_TRAVEL_DEBRIEF_REMINDER_DAYS',
    notifyHolder: true,
    sql: `SELECT t.id AS subject_id, t.personnel_id, t.facility_id, to_char(t.debrief_due_date, 'YYYY-MM-DD') AS due_date,
                 p.last_name || ', ' || p.first_name AS person, p.work_email AS holder_email,
                 'Debrief of the foreign travel to ' || coalesce(nullif(${travelCountriesSql('t')}, ''), 'abroad')
                   || ' (returned ' || to_char(t.return_date, 'YYYY-MM-DD') || ')' AS detail
            FROM incident t JOIN personnel p ON p.id = t.personnel_id
           WHERE ${awaitingDebriefSql('t')} AND t.debrief_due_date BETWEEN $1 AND $2 AND ${activePersonSql('p')}`,
  },
  incidentReportSource('INITIAL_REPORT', 'initial'),
  incidentReportSource('FINAL_REPORT', 'final'),
];

/** Offers the reminders of the incidents domain to the daily run (registered in the module). */
@Injectable()
@ProvidesReminders(incidentReminders)
export class IncidentReminders {}
