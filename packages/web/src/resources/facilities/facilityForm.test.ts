import { describe, expect, it } from 'vitest';
import { facilityBody } from './facilityForm';

describe('facility body', () => {
  it('facility: upper-case CAGE code, defaults for the flags, no read-only fields', () => {
    const body = facilityBody({ id: 'f', facilityName: 'HQ', facilityCode: '1abc2', personnelCount: 3, countryId: 236 });
    expect(body).toMatchObject({ facilityName: 'HQ', facilityCode: '1ABC2', enabled: true, hostFacility: false });
    expect('id' in body || 'personnelCount' in body).toBe(false);
  });
});
