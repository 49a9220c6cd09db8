import { describe, expect, it } from 'vitest';
import { requiredDocumentTypesFor } from '@clearline/shared';
import {
  automobileBody,
  biographicBody,
  contactsBody,
  createBody,
  documentsBody,
  employmentBody,
  newPersonValues,
  personValues,
  primaryAddress,
  requiredDocumentRows,
  wizardDocumentToggles,
} from './payload';
import { investigationBody, recordBody, CLEARANCE_FIELDS } from './records/recordBody';
import type { Personnel } from './types';

const bio = {
  ...newPersonValues(),
  firstName: ' Ann ',
  lastName: 'Lee',
  ssn: '123456789',
  workEmail: 'ann.lee@acme.test',
  genderType: 'FEMALE',
  maritalStatus: 'SINGLE',
  birthDate: '1990-04-02',
  birthAddress: { countryId: 236, city: 'Reston', state: 'VA', zipCode: '', street1: '' },
  facilityIds: ['f1'],
  citizenshipType: 'BORN_IN_US',
  middleName: '',
};

describe('biographic body', () => {
  it('trims, turns blanks into null and keeps the address', () => {
    const body = biographicBody(bio);
    expect(body.firstName).toBe('Ann');
    expect(body.middleName).toBeNull();
    expect(body.birthAddress).toEqual({ countryId: 236, street1: null, street2: null, city: 'Reston', state: 'VA', zipCode: null });
    expect(body.enabled).toBe(true);
  });

  it('Born in US: the citizenship date is the birth date', () => {
    expect(biographicBody(bio).usCitizenshipDate).toBe('1990-04-02');
  });

  it('second citizenship only for dual citizenship', () => {
    expect(biographicBody({ ...bio, secondCitizenshipCountryId: 77 }).secondCitizenshipCountryId).toBeNull();
    expect(biographicBody({ ...bio, citizenshipType: 'DUAL_CITIZENSHIP', secondCitizenshipCountryId: 77 }).secondCitizenshipCountryId).toBe(
      77,
    );
  });

  it('drops foreign passport and KMP details while their flags are off', () => {
    const body = biographicBody({
      ...bio,
      foreignPassport: false,
      foreignPassportNumber: 'X1',
      kmp: false,
      kmpType: 'OWNER',
      kmpOwnership: '40',
    });
    expect(body.foreignPassportNumber).toBeNull();
    expect(body.kmpType).toBeNull();
    expect(biographicBody({ ...bio, kmp: true, kmpOwnership: '40' }).kmpOwnership).toBe(40);
  });

  it('sends a masked SSN back unchanged (the API keeps the stored number)', () => {
    expect(biographicBody({ ...bio, ssn: '***-**-6789' }).ssn).toBe('***-**-6789');
    expect(biographicBody({ ...bio, ssn: '123-45-6789' }).ssn).toBe('123-45-6789');
  });
});

describe('contacts body', () => {
  const personal = {
    id: 'c1',
    contactTypeEnum: 'PERSONAL',
    street1: '1 Main St',
    city: 'Reston',
    state: 'VA',
    zipCode: '20190',
    countryId: 236,
    cellPhoneNumber: '(703) 555 1234',
  };
  it("copies the primary address for 'same as primary address' contacts and normalises phones", () => {
    const [p, e] = contactsBody([
      personal,
      { contactTypeEnum: 'EMERGENCY', contactName: 'Bob', checked: true, city: 'Elsewhere', cellPhoneNumber: '+1 571 555 0000' },
    ]);
    expect(p.cellPhoneNumber).toBe('703-555-1234');
    expect(p.checked).toBe(false);
    expect(e).toMatchObject({
      checked: true,
      street1: '1 Main St',
      city: 'Reston',
      state: 'VA',
      zipCode: '20190',
      countryId: 236,
      cellPhoneNumber: '571-555-0000',
    });
    expect('id' in e).toBe(false);
    expect(p.id).toBe('c1');
  });

  it('the primary address is the personal contact', () => {
    expect(primaryAddress([{ contactTypeEnum: 'EMERGENCY', city: 'x' }])).toBeUndefined();
    expect(primaryAddress([personal as never])?.city).toBe('Reston');
  });

  it('leaves an invalid phone as typed', () => {
    expect(contactsBody([{ contactTypeEnum: 'PERSONAL', homePhoneNumber: '555-12' }])[0].homePhoneNumber).toBe('555-12');
  });
});

