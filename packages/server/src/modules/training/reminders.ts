import { Injectable } from '@nestjs/common';
import { ANNUAL_TRAINING_MESSAGES, ANNUAL_TRAINING_REMINDER_MAX } from '@clearline/shared';
import { ProvidesReminders, type ReminderSource } from '../../core/reporting/reminder-source';
import { activePersonSql } from '../personnel';

/**
 * The annual training the daily reminders watch: one item per active training document and cleared person (an
 * active clearance), each with the document's own reminder days; each person takes the training.
 */
export const trainingReminders: readonly ReminderSource[] = [
  {
    kind: 'ANNUAL_TRAINING',
    label: ANNUAL_TRAINING_MESSAGES.reminderLabel,
    leadSetting: 'ANNUAL_TRAINING_REMINDER_DAYS',
    notifyHolder: true,
    ownLeads: { longest: ANNUAL_TRAINING_REMINDER_MAX },
    sql: `SELECT md5(d.id::text || ':' || p.id::text)::uuid AS subject_id, p.id AS personnel_id, NULL::uuid AS facility_id,
                 to_char(d.next_deadline_date, 'YYYY-MM-DD') AS due_date, p.last_name || ', ' || p.first_name AS person,
                 p.work_email AS holder_email, d.document_name AS detail, d.reminders AS leads
            FROM annual_training_document d
            JOIN personnel p ON ${activePersonSql('p')}
             AND EXISTS (SELECT 1 FROM personnel_clearance c WHERE c.personnel_id = p.id AND c.pcl_status = 'ACTIVE')
           WHERE d.is_active AND d.training_type = 'CLEARED' AND d.next_deadline_date BETWEEN $1 AND $2`,
  },
];

/** Offers the reminders of the training domain to the daily run (registered in the module). */
@Injectable()
@ProvidesReminders(trainingReminders)
export class TrainingReminders {}
