import { describe, expect, it } from 'vitest';
import { isClearedByMin } from './dateRule';
import { isMaskedSsn, parseSsnInput } from './ssn';
import { isHomeCountry, stateAfterCountryChange } from './stateRule';
import { siblingPath } from './useFinalSource';

describe('SSN input', () => {
  it('keeps digits only, at most nine', () => {
    expect(parseSsnInput('123-45-6789')).toBe('123456789');
    expect(parseSsnInput('12a3 4')).toBe('1234');
    expect(parseSsnInput('1234567890123')).toBe('123456789');
    expect(parseSsnInput(undefined)).toBe('');
  });

  it('recognises what the API masked', () => {
    expect(isMaskedSsn('***-**-6789')).toBe(true);
    expect(isMaskedSsn('123-45-6789')).toBe(false);
  });
});

describe('state follows the country', () => {
  it('is a list for the home country (236) or no country yet', () => {
    expect(isHomeCountry(236)).toBe(true);
    expect(isHomeCountry(null)).toBe(true);
    expect(isHomeCountry(77)).toBe(false);
  });

  it('is cleared when the country changes to the home country', () => {
    expect(stateAfterCountryChange(77, 236, 'Bavaria')).toBeNull();
    expect(stateAfterCountryChange(77, null, 'Bavaria')).toBeNull();
    expect(stateAfterCountryChange(236, 77, 'VA')).toBeUndefined();
    expect(stateAfterCountryChange(236, 236, 'VA')).toBeUndefined();
    expect(stateAfterCountryChange(undefined, 236, 'VA')).toBeUndefined();
    expect(stateAfterCountryChange(77, 236, '')).toBeUndefined();
  });
});

describe('siblingPath', () => {
  it('resolves a sibling inside arrays and objects', () => {
    expect(siblingPath('personnelContacts.0.zipCode', 'countryId')).toBe('personnelContacts.0.countryId');
    expect(siblingPath('employment.endDate', 'startDate')).toBe('employment.startDate');
    expect(siblingPath('passportExpiryDate', 'passportIssueDate')).toBe('passportIssueDate');
  });
});

describe('a date that may not precede another (spec 02 §5)', () => {
  it('is cleared when it is earlier than the other day', () => {
    // a termination date before the start date, an expiry before the issue date
    expect(isClearedByMin('2024-06-30', '2024-07-01')).toBe(true);
    expect(isClearedByMin('2029-12-31', '2030-01-01')).toBe(true);
  });

  it('stays on the same day or later, without the other day, or while a day is still incomplete', () => {
    expect(isClearedByMin('2024-07-01', '2024-07-01')).toBe(false);
    expect(isClearedByMin('2024-07-02', '2024-07-01')).toBe(false);
    expect(isClearedByMin('2024-06-30', null)).toBe(false);
    expect(isClearedByMin('2024-06-30', '')).toBe(false);
    expect(isClearedByMin(null, '2024-07-01')).toBe(false);
    expect(isClearedByMin('2024-06', '2024-07-01')).toBe(false);
  });
});
