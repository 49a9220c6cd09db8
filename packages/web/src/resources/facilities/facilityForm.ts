import {
  BASIC_CLEARANCE_LEVEL_RANK,
  CAGE_CODE_PATTERN,
  FACILITY_BODY_FIELDS,
  FACILITY_RECORD_MESSAGES,
  type BasicClearanceLevel,
} from '@clearline/shared';
import { inlineError, type FieldValidator } from '../../components/inputs/validators';
import { pickFields, versionOf } from '../../lib/values';
import type { Schema } from '../../api/client';

/** The API's message for a CAGE code that is not five letters or digits. */
export const CAGE_CODE_MESSAGE = 'CAGE Code must be 5 letters or digits';

export const cageCodeField: FieldValidator = (value) => {
  if (value === null || value === undefined || value === '') return undefined;
  return typeof value === 'string' && CAGE_CODE_PATTERN.test(value.trim()) ? undefined : inlineError(CAGE_CODE_MESSAGE);
};

const rank = (v: unknown): number => BASIC_CLEARANCE_LEVEL_RANK[(v as BasicClearanceLevel) || 'NONE'] ?? 0;

/** The safeguarding level may not exceed the facility clearance level (the API's rule and message). */
export const safeguardingField: FieldValidator = (value, all) =>
  rank(value) > rank(all.clearanceLevel) ? inlineError(FACILITY_RECORD_MESSAGES.safeguardingAboveFcl) : undefined;

/** An FCL date needs a level above None (the API's rule and message). */
export const fclDateField: FieldValidator = (value, all) =>
  value && rank(all.clearanceLevel) === 0 ? inlineError(FACILITY_RECORD_MESSAGES.fclDateWithoutLevel) : undefined;

// The body fields come from @clearline/shared (the API's request class is checked against the same lists),
// checked here against the request type.
const FIELDS = FACILITY_BODY_FIELDS.facility satisfies ReadonlyArray<keyof Schema<'FacilityDto'>>;

/** Body of POST /facilities and PUT /facilities/{id}: the DTO's fields only (the API refuses others). */
export function facilityBody(values: Record<string, unknown>): Schema<'FacilityDto'> {
  const body: Record<string, unknown> = pickFields(values, FIELDS);
  if (typeof body.facilityCode === 'string') body.facilityCode = body.facilityCode.toUpperCase();
  for (const f of FACILITY_BODY_FIELDS.levels) body[f] = values[f] || 'NONE';
  // the state of an existing facility changes through its Enable / Disable / Deactivate actions only
  if (values.id === undefined) body.enabled = values.enabled !== false;
  body.hostFacility = values.hostFacility === true;
  if (Array.isArray(values.kmps)) {
    body.kmps = (values.kmps as Array<Record<string, unknown> | null>)
      .filter((k): k is Record<string, unknown> => !!k && !!k.personnelId)
      .map((k) => ({ personnelId: k.personnelId, kmpRole: k.kmpRole || null }));
  }
  return { ...body, ...versionOf(values) } as Schema<'FacilityDto'>;
}
