import { CONTRACT_BODY_FIELDS } from '@clearline/shared';
import type { Schema } from '../../api/client';
import { pickFields, versionOf } from '../../lib/values';

// The body fields come from @clearline/shared (the API's request classes are checked against the same lists),
// checked here against the request types.
const CONTRACT_FIELDS = CONTRACT_BODY_FIELDS.contract satisfies ReadonlyArray<keyof Schema<'ContractDto'>>;
const SUBCONTRACTOR_FIELDS = CONTRACT_BODY_FIELDS.subcontractor satisfies ReadonlyArray<keyof Schema<'SubcontractorDto'>>;

/** Body of POST /contracts and PUT /contracts/{id}: the DTO's fields only (the API refuses others). */
export function contractBody(values: Record<string, unknown>): Schema<'ContractDto'> {
  return { ...pickFields(values, CONTRACT_FIELDS), ...versionOf(values) } as Schema<'ContractDto'>;
}

/** Body of POST /contracts/{id}/subcontractor/add and PUT /contracts/{id}/subcontractor/{sid}. */
export function subcontractorBody(values: Record<string, unknown>): Schema<'SubcontractorDto'> {
  const body = pickFields(values, SUBCONTRACTOR_FIELDS);
  if (typeof body.cageCode === 'string') body.cageCode = body.cageCode.toUpperCase();
  const dd254Issued = values.dd254Issued === true;
  if (!dd254Issued) body.dd254IssuedDate = null;
  return { ...body, dd254Issued, ...versionOf(values) } as Schema<'SubcontractorDto'>;
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
