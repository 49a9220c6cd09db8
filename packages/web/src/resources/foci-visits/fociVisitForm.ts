import { blankToNull } from '../../lib/values';

const FOCI_FIELDS = [
  'startDate',
  'endDate',
  'visitLocation',
  'visitPurpose',
  'description',
  'visitFacilityId',
  'requestedById',
  'requestDate',
  'approver',
] as const;

/** Body of POST /visits/foci and PUT /visits/foci/{id}: the DTO's fields only (the API refuses others). */
export function fociVisitBody(values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of FOCI_FIELDS) body[f] = blankToNull(values[f]);
  body.commercial = values.commercial === true;
  if (typeof values.visitStatus === 'string') body.visitStatus = values.visitStatus;
  if (typeof values.version === 'number') body.version = values.version;
  return body;
}

/** "12 Mar 2026 – 14 Mar 2026": the days of a visit as toasts name it. */
export const visitDays = (v: { startDate: string; endDate: string }, format: (d: string) => string): string =>
  v.startDate === v.endDate ? format(v.startDate) : `${format(v.startDate)} – ${format(v.endDate)}`;
