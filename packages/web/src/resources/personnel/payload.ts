/**
 * Form values → request bodies of the personnel API (docs/personnel-api.md), and the record → form
 * values of each section. Pure functions: blanks become null, a masked SSN goes back unchanged, the
 * spec's automatic adjustments (Born in US, dual citizenship, foreign passport, 'same as primary
 * address', 'Vehicle {n}') are applied in one place.
 */
import type { Schema } from '../../api/client';
import {
  DEFAULT_COUNTRY_ID,
  defaultVehicleName,
  normalizeBiographic,
  normalizePhone,
  PERSON_SECTION_FIELDS,
  requiredDocumentTypesFor,
} from '@clearline/shared';
import { pickFields } from '../../lib/values';
import type { Address, Automobile, Biographic, Contact, Employment, Personnel, Physical, Vehicle } from './types';

type Values = Record<string, unknown>;

const pick = (values: Values, fields: readonly string[]): Values => pickFields(values, fields);

const toNumberOrNull = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
};

// The section fields come from @clearline/shared (the API writes the same lists), checked here against the request types.
export const ADDRESS_FIELDS = PERSON_SECTION_FIELDS.address satisfies ReadonlyArray<keyof Schema<'BirthAddressDto'>>;
// the switches, facilities and special systems are set below
const BIOGRAPHIC_FIELDS = [...PERSON_SECTION_FIELDS.biographic, 'ssn', 'pssn'] as const satisfies ReadonlyArray<
  keyof Schema<'BiographicSectionDto'>
>;

const addressBody = (a: unknown): Values => pick((a ?? {}) as Values, ADDRESS_FIELDS);

/** Body of POST /personnel and PUT /personnel/biographic (without personnelId). */
export function biographicBody(values: Values): Omit<Schema<'BiographicSectionDto'>, 'personnelId'> {
  const body = pick(values, BIOGRAPHIC_FIELDS);
  body.birthAddress = addressBody(values.birthAddress);
  body.facilityIds = Array.isArray(values.facilityIds) ? values.facilityIds : [];
  body.specialSystemAccessList = Array.isArray(values.specialSystemAccessList) ? values.specialSystemAccessList : [];
  body.kmp = values.kmp === true;
  body.kmpExcluded = values.kmpExcluded === true;
  body.foreignPassport = values.foreignPassport === true;
  body.enabled = values.enabled !== false;
  body.kmpOwnership = toNumberOrNull(values.kmpOwnership);
  // a masked number (***-**-1234) goes back as it came: the API then keeps the stored number
  if (body.citizenshipType !== 'DUAL_CITIZENSHIP') body.secondCitizenshipCountryId = null;
  return normalizeBiographic(body as Values & { kmp: boolean }) as Omit<Schema<'BiographicSectionDto'>, 'personnelId'>;
}

/** Body of POST /personnel from the wizard's first step: the biographic record and the employment type and status. */
export const createBody = (values: Values): Schema<'CreatePersonnelDto'> => ({
  ...biographicBody(values),
  employment: employmentBody(values),
});

/** The address a 'same as primary address' contact copies: the personal contact's. */
export function primaryAddress(contacts: ReadonlyArray<Partial<Contact>>): Partial<Address> | undefined {
  const personal = contacts.find((c) => c.contactTypeEnum === 'PERSONAL');
  if (!personal) return undefined;
  const out: Partial<Address> = {};
  for (const f of ADDRESS_FIELDS) (out as Values)[f] = personal[f] ?? null;
  return out;
}

const CONTACT_FIELDS = ['id', ...PERSON_SECTION_FIELDS.contact] as const satisfies ReadonlyArray<keyof Schema<'ContactDto'>>;
const PHONE_FIELDS = PERSON_SECTION_FIELDS.contactPhones satisfies ReadonlyArray<keyof Schema<'ContactDto'>>;

/** Body of PUT /personnel/{id}/contacts: phones normalised, 'same as primary address' contacts copy it. */
export function contactsBody(contacts: ReadonlyArray<Values> | undefined): Array<Schema<'ContactDto'>> {
  const list = contacts ?? [];
  const primary = primaryAddress(list as Array<Partial<Contact>>);
  return list.map((c) => {
    const body = pick(c, CONTACT_FIELDS);
    for (const f of PHONE_FIELDS) if (typeof body[f] === 'string') body[f] = normalizePhone(body[f] as string);
    const same = c.checked === true && c.contactTypeEnum !== 'PERSONAL';
    body.checked = same;
    if (same && primary) Object.assign(body, primary);
    if (!body.id) delete body.id;
    return body as Schema<'ContactDto'>;
  });
}

const EMPLOYMENT_FIELDS = PERSON_SECTION_FIELDS.employment satisfies ReadonlyArray<keyof Schema<'EmploymentDto'>>;

/** Body of PUT /personnel/employment (without personnelId), and the employment of a new person. */
export function employmentBody(values: Values): Schema<'EmploymentDto'> {
  const employment = (values.employment ?? {}) as Values;
  const body = pick(employment, EMPLOYMENT_FIELDS);
  body.oconus = employment.oconus === true;
  return body as Schema<'EmploymentDto'>;
}

