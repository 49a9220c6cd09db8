import type { VisitKind } from '@clearline/shared';

/**
 * The visit kinds another module owns (FOCI visits): the owner registers, as it loads, the SQL that reads its
 * visits, and the visit counts and the caller's own visits read those tables only through it.
 */
export interface VisitKindSource {
  /** the kind (VISIT_KIND) the dashboard counts its visits as */
  kind: VisitKind;
  /** `start_date, end_date, visit_status, facility_id` of every visit of the kind (the facility it is counted for) */
  countedRows: string;
  /**
   * The summary rows of the visits a person ($1) requested or takes part in, with the columns of the incoming and
   * outgoing ones (id, kind, status, start and end day, counterpart, facility name, purpose, clearance level,
   * self-reported, permanent certification, roles, request day); `day` formats a date column as YYYY-MM-DD.
   */
  personRows: (day: (column: string) => string) => string;
}

const sources: VisitKindSource[] = [];

export function registerVisitKind(source: VisitKindSource): void {
  sources.push(source);
}

/** The visit kinds other modules registered. */
export const visitKindSources = (): readonly VisitKindSource[] => sources;
