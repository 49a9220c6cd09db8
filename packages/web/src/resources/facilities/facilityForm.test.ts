import { describe, expect, it } from 'vitest';
import { facilityBody, fclDateField, safeguardingField } from './facilityForm';

describe('facility body', () => {
  it('facility: upper-case CAGE code, defaults for the flags and levels, no read-only fields', () => {
    const body = facilityBody({ facilityName: 'HQ', facilityCode: '1abc2', personnelCount: 3, countryId: 236 });
    expect(body).toMatchObject({
      facilityName: 'HQ',
      facilityCode: '1ABC2',
      enabled: true,
      hostFacility: false,
      clearanceLevel: 'NONE',
      safeguardingLevel: 'NONE',
    });
    expect('personnelCount' in body || 'kmps' in body).toBe(false);
  });

  it('an existing facility: no enabled flag (its state has its own actions), KMP rows without names', () => {
    const body = facilityBody({
      id: 'f',
      facilityName: 'HQ',
      enabled: false,
      facilityState: 'DISABLED',
      kmps: [{ personnelId: 'p1', personnelName: 'Keyes, Kim', kmpRole: 'FSO' }, null, { personnelId: '', kmpRole: 'ITPSO' }],
    });
    expect('enabled' in body || 'id' in body || 'facilityState' in body).toBe(false);
    expect(body.kmps).toEqual([{ personnelId: 'p1', kmpRole: 'FSO' }]);
  });

  it('safeguarding level not above the FCL; an FCL date needs a level', () => {
    expect(safeguardingField('SECRET', { clearanceLevel: 'CONFIDENTIAL' })).toBe(
      'Error: Safeguarding Level cannot be higher than the Facility Clearance Level',
    );
    expect(safeguardingField('SECRET', { clearanceLevel: 'TOP_SECRET' })).toBeUndefined();
    expect(fclDateField('2024-01-01', { clearanceLevel: 'NONE' })).toBe('Error: FCL Date needs a Facility Clearance Level');
    expect(fclDateField('2024-01-01', { clearanceLevel: 'SECRET' })).toBeUndefined();
  });
});
