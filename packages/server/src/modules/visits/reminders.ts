import { Injectable } from '@nestjs/common';
import { VISIT_MESSAGES, VISIT_PERM_CERTIFICATION_REMINDER_SETTING } from '@clearline/shared';
import { ProvidesReminders, type ReminderSource } from '../../core/reporting/reminder-source';
import { activePersonSql } from '../personnel';

/**
 * The visits' dates the daily reminders watch: one item per person on an approved permanent visit certification,
 * whose access to the other facility lapses on the visit's last day.
 */
export const visitReminders: readonly ReminderSource[] = [
  {
    kind: 'PERM_CERTIFICATION',
    label: VISIT_MESSAGES.permCertificationLabel,
    leadSetting: VISIT_PERM_CERTIFICATION_REMINDER_SETTING,
    notifyHolder: true,
    sql: `SELECT vp.id AS subject_id, vp.personnel_id, v.from_facility_id AS facility_id, to_char(v.end_date, 'YYYY-MM-DD') AS due_date,
                 p.last_name || ', ' || p.first_name AS person, p.work_email AS holder_email,
                 'Permanent visit certification to ' || coalesce(tf.facility_name, v.to_facility_name, v.to_cage_code, 'another facility') AS detail
            FROM outgoing_visit v
            JOIN outgoing_visit_personnel vp ON vp.tenant_id = v.tenant_id AND vp.outgoing_visit_id = v.id
            JOIN personnel p ON p.id = vp.personnel_id
            LEFT JOIN facility tf ON tf.tenant_id = v.tenant_id AND tf.id = v.to_facility_id
           WHERE v.is_perm_certification AND v.visit_status = 'APPROVED' AND v.end_date BETWEEN $1 AND $2 AND ${activePersonSql('p')}`,
  },
];

/** Offers the reminders of the visits domain to the daily run (registered in the module). */
@Injectable()
@ProvidesReminders(visitReminders)
export class VisitReminders {}
