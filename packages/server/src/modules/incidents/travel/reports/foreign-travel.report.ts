import { FOREIGN_TRAVEL_TYPE, INCIDENT_STATUS, TRAVEL_ADVISORY_LEVEL } from '@clearline/shared';
import { Conditions, dateRangeParameters, defineReport, FACILITY_PARAMETER, labelSql } from '../../../../core/reporting/report-definition';
import { awaitingDebriefSql, debriefFiledSql, travelCountriesSql } from '../debrief-sql';

const DAY = (c: string) => `to_char(${c}, 'YYYY-MM-DD')`;
const LEVELS: Readonly<Record<string, string>> = TRAVEL_ADVISORY_LEVEL;

/**
 * Foreign travels overlapping a date range, one row per destination (drafts left out): who went where and
 * when, the highest advisory level in effect during the stay, and the debrief.
 */
export const foreignTravelReport = defineReport({
  type: 'FOREIGN_TRAVELS',
  parameters: [...dateRangeParameters(true), FACILITY_PARAMETER],
  columns: [
    { header: 'Last Name', width: 16 },
    { header: 'First Name', width: 14 },
    { header: 'Facility', width: 22 },
    { header: 'Travel Status', width: 14 },
    { header: 'Travel Type', width: 10 },
    { header: 'Departure Date', kind: 'date' },
    { header: 'Return Date', kind: 'date' },
    { header: 'Country', width: 20 },
    { header: 'Cities', width: 24 },
    { header: 'Arrival Date', kind: 'date' },
    { header: 'Departure from Country', kind: 'date' },
    { header: 'Travel Advisory', width: 30 },
    { header: 'Debrief Due Date', kind: 'date' },
    { header: 'Debriefed', kind: 'boolean' },
  ],
  query(p) {
    const w = new Conditions().raw(`i.incident_type = 'FOREIGN_TRAVEL'`).raw(`i.status <> 'DRAFT'`);
    w.add('i.return_date >= $?::date', p.startDate).add('i.departure_date <= $?::date', p.endDate);
    w.add('i.facility_id = $?::uuid', p.facilityId);
    return {
      text: `SELECT p.last_name, p.first_name, f.facility_name, ${labelSql('i.status', INCIDENT_STATUS)},
                    ${labelSql(`i.details->>'travelType'`, FOREIGN_TRAVEL_TYPE)}, ${DAY('i.departure_date')}, ${DAY('i.return_date')},
                    c.name, d.cities, ${DAY('d.arrival_date')}, ${DAY('d.departure_date')},
                    (SELECT ${labelSql('a.advisory_level::text', LEVELS)} FROM travel_advisory a
                      WHERE a.tenant_id = d.tenant_id AND a.country_id = d.country_id AND a.effective_from <= d.departure_date
                        AND (a.effective_to IS NULL OR a.effective_to >= d.arrival_date)
                      ORDER BY a.advisory_level DESC LIMIT 1),
                    ${DAY('i.debrief_due_date')}, ${debriefFiledSql('i')}
               FROM incident i
               JOIN foreign_travel_destination d ON d.tenant_id = i.tenant_id AND d.incident_id = i.id
               JOIN country c ON c.id = d.country_id
               LEFT JOIN personnel p ON p.tenant_id = i.tenant_id AND p.id = i.personnel_id
               LEFT JOIN facility f ON f.tenant_id = i.tenant_id AND f.id = i.facility_id
              ${w.where()}
              ORDER BY i.departure_date, p.last_name, p.first_name, i.id, d.sequence, d.id`,
      values: w.values,
    };
  },
});

/** Submitted travels whose debrief due date has passed without a filed debrief, most overdue first. */
export const overdueDebriefsReport = defineReport({
  type: 'OVERDUE_DEBRIEFS',
  parameters: [FACILITY_PARAMETER],
  columns: [
    { header: 'Debrief Due Date', kind: 'date' },
    { header: 'Days Overdue', kind: 'number' },
    { header: 'Last Name', width: 16 },
    { header: 'First Name', width: 14 },
    { header: 'Facility', width: 22 },
    { header: 'Countries', width: 30 },
    { header: 'Departure Date', kind: 'date' },
    { header: 'Return Date', kind: 'date' },
    { header: 'Travel Status', width: 14 },
    { header: 'Work Email', width: 26 },
  ],
  query(p, ctx) {
    const w = new Conditions().raw(awaitingDebriefSql('i'));
    const today = w.param(ctx.today);
    w.raw(`i.debrief_due_date < ${today}::date`);
    w.add('i.facility_id = $?::uuid', p.facilityId);
    return {
      text: `SELECT ${DAY('i.debrief_due_date')}, ${today}::date - i.debrief_due_date, p.last_name, p.first_name, f.facility_name,
                    ${travelCountriesSql('i')}, ${DAY('i.departure_date')}, ${DAY('i.return_date')}, ${labelSql('i.status', INCIDENT_STATUS)},
                    p.work_email
               FROM incident i
               LEFT JOIN personnel p ON p.tenant_id = i.tenant_id AND p.id = i.personnel_id
               LEFT JOIN facility f ON f.tenant_id = i.tenant_id AND f.id = i.facility_id
              ${w.where()}
              ORDER BY i.debrief_due_date, p.last_name, p.first_name, i.id`,
      values: w.values,
    };
  },
});
