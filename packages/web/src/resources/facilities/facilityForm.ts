import { inlineError, type FieldValidator } from '../../components/inputs/validators';
import { blankToNull } from '../../lib/values';

/** CAGE code: five letters or digits (the API's rule and message). */
export const CAGE_CODE_PATTERN = /^[A-Za-z0-9]{5}$/;
export const CAGE_CODE_MESSAGE = 'CAGE Code must be 5 letters or digits';

export const cageCodeField: FieldValidator = (value) => {
  if (value === null || value === undefined || value === '') return undefined;
  return typeof value === 'string' && CAGE_CODE_PATTERN.test(value.trim()) ? undefined : inlineError(CAGE_CODE_MESSAGE);
};

const FIELDS = ['facilityName', 'facilityCode', 'street1', 'street2', 'city', 'state', 'zipCode', 'countryId'] as const;

/** Body of POST /facilities and PUT /facilities/{id}: the DTO's fields only (the API refuses others). */
export function facilityBody(values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of FIELDS) body[f] = blankToNull(values[f]);
  if (typeof body.facilityCode === 'string') body.facilityCode = body.facilityCode.toUpperCase();
  body.enabled = values.enabled !== false;
  body.hostFacility = values.hostFacility === true;
  if (typeof values.version === 'number') body.version = values.version;
  return body;
}
