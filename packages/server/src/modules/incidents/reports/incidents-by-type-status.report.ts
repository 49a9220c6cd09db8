import { INCIDENT_STATUS, INCIDENT_TYPE } from '@clearline/shared';
import {
  Conditions,
  dateRangeParameters,
  defineReport,
  FACILITY_PARAMETER,
  labelSql,
  optionsOf,
} from '../../../core/reporting/report-definition';

const FILED_TYPES = Object.fromEntries(Object.entries(INCIDENT_TYPE).filter(([t]) => t !== 'ENCRYPTED_MESSAGE'));

/**
 * Incidents reported in a date range (reported date, inclusive), grouped by type and status, with the
 * reporting deadlines and whether they were met. Encrypted messages are private and never listed.
 */
export const incidentsByTypeStatusReport = defineReport({
  type: 'INCIDENTS_BY_TYPE_STATUS',
  parameters: [
    ...dateRangeParameters(),
    { name: 'incidentType', label: 'Incident Type', kind: 'select', multiple: true, options: optionsOf(FILED_TYPES) },
    { name: 'status', label: 'Status', kind: 'select', multiple: true, options: optionsOf(INCIDENT_STATUS) },
    FACILITY_PARAMETER,
  ],
  // sized to fit a landscape PDF page: dates and times whole, names and titles cut only when long
  columns: [
    { header: 'Incident Type', width: 20 },
    { header: 'Status', width: 14 },
    { header: 'Reported', kind: 'date' },
    { header: 'Title', width: 24 },
    { header: 'Person', width: 18 },
    { header: 'Facility', width: 16 },
    { header: 'Initial Report Due', kind: 'datetime' },
    { header: 'Initial Report Filed', kind: 'datetime' },
    { header: 'Final Report Due', kind: 'datetime' },
    { header: 'Final Report Filed', kind: 'datetime' },
    { header: 'Government Reference', width: 14 },
  ],
  query(p, ctx) {
    const w = new Conditions().raw(`i.incident_type <> 'ENCRYPTED_MESSAGE'`);
    const tz = w.param(ctx.timeZone);
    const at = (col: string) => `to_char(${col} AT TIME ZONE ${tz}, 'YYYY-MM-DD HH24:MI')`;
    w.add('i.reported_date >= $?::date', p.startDate)
      .add('i.reported_date <= $?::date', p.endDate)
      .add('i.incident_type = ANY($?::text[])', p.incidentType)
      .add('i.status = ANY($?::text[])', p.status)
      .add('i.facility_id = $?::uuid', p.facilityId);
    return {
      text: `SELECT ${labelSql('i.incident_type', INCIDENT_TYPE)}, ${labelSql('i.status', INCIDENT_STATUS)},
                    to_char(i.reported_date, 'YYYY-MM-DD'), i.title,
                    CASE WHEN p.id IS NULL THEN NULL ELSE p.last_name || ', ' || p.first_name END, f.facility_name,
                    ${at('i.initial_report_due_at')}, ${at('i.initial_report_at')}, ${at('i.final_report_due_at')}, ${at('i.final_report_at')},
                    i.government_reference
               FROM incident i
               LEFT JOIN personnel p ON p.id = i.personnel_id
               LEFT JOIN facility f ON f.id = i.facility_id
               ${w.where()}
              ORDER BY i.incident_type, i.status, i.reported_date DESC, i.id`,
      values: w.values,
    };
  },
});