describe('section bodies', () => {
  it('employment', () => {
    expect(employmentBody({ employment: { employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE', endDate: '' } })).toMatchObject({
      employmentType: 'W2_EMPLOYEE',
      endDate: null,
      oconus: false,
    });
  });

  it("vehicles: 'Vehicle {n}' for unnamed ones, years as numbers", () => {
    const body = automobileBody({
      automobile: { personnelVehicles: [{ vehicleMake: 'Ford', vehicleYear: '2019' }, { vehicleName: 'Truck' }] },
    });
    expect(body.personnelVehicles).toEqual([
      expect.objectContaining({ vehicleName: 'Vehicle 1', vehicleMake: 'Ford', vehicleYear: 2019 }),
      expect.objectContaining({ vehicleName: 'Truck', vehicleYear: null }),
    ]);
  });

  it('required documents: every personnel title in order with its toggle', () => {
    const titles = requiredDocumentTypesFor('PERSONNEL');
    const docs = documentsBody({ requiredDocuments: { [titles[1].value]: true } });
    expect(docs.map((d) => d.titleId)).toEqual(titles.map((t) => t.value));
    expect(docs.filter((d) => d.required).map((d) => d.titleId)).toEqual([titles[1].value]);
    const rows = requiredDocumentRows({
      personnelDocuments: [{ titleId: titles[2].value, required: true }] as Personnel['personnelDocuments'],
    });
    expect(rows[2]).toMatchObject({ titleId: titles[2].value, required: true });
    expect(rows[0].required).toBe(false);
  });

  it('a new person is created with the employment type and status of the first step', () => {
    const body = createBody({ ...bio, employment: { employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE' } });
    expect(body).toMatchObject({
      firstName: 'Ann',
      employment: { employmentType: 'W2_EMPLOYEE', employmentStatus: 'ACTIVE', oconus: false },
    });
  });

  it("the wizard's required-document toggles follow the defaults of the person's current choices", () => {
    const doc = (titleId: string, required: boolean, fileName: string | null = null) => ({ titleId, required, fileName });
    const person = (defaults: string[], docs: Array<ReturnType<typeof doc>>) =>
      ({ defaultDocumentTitles: defaults, personnelDocuments: docs }) as unknown as Personnel;
    const on = (toggles: Record<string, boolean>) =>
      Object.entries(toggles)
        .filter(([, v]) => v)
        .map(([k]) => k)
        .sort();
    // created as W-2: its defaults are on
    const w2 = person(['SF_312', 'SF_86'], [doc('SF_312', true), doc('SF_86', true)]);
    expect(on(wizardDocumentToggles(w2, ['SF_312', 'SF_86']))).toEqual(['SF_312', 'SF_86']);
    // changed to 1099 (the server keeps the W-2 rows required): the W-2 default that left goes off, the new one on
    const c1099 = person(['SF_312', 'PROOF_OF_CITIZENSHIP'], [doc('SF_312', true), doc('SF_86', true), doc('PROOF_OF_CITIZENSHIP', true)]);
    expect(on(wizardDocumentToggles(c1099, ['SF_312', 'SF_86', 'PROOF_OF_CITIZENSHIP']))).toEqual(['PROOF_OF_CITIZENSHIP', 'SF_312']);
    // a title required by a person's choice, never a default of this wizard, stays on; one switched off stays off
    const chosen = person(['SF_312'], [doc('SF_312', false), doc('NATO_BRIEFING', true)]);
    expect(on(wizardDocumentToggles(chosen, ['SF_312']))).toEqual(['NATO_BRIEFING']);
    // a default without a row yet (the tenant applies a new default) is on
    expect(on(wizardDocumentToggles(person(['SF_86'], []), ['SF_86']))).toEqual(['SF_86']);
  });

  it('a saved person lists the personal contact first', () => {
    const values = personValues({
      personnelContacts: [{ contactTypeEnum: 'EMERGENCY' }, { contactTypeEnum: 'PERSONAL' }],
      personnelDocuments: [],
      birthAddress: {},
    } as unknown as Personnel);
    expect((values.personnelContacts as Array<{ contactTypeEnum: string }>).map((c) => c.contactTypeEnum)).toEqual([
      'PERSONAL',
      'EMERGENCY',
    ]);
  });

  it('a saved person becomes form values with one personal contact to start from', () => {
    const values = personValues({ personnelContacts: [], personnelDocuments: [], birthAddress: { city: 'X' } } as unknown as Personnel);
    expect(values.personnelContacts).toEqual([expect.objectContaining({ contactTypeEnum: 'PERSONAL', countryId: 236 })]);
    expect((values.birthAddress as { countryId: number }).countryId).toBe(236);
  });
});

describe('record bodies', () => {
  it('sends exactly the DTO fields', () => {
    const body = recordBody(
      { id: 'x', facilityName: 'HQ', facilityId: 'f', pclStatus: 'ACTIVE', pclEligibility: 'SECRET', billet: '', version: 3 },
      CLEARANCE_FIELDS,
    );
    expect(Object.keys(body).sort()).toEqual([...CLEARANCE_FIELDS, 'version'].sort());
    expect(body.billet).toBeNull();
  });

  it('investigation flags are booleans and rejection dates a list', () => {
    const body = investigationBody({ clearanceId: 'c', sfRejectionDates: ['2024-01-02', ''] });
    expect(body.isProcessCompleted).toBe(false);
    expect(body.fingerprintRequired).toBe(false);
    expect(body.sfRejectionDates).toEqual(['2024-01-02', null]);
    expect(investigationBody({ clearanceId: 'c' }).sfRejectionDates).toEqual([]);
  });
});
