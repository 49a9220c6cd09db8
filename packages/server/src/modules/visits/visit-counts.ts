import { visitKindSources } from './visit-kinds';

/**
 * The dashboard's visit counts as SQL, so the tiles and the visit lists agree. `facility` is the placeholder
 * of a facility id (or null for every facility), `today` that of the tenant's today.
 */

/**
 * Visits of every kind (incoming, outgoing and those of the registered kinds: FOCI) under way this week (Monday to
 * Sunday), not cancelled, denied or drafts.
 */
export const visitsThisWeekSql = (facility: string, today: string): string => `
  SELECT count(*)::int AS n FROM (
    SELECT v.start_date, v.end_date, v.visit_status, v.to_facility_id AS facility_id FROM incoming_visit v
    UNION ALL SELECT v.start_date, v.end_date, v.visit_status, v.from_facility_id FROM outgoing_visit v
    ${visitKindSources()
      .map((source) => `UNION ALL ${source.countedRows}`)
      .join('\n    ')}
  ) x
  WHERE x.visit_status IN ('SUBMITTED', 'APPROVED', 'COMPLETED')
    AND x.start_date <= date_trunc('week', ${today}::date)::date + 6 AND x.end_date >= date_trunc('week', ${today}::date)::date
    AND (${facility}::uuid IS NULL OR x.facility_id = ${facility}::uuid)`;

/** Approved permanent visit certifications ending between today and today + `days` (the reminder's lead). */
export const permCertificationsExpiringSql = (facility: string, today: string, days: string): string => `
  SELECT count(*)::int AS n FROM outgoing_visit v
   WHERE v.is_perm_certification AND v.visit_status = 'APPROVED'
     AND v.end_date BETWEEN ${today}::date AND ${today}::date + ${days}::int
     AND (${facility}::uuid IS NULL OR v.from_facility_id = ${facility}::uuid)`;