const PHYSICAL_FIELDS = PERSON_SECTION_FIELDS.physical satisfies ReadonlyArray<keyof Schema<'PhysicalDto'>>;
export const physicalBody = (values: Values): Schema<'PhysicalDto'> => pick((values.physical ?? {}) as Values, PHYSICAL_FIELDS);

const VEHICLE_FIELDS = ['id', ...PERSON_SECTION_FIELDS.vehicle] as const satisfies ReadonlyArray<keyof Schema<'VehicleDto'>>;
const AUTOMOBILE_FIELDS = PERSON_SECTION_FIELDS.automobile satisfies ReadonlyArray<keyof Schema<'AutomobileDto'>>;

/** Body of PUT /personnel/automobile: vehicles keep their ids; an unnamed vehicle is 'Vehicle {n}'. */
export function automobileBody(values: Values): Schema<'AutomobileDto'> {
  const auto = (values.automobile ?? {}) as Values;
  const body = pick(auto, AUTOMOBILE_FIELDS);
  const vehicles = Array.isArray(auto.personnelVehicles) ? (auto.personnelVehicles as Values[]) : [];
  body.personnelVehicles = vehicles.map((v, i) => {
    const out = pick(v, VEHICLE_FIELDS);
    out.vehicleYear = toNumberOrNull(v.vehicleYear);
    out.vehicleName ??= defaultVehicleName(i + 1);
    if (!out.id) delete out.id;
    return out;
  });
  return body as Schema<'AutomobileDto'>;
}

/** The titles of the Required Documents step, in their order, with the person's required flags. */
export function requiredDocumentRows(person: Pick<Personnel, 'personnelDocuments'> | undefined) {
  const required = new Set((person?.personnelDocuments ?? []).filter((d) => d.required).map((d) => d.titleId));
  return requiredDocumentTypesFor('PERSONNEL').map((t) => ({ titleId: t.value, title: t.label, required: required.has(t.value) }));
}

/**
 * The Required Documents toggles of the wizard's person: the tenant's defaults for their employment type and access
 * types as they are now are on; a default of an earlier choice made in this wizard (`seenDefaults`, which the server
 * keeps required) is off, so the toggles switch with the type until Finish; any other title as the person's
 * documents say.
 */
export function wizardDocumentToggles(
  person: Pick<Personnel, 'personnelDocuments' | 'defaultDocumentTitles'>,
  seenDefaults: readonly string[],
): Record<string, boolean> {
  const current = new Set(person.defaultDocumentTitles);
  const held = new Set(person.personnelDocuments.map((d) => d.titleId));
  const out: Record<string, boolean> = {};
  for (const row of requiredDocumentRows(person)) {
    const dropped = seenDefaults.includes(row.titleId) && !current.has(row.titleId);
    out[row.titleId] = !dropped && (row.required || (current.has(row.titleId) && !held.has(row.titleId)));
  }
  return out;
}

/** Body of PUT /personnel/documents from the step's toggles (`requiredDocuments[titleId] = true|false`). */
export function documentsBody(values: Values): Array<{ titleId: string; required: boolean }> {
  const toggles = (values.requiredDocuments ?? {}) as Record<string, unknown>;
  return requiredDocumentTypesFor('PERSONNEL').map((t) => ({ titleId: t.value, required: toggles[t.value] === true }));
}

// ---------------------------------------------------------------------------------------------
// Record → form values
// ---------------------------------------------------------------------------------------------

const emptyAddress = (): Address => ({
  countryId: DEFAULT_COUNTRY_ID,
  street1: null,
  street2: null,
  city: null,
  state: null,
  zipCode: null,
});

export const newContact = (type: Contact['contactTypeEnum']): Partial<Contact> => ({
  contactTypeEnum: type,
  ...emptyAddress(),
  checked: false,
});

/** Form values of a new person (wizard step 1 before Create). */
export function newPersonValues(): Partial<Biographic> & Values {
  return {
    birthAddress: emptyAddress(),
    citizenshipCountryId: DEFAULT_COUNTRY_ID,
    facilityIds: [],
    specialSystemAccessList: [],
    kmp: false,
    kmpExcluded: false,
    foreignPassport: false,
    enabled: true,
  };
}

/** Form values of every section from the saved record (the wizard after Create, the Personal Info tab). */
export function personValues(p: Personnel): Values {
  const requiredDocuments: Record<string, boolean> = {};
  for (const row of requiredDocumentRows(p)) requiredDocuments[row.titleId] = row.required;
  // the personal contact first, as the wizard enters it
  const contacts =
    p.personnelContacts.length > 0
      ? [...p.personnelContacts].sort((a, b) => Number(b.contactTypeEnum === 'PERSONAL') - Number(a.contactTypeEnum === 'PERSONAL'))
      : [newContact('PERSONAL') as Contact];
  return {
    ...p,
    birthAddress: { ...emptyAddress(), ...p.birthAddress },
    personnelContacts: contacts,
    employment: p.employment ?? ({} as Employment),
    physical: p.physical ?? ({} as Physical),
    automobile: p.automobile ?? ({ personnelVehicles: [] as Vehicle[] } as Automobile),
    requiredDocuments,
  };
}

/** "First Last" for toasts. */
export const fullName = (p: { firstName?: string | null; lastName?: string | null }): string =>
  [p.firstName, p.lastName].filter(Boolean).join(' ');
