import { PERSON_RECORD_FIELDS } from '@clearline/shared';
import type { Schema } from '../../../api/client';
import { blankToNull } from '../../../lib/values';

type Values = Record<string, unknown>;

/**
 * The request body of a per-person record: exactly the DTO's fields, blanks as null (also inside
 * lists, where the API then names the missing entry), switches as booleans, plus the version read.
 */
export function recordBody(values: Values, fields: readonly string[], flags: readonly string[] = []): Values {
  const out: Values = {};
  for (const f of fields) {
    const v = values[f];
    out[f] = Array.isArray(v) ? v.map((x) => blankToNull(x)) : blankToNull(v);
  }
  for (const f of flags) out[f] = values[f] === true;
  if (typeof values.version === 'number') out.version = values.version;
  return out;
}

// The record fields come from @clearline/shared (the API writes the same lists), checked here against the request types.
export const CLEARANCE_FIELDS = PERSON_RECORD_FIELDS.clearance satisfies ReadonlyArray<keyof Schema<'ClearanceDto'>>;
export const INVESTIGATION_FIELDS = [...PERSON_RECORD_FIELDS.investigation, 'sfRejectionDates'] as const satisfies ReadonlyArray<
  keyof Schema<'InvestigationDto'>
>;
export const INVESTIGATION_FLAGS = PERSON_RECORD_FIELDS.investigationFlags satisfies ReadonlyArray<keyof Schema<'InvestigationDto'>>;
export const SPECIAL_ACCESS_FIELDS = PERSON_RECORD_FIELDS.specialAccess satisfies ReadonlyArray<keyof Schema<'SpecialAccessDto'>>;
export const SPECIAL_ACCESS_FLAGS = PERSON_RECORD_FIELDS.specialAccessFlags satisfies ReadonlyArray<keyof Schema<'SpecialAccessDto'>>;
export const POLYGRAPH_FIELDS = PERSON_RECORD_FIELDS.polygraph satisfies ReadonlyArray<keyof Schema<'PolygraphDto'>>;
export const BADGE_FIELDS = PERSON_RECORD_FIELDS.badge satisfies ReadonlyArray<keyof Schema<'BadgeDto'>>;

/** Investigation body; SF-86 rejection dates always travel as a list (hidden, not dropped, once complete). */
export function investigationBody(values: Values): Schema<'InvestigationDto'> {
  const body = recordBody(values, INVESTIGATION_FIELDS, INVESTIGATION_FLAGS);
  if (!Array.isArray(body.sfRejectionDates)) body.sfRejectionDates = [];
  return body as Schema<'InvestigationDto'>;
}
