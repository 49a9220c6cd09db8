import type { IncidentType } from '@clearline/shared';
import type { Schema } from '../../api/client';
import { blankToNull, versionOf } from '../../lib/values';
import { answersFromForm, answersToForm } from './Questions';
import { TYPE_FIELDS, type TypeField } from './typeFields';
import type { FiledIncidentType } from './incidentTypes';
import type { IncidentFormMode } from './IncidentForm';

/** The shared fields of the body, by who files. */
const SHARED: Record<IncidentFormMode, readonly string[]> = {
  officer: ['personnelId', 'facilityId', 'incidentDate', 'title', 'description', 'category'],
  self: ['incidentDate', 'title', 'description', 'category'],
};

const trimmed = (o: unknown, keys: readonly string[]) => {
  const src = (o ?? {}) as Record<string, unknown>;
  return Object.fromEntries(keys.map((k) => [k, blankToNull(src[k])]));
};

const DESTINATION = ['countryId', 'cities', 'arrivalDate', 'departureDate', 'purpose', 'lodging'] as const;
const CONTACT = ['fullName', 'relationship', 'phone', 'email', 'countryId'] as const;

/** An instant as the API takes it (ISO 8601 with its offset). */
export const instant = (v: unknown): string | null => {
  if (v === null || v === undefined || v === '') return null;
  const date = v instanceof Date ? v : new Date(String(v));
  return Number.isNaN(date.getTime()) ? String(v) : date.toISOString();
};

/** A comma-separated list typed in one field, as the list the API takes. */
const listOf = (v: unknown): string[] | null => {
  const items = (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? v.split(',') : []).map((s) => s.trim()).filter(Boolean);
  return items.length ? items : null;
};

function valueOf(kind: TypeField['kind'], v: unknown): unknown {
  switch (kind) {
    case 'flag':
      return v === true;
    case 'yesno':
      return typeof v === 'boolean' ? v : null;
    case 'datetime':
      return instant(v);
    case 'textlist':
      return listOf(v);
    case 'choices':
      return Array.isArray(v) ? v : [];
    default:
      return blankToNull(v);
  }
}

/** The `details` object of a type from the form's values: the type's fields only, blanks as null. */
function detailsOf(type: FiledIncidentType, values: Record<string, unknown>): Record<string, unknown> {
  const details = (values.details ?? {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const f of TYPE_FIELDS[type]) {
    const key = f.source.replace(/^details\./, '');
    out[key] = valueOf(f.kind, details[key]);
    // a "no" has nothing to describe
    if (f.kind === 'yesno' && f.follow) {
      const follow = f.follow.source.replace(/^details\./, '');
      out[follow] = details[key] === true ? blankToNull(details[follow]) : null;
    }
  }
  if (type === 'FOREIGN_TRAVEL') {
    out.destinations = ((details.destinations ?? []) as unknown[]).map((d) => trimmed(d, DESTINATION));
    out.emergencyContacts = ((details.emergencyContacts ?? []) as unknown[]).map((c) => trimmed(c, CONTACT));
  }
  if (type === 'FOREIGN_TRAVEL_DEBRIEF') out.foreignTravelId = blankToNull(details.foreignTravelId);
  return out;
}

/**
 * Body of POST /incidents (officer), POST /incidents/me (self) and PUT /incidents/{id}: the shared fields,
 * the answers and the type's `details`; `version` on an update.
 */
export function incidentBody(
  type: FiledIncidentType,
  mode: IncidentFormMode,
  values: Record<string, unknown>,
  create: boolean,
): Schema<'IncidentDto'> {
  const body: Record<string, unknown> = {
    ...trimmed(values, SHARED[mode]),
    answers: answersFromForm(type, values.answers as Record<string, unknown>),
    details: detailsOf(type, values),
  };
  if (create) body.incidentType = type;
  if (mode === 'officer' && !create) {
    body.governmentReference = blankToNull(values.governmentReference);
    body.initialReportAt = instant(values.initialReportAt);
    body.finalReportAt = instant(values.finalReportAt);
  }
  if (!['INSIDER_THREAT', 'PERSONAL_REPORT'].includes(type)) delete body.category;
  return { ...body, ...versionOf(values) } as Schema<'IncidentDto'>;
}

/** The form's values of a stored incident (answers and lists as the form holds them). */
export function incidentFormValues(incident: Record<string, unknown> & { incidentType: IncidentType }): Record<string, unknown> {
  const details = { ...((incident.details ?? {}) as Record<string, unknown>) };
  // a travel's destinations and emergency contacts are answered beside its details
  if (Array.isArray(incident.destinations)) details.destinations = incident.destinations;
  if (Array.isArray(incident.emergencyContacts)) details.emergencyContacts = incident.emergencyContacts;
  const type = incident.incidentType as FiledIncidentType;
  for (const f of TYPE_FIELDS[type] ?? []) {
    const key = f.source.replace(/^details\./, '');
    if (f.kind === 'textlist' && Array.isArray(details[key])) details[key] = (details[key] as string[]).join(', ');
  }
  return {
    ...incident,
    details,
    answers: answersToForm(incident.incidentType, incident.answers as Record<string, unknown>),
  };
}
