import {
  biographicCrossFieldErrors,
  contactsCrossFieldErrors,
  defaultVehicleName,
  emailMessage,
  employmentCrossFieldErrors,
  investigationErrors,
  kmpOwnershipMessage,
  MASKED_SSN_PATTERN,
  maxLengthMessage,
  multilineMessage,
  normalizeBiographic,
  normalizeSsn,
  PEOPLE_MESSAGES,
  requiredMessage,
  ssnMessage,
  toFormErrors,
  zipMessage,
  contactZipLabel,
} from './people-validation';

describe('people field validators (spec 02 §5 messages)', () => {
  it('required and length', () => {
    expect(requiredMessage('', 'First Name')).toBe('First Name is required');
    expect(requiredMessage('  ', 'First Name')).toBe('First Name is required');
    expect(requiredMessage([], 'Facility')).toBe('Facility is required');
    expect(requiredMessage(0, 'KMP Ownership')).toBeUndefined();
    expect(maxLengthMessage('a'.repeat(129))).toBe('Field exceeded max character length of 128.');
    expect(maxLengthMessage('a'.repeat(128))).toBeUndefined();
    expect(multilineMessage('a'.repeat(501))).toBe('Field exceeded max character length of 500.');
  });

  it('SSN', () => {
    expect(ssnMessage('12345678')).toBe('SSN must be in the format XXX-XX-XXXX.');
    expect(ssnMessage('123456789')).toBeUndefined();
    expect(ssnMessage('123-45-6789')).toBeUndefined();
    expect(ssnMessage('')).toBeUndefined();
    expect(ssnMessage('P-1', PEOPLE_MESSAGES.pssnFormat)).toBe('PSSN must be in the format XXX-XX-XXXX.');
    expect(normalizeSsn('123-45-6789')).toBe('123456789');
    expect(normalizeSsn('12-345-6789')).toBeNull();
    expect(MASKED_SSN_PATTERN.test('***-**-6789')).toBe(true);
    expect(MASKED_SSN_PATTERN.test('***-**-****')).toBe(true);
    expect(MASKED_SSN_PATTERN.test('123-45-6789')).toBe(false);
  });

  it('e-mail messages per field', () => {
    expect(emailMessage('x', 'work')).toBe('Work Email Address is not valid');
    expect(emailMessage('x', 'personal')).toBe('Personal Email Address is not valid');
    expect(emailMessage('x', 'government')).toBe('Government Email Address is not valid');
    expect(emailMessage('x')).toBe('Email Address is not valid');
    expect(emailMessage('first.last+tag@mail.example.gov', 'work')).toBeUndefined();
    expect(emailMessage('', 'work')).toBeUndefined();
  });

  it('KMP ownership and US zip codes', () => {
    expect(kmpOwnershipMessage(-0.1)).toBe('Minimum value is 0');
    expect(kmpOwnershipMessage(100.01)).toBe('Maximum value is 100');
    expect(kmpOwnershipMessage(55)).toBeUndefined();
    expect(zipMessage('2220', 'Personal')).toBe('Personal Zip Code is not valid');
    expect(zipMessage('22201-1234', 'Personal')).toBeUndefined();
    expect(zipMessage('SW1A 1AA', 'Personal', 235)).toBeUndefined();
    expect(zipMessage('SW1A 1AA', 'Personal', 236)).toBe('Personal Zip Code is not valid');
    expect(['PERSONAL', 'EMERGENCY', 'TRAVEL_EMERGENCY', undefined].map((t) => zipMessage('1', contactZipLabel(t)))).toEqual([
      'Personal Zip Code is not valid',
      'Emergency Zip Code is not valid',
      'Travel Emergency Zip Code is not valid',
      'Contact Zip Code is not valid',
    ]);
  });
});

describe('people cross-field rules', () => {
  it('passport and foreign passport dates, second citizenship', () => {
    expect(biographicCrossFieldErrors({ passportIssueDate: '2020-01-02', passportExpiryDate: '2020-01-01' })).toEqual([
      { field: 'passportExpiryDate', message: 'Passport Expiry Date cannot be before Passport Issue Date.' },
    ]);
    expect(
      biographicCrossFieldErrors({
        foreignPassport: false,
        foreignPassportIssueDate: '2020-01-02',
        foreignPassportExpiryDate: '2020-01-01',
      }),
    ).toEqual([]);
    expect(
      biographicCrossFieldErrors({
        foreignPassport: true,
        foreignPassportIssueDate: '2020-01-02',
        foreignPassportExpiryDate: '2020-01-01',
      })[0].message,
    ).toBe('Foreign Passport Expiry Date cannot be before Foreign Passport Issue Date.');
    expect(biographicCrossFieldErrors({ citizenshipType: 'DUAL_CITIZENSHIP' })[0].message).toBe('Second Citizenship Country is required');
    expect(biographicCrossFieldErrors({ citizenshipType: 'NATURALIZED', secondCitizenshipCountryId: 1 })[0].message).toBe(
      'Second Citizenship Country can only be given for dual citizenship.',
    );
  });

  it('normalises Born in US, foreign passport and KMP', () => {
    const n = normalizeBiographic({
      citizenshipType: 'BORN_IN_US',
      birthDate: '1990-01-01',
      usCitizenshipDate: '2000-01-01',
      foreignPassport: false,
      foreignPassportNumber: 'X',
      kmp: false,
      kmpOwnership: 5,
    });
    expect(n).toMatchObject({ usCitizenshipDate: '1990-01-01', foreignPassportNumber: null, kmpOwnership: null, kmpType: null });
  });

  it('termination date and contacts', () => {
    expect(employmentCrossFieldErrors({ startDate: '2020-05-05', endDate: '2020-05-04' })[0].message).toBe(
      'Termination Date cannot be before Start Date.',
    );
    expect(employmentCrossFieldErrors({ startDate: '2020-05-05', endDate: '2020-05-05' })).toEqual([]);
    const errs = contactsCrossFieldErrors([
      { contactTypeEnum: 'PERSONAL' },
      { contactTypeEnum: 'PERSONAL' },
      { contactTypeEnum: 'EMERGENCY', contactName: 'A' },
    ]);
    expect(errs.map((e) => e.message)).toEqual([
      'Only one personal contact is allowed.',
      'Relationship is required',
      'Cell Phone Number is required',
    ]);
    expect(toFormErrors(errs)).toEqual({
      'personnelContacts[1].contactTypeEnum': 'Only one personal contact is allowed.',
      'personnelContacts[2].contactRelationshipType': 'Relationship is required',
      'personnelContacts[2].cellPhoneNumber': 'Cell Phone Number is required',
    });
  });

  it('investigation', () => {
    expect(investigationErrors({}).map((e) => e.message)).toEqual(['Clearance is required']);
    expect(investigationErrors({ clearanceId: 'c', isProcessCompleted: true }).map((e) => e.message)).toEqual([
      'Investigation Closed Date is required',
    ]);
    expect(
      investigationErrors({ clearanceId: 'c', investigationOpenDate: '2020-02-02', investigationClosedDate: '2020-02-01' })[0].message,
    ).toBe('Investigation Closed Date cannot be before Investigation Open Date.');
    expect(investigationErrors({ clearanceId: 'c', sfRejectionDates: ['2020-01-01', null] })).toEqual([
      { field: 'sfRejectionDates[1]', message: 'SF-86 Rejection Date is required' },
    ]);
  });

  it('offers Vehicle {n} as the default vehicle name', () => {
    expect(defaultVehicleName(3)).toBe('Vehicle 3');
  });
});
