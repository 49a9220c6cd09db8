import { AUDIT_EVENT_TYPES } from '../../../core/audit/audit.service';
import { Conditions, dateRangeParameters, defineReport } from '../../../core/reporting/report-definition';

/** Audit events of the tenant in a date range (days in the tenant's time zone). */
export const auditActivityReport = defineReport({
  type: 'AUDIT_ACTIVITY',
  parameters: [
    ...dateRangeParameters(),
    { name: 'eventType', label: 'Event Type', kind: 'select', options: AUDIT_EVENT_TYPES.map((e) => ({ value: e, label: e })) },
    { name: 'username', label: 'Username', kind: 'text', maxLength: 128 },
    { name: 'objectTable', label: 'Object Table', kind: 'text', maxLength: 128 },
  ],
  columns: [
    { header: 'Time', kind: 'datetime' },
    { header: 'Event', width: 14 },
    { header: 'Username', width: 18 },
    { header: 'Impersonator', width: 14 },
    { header: 'Object Table', width: 16 },
    { header: 'Object Id', width: 36 },
    { header: 'Action', width: 14 },
    { header: 'IP Address', width: 14 },
    { header: 'Request Id', width: 36 },
  ],
  query(p, ctx) {
    const w = new Conditions();
    const tz = w.param(ctx.timeZone);
    // the end date is inclusive: events before the next day's midnight in the tenant's zone
    w.add(`a.event_time >= ($?::date)::timestamp AT TIME ZONE ${tz}`, p.startDate)
      .add(`a.event_time < ($?::date + 1)::timestamp AT TIME ZONE ${tz}`, p.endDate)
      .add('a.event_type = $?', p.eventType)
      .add('lower(a.username) = lower($?)', p.username)
      .add('a.object_table = $?', p.objectTable);
    return {
      text: `SELECT to_char(a.event_time AT TIME ZONE ${tz}, 'YYYY-MM-DD HH24:MI:SS'), a.event_type, a.username, a.impersonator,
                    a.object_table, a.object_id, a.action, a.ip, a.request_id
               FROM audit_log a
               ${w.where()}
              ORDER BY a.event_time DESC, a.id DESC`,
      values: w.values,
    };
  },
});
