import type { VisitKind } from '@clearline/shared';
import type { ListFilterDefinition } from '../../core/http/list';
import { visitKindSources } from './visit-kinds';

/**
 * The dashboard's visit counts as SQL, so the tiles and the visit lists agree. `facility` is the placeholder
 * of a facility id (or null for every facility), `today` that of the tenant's today.
 */

/**
 * SQL: the visit of alias `v` (its start_date, end_date and visit_status columns) is under way in the week (Monday to
 * Sunday) of the day `day` (a date expression): submitted, approved or completed (not a draft, denied or cancelled), and
 * its days meet the week. The dashboard's "visits this week" counts with it, and the `underWayInWeekOf` filter of the
 * incoming, outgoing and FOCI visit lists, which the tile links to, shows the same visits.
 */
export const underWayInWeekSql = (v: string, day: string): string =>
  `(${v}.visit_status IN ('SUBMITTED', 'APPROVED', 'COMPLETED')
    AND ${v}.start_date <= date_trunc('week', ${day}::date)::date + 6 AND ${v}.end_date >= date_trunc('week', ${day}::date)::date)`;

/** The filter of the visit lists (alias `v`) the dashboard's tile links to: the visits under way in the week of a day. */
export const UNDER_WAY_IN_WEEK_OF: ListFilterDefinition = {
  type: 'date',
  single: true,
  condition: (p) => underWayInWeekSql('v', p),
  description: 'under way in the week (Monday to Sunday) of this day: submitted, approved or completed, and meeting the week',
};

/**
 * Visits under way this week by kind (incoming, outgoing and those of the registered kinds: FOCI), one row per kind:
 * an incoming or FOCI visit counts for the facility visited, an outgoing one for the facility its people leave from
 * (the facility filter of each list the tile links to).
 */
export const visitsThisWeekSql = (facility: string, today: string): string => {
  const rows = [
    { kind: 'INCOMING', from: `SELECT v.start_date, v.end_date, v.visit_status, v.to_facility_id FROM incoming_visit v` },
    { kind: 'OUTGOING', from: `SELECT v.start_date, v.end_date, v.visit_status, v.from_facility_id FROM outgoing_visit v` },
    ...visitKindSources().map((source) => ({ kind: source.kind, from: source.countedRows })),
  ] satisfies Array<{ kind: VisitKind; from: string }>;
  return rows
    .map(
      (r) => `SELECT '${r.kind}' AS kind, count(*)::int AS n FROM (${r.from}) x(start_date, end_date, visit_status, facility_id)
               WHERE ${underWayInWeekSql('x', today)} AND (${facility}::uuid IS NULL OR x.facility_id = ${facility}::uuid)`,
    )
    .join('\n UNION ALL ');
};

/** Approved permanent visit certifications ending between today and today + `days` (the reminder's lead). */
export const permCertificationsExpiringSql = (facility: string, today: string, days: string): string => `
  SELECT count(*)::int AS n FROM outgoing_visit v
   WHERE v.is_perm_certification AND v.visit_status = 'APPROVED'
     AND v.end_date BETWEEN ${today}::date AND ${today}::date + ${days}::int
     AND (${facility}::uuid IS NULL OR v.from_facility_id = ${facility}::uuid)`;
