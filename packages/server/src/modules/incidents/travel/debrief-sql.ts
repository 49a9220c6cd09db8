import { DEBRIEF_FILED_STATUSES, FOREIGN_TRAVEL_DEBRIEF_DUE_STATUSES } from '@clearline/shared';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** A filed debrief of the travel `t` exists (the travel is debriefed). */
export const debriefFiledSql = (t: string) =>
  `EXISTS (SELECT 1 FROM incident dbf WHERE dbf.tenant_id = ${t}.tenant_id AND dbf.incident_type = 'FOREIGN_TRAVEL_DEBRIEF'
            AND dbf.travel_incident_id = ${t}.id AND dbf.status IN (${list(DEBRIEF_FILED_STATUSES)}))`;

/**
 * The travel `t` (an incident row) waits for its debrief: submitted and not closed, with a debrief due date,
 * and no filed debrief. The reminder, the open action, the dashboard, the lists and the reports use this rule.
 */
export const awaitingDebriefSql = (t: string) =>
  `(${t}.incident_type = 'FOREIGN_TRAVEL' AND ${t}.status IN (${list(FOREIGN_TRAVEL_DEBRIEF_DUE_STATUSES)})
    AND ${t}.debrief_due_date IS NOT NULL AND NOT ${debriefFiledSql(t)})`;

/** The debrief of `t` is due: it waits for it and the traveller is back (the return date has passed `today`). */
export const debriefDueSql = (t: string, today: string) => `(${awaitingDebriefSql(t)} AND ${t}.return_date < ${today})`;

/** The debrief of `t` is overdue: it waits for it and its due date has passed `today`. */
export const debriefOverdueSql = (t: string, today: string) => `(${awaitingDebriefSql(t)} AND ${t}.debrief_due_date < ${today})`;

/**
 * The FSO dashboard's debrief counts (`due`, `overdue`): travels of the facility `facility` (the travel names it,
 * or the traveller belongs to it; null: every facility). `today` and `facility` are placeholders of the caller's query.
 */
export const debriefsDueSql = (today: string, facility: string) =>
  `SELECT count(*) FILTER (WHERE ${debriefDueSql('i', `${today}::date`)})::int AS due,
          count(*) FILTER (WHERE ${debriefOverdueSql('i', `${today}::date`)})::int AS overdue
     FROM incident i
    WHERE i.incident_type = 'FOREIGN_TRAVEL' AND i.debrief_due_date IS NOT NULL
      AND (${facility}::uuid IS NULL OR i.facility_id = ${facility}::uuid OR EXISTS (SELECT 1 FROM personnel_facility pf
            WHERE pf.tenant_id = i.tenant_id AND pf.personnel_id = i.personnel_id AND pf.facility_id = ${facility}::uuid))`;

/** The travel's countries in itinerary order, joined with ", " ('' without destinations). */
export const travelCountriesSql = (t: string) =>
  `coalesce((SELECT string_agg(c.name, ', ' ORDER BY d.sequence, d.id) FROM foreign_travel_destination d JOIN country c ON c.id = d.country_id
              WHERE d.tenant_id = ${t}.tenant_id AND d.incident_id = ${t}.id), '')`;
