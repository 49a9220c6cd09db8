import { describe, expect, it } from 'vitest';
import { newHireBody, newHireDefaults } from './body';

describe('newHireBody', () => {
  const values = {
    ...newHireDefaults(),
    facilityId: 'f-1',
    names: { firstName: 'Nora', middleName: '', lastName: 'Newman' },
    birthDate: '1992-06-01',
    maritalStatus: 'SINGLE',
    contactInfo: { countryId: 236, workEmail: 'nora@hire.example', cellPhoneNumber: '' },
    employment: { employmentType: 'W2_EMPLOYEE', employmentStatus: 'CONTINGENT', supervisorEmail: 'x@y.example', jobTitle: ' ' },
  };

  it('keeps the not-known-yet SSN, blanks as null and no clearance while not cleared', () => {
    const body = newHireBody(values);
    expect(body.ssn).toBe('000000000');
    expect(body.names.middleName).toBeNull();
    expect(body.contactInfo.cellPhoneNumber).toBeNull();
    expect(body.employment.jobTitle).toBeNull();
    expect(body.employment).not.toHaveProperty('supervisorEmail');
    expect(body.clearance).toBeNull();
  });

  it('sends the second citizenship country for dual citizenship only', () => {
    const second = { citizenshipCountryId: 236, secondCitizenshipCountryId: 235 };
    expect(newHireBody({ ...values, citizenship: { ...second, citizenshipType: 'DUAL_CITIZENSHIP' } }).citizenship).toMatchObject({
      secondCitizenshipCountryId: 235,
    });
    expect(newHireBody({ ...values, citizenship: { ...second, citizenshipType: 'NATURALIZED' } }).citizenship).toMatchObject({
      secondCitizenshipCountryId: null,
    });
  });

  it('sends the clearance at the hire facility when cleared', () => {
    const body = newHireBody({ ...values, cleared: true, clearance: { pclStatus: 'ACTIVE', pclEligibility: 'SECRET' } });
    expect(body.clearance).toEqual({ pclStatus: 'ACTIVE', pclEligibility: 'SECRET', facilityId: 'f-1' });
  });
});
