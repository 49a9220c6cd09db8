import { BASIC_CLEARANCE_LEVEL_RANK, FACILITY_RECORD_MESSAGES, type BasicClearanceLevel } from '@clearline/shared';
import { inlineError, type FieldValidator } from '../../components/inputs/validators';
import { blankToNull } from '../../lib/values';

/** CAGE code: five letters or digits (the API's rule and message). */
export const CAGE_CODE_PATTERN = /^[A-Za-z0-9]{5}$/;
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

const FIELDS = [
  'facilityName',
  'facilityCode',
  'street1',
  'street2',
  'city',
  'state',
  'zipCode',
  'countryId',
  'phone',
  'csaId',
  'fclDate',
  'facilityType',
] as const;

/** Body of POST /facilities and PUT /facilities/{id}: the DTO's fields only (the API refuses others). */
export function facilityBody(values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of FIELDS) body[f] = blankToNull(values[f]);
  if (typeof body.facilityCode === 'string') body.facilityCode = body.facilityCode.toUpperCase();
  body.clearanceLevel = values.clearanceLevel || 'NONE';
  body.safeguardingLevel = values.safeguardingLevel || 'NONE';
  // the state of an existing facility changes through its Enable / Disable / Deactivate actions only
  if (values.id === undefined) body.enabled = values.enabled !== false;
  body.hostFacility = values.hostFacility === true;
  if (Array.isArray(values.kmps)) {
    body.kmps = (values.kmps as Array<Record<string, unknown> | null>)
      .filter((k): k is Record<string, unknown> => !!k && !!k.personnelId)
      .map((k) => ({ personnelId: k.personnelId, kmpRole: k.kmpRole || null }));
  }
  if (typeof values.version === 'number') body.version = values.version;
  return body;
}
