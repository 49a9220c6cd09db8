import { VISIT_BODY_FIELDS } from '@clearline/shared';
import type { Schema } from '../../api/client';
import { pickFields, versionOf } from '../../lib/values';

// The body fields come from @clearline/shared (the API's request class is checked against the same lists),
// checked here against the request type.
const FOCI_FIELDS = VISIT_BODY_FIELDS.foci satisfies ReadonlyArray<keyof Schema<'FociVisitDto'>>;

/** Body of POST /visits/foci and PUT /visits/foci/{id}: the DTO's fields only (the API refuses others). */
export function fociVisitBody(values: Record<string, unknown>): Schema<'FociVisitDto'> {
  const body: Record<string, unknown> = pickFields(values, FOCI_FIELDS);
  for (const f of VISIT_BODY_FIELDS.fociRequestFlags) body[f] = values[f] === true;
  if (typeof values.visitStatus === 'string') body.visitStatus = values.visitStatus;
  return { ...body, ...versionOf(values) } as Schema<'FociVisitDto'>;
}

/** "12 Mar 2026 – 14 Mar 2026": the days of a visit as toasts name it. */
export const visitDays = (v: { startDate: string; endDate: string }, format: (d: string) => string): string =>
  v.startDate === v.endDate ? format(v.startDate) : `${format(v.startDate)} – ${format(v.endDate)}`;
