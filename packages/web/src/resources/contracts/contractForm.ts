import { blankToNull } from '../../lib/values';

/** CAGE code: five letters or digits (the API's rule and message). */
export const CAGE_PATTERN = /^[A-Za-z0-9]{5}$/;

const CONTRACT_FIELDS = [
  'contractNumber',
  'contractName',
  'contractType',
  'primeContractNumber',
  'customerAgency',
  'contractingOfficerName',
  'contractingOfficerEmail',
  'contractingOfficerPhone',
  'popStartDate',
  'popEndDate',
  'facilityId',
  'highestClassification',
  'requiredClearanceLevel',
  'programManagerId',
  'description',
] as const;

/** Body of POST /contracts and PUT /contracts/{id}: the DTO's fields only (the API refuses others). */
export function contractBody(values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of CONTRACT_FIELDS) body[f] = blankToNull(values[f]);
  if (typeof values.version === 'number') body.version = values.version;
  return body;
}

const SUBCONTRACTOR_FIELDS = [
  'subcontractorName',
  'cageCode',
  'street1',
  'street2',
  'city',
  'state',
  'zipCode',
  'countryId',
  'cognizantSecurityOfficeId',
  'facilityClearanceLevel',
  'safeguardingLevel',
  'pocName',
  'pocEmail',
  'pocPhone',
  'subcontractNumber',
  'popStartDate',
  'popEndDate',
  'dd254IssuedDate',
  'status',
] as const;

/** Body of POST /contracts/{id}/subcontractor/add and PUT /contracts/{id}/subcontractor/{sid}. */
export function subcontractorBody(values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of SUBCONTRACTOR_FIELDS) body[f] = blankToNull(values[f]);
  if (typeof body.cageCode === 'string') body.cageCode = body.cageCode.toUpperCase();
  body.dd254Issued = values.dd254Issued === true;
  if (!body.dd254Issued) body.dd254IssuedDate = null;
  if (typeof values.version === 'number') body.version = values.version;
  return body;
}

/** Special accesses typed as "SCI, SAP Alpha" → ['SCI', 'SAP Alpha']. */
export const accessList = (text: unknown): string[] =>
  typeof text === 'string'
    ? text
        .split(/[,:;]/)
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** A colon-separated special-access string shown as a list. */
export const accessText = (stored: string | null | undefined): string => (stored ?? '').split(':').filter(Boolean).join(', ');
