import {
  basicClearanceLevel,
  BASIC_CLEARANCE_LEVEL_RANK,
  choices,
  CLEARANCE_ABBREVIATION,
  CLEARANCE_LEVEL_RANK,
  CLEARANCE_LEVEL_VALUES,
  EMPLOYMENT_STATUS,
  EMPLOYMENT_STATUS_VALUES,
  formatSsn,
  highestClearanceLevel,
  investigationStatusOf,
  labelOf,
  maskSsn,
  personnelStatusOf,
  ssnVisibilityOf,
  answeredSsnVisibility,
  canRevealSsn,
} from './people';

describe('people enumerations', () => {
  it('labels CONTINGENT as Contingent Hire and keeps the spec order of employment statuses', () => {
    expect(EMPLOYMENT_STATUS.CONTINGENT).toBe('Contingent Hire');
    expect(EMPLOYMENT_STATUS_VALUES).toEqual(['ACTIVE', 'CONTINGENT', 'INACTIVE', 'SUSPENDED', 'RESIGNED', 'TERMINATED']);
    expect(choices(EMPLOYMENT_STATUS)[1]).toEqual({ id: 'CONTINGENT', name: 'Contingent Hire' });
    expect(labelOf(EMPLOYMENT_STATUS, 'ACTIVE')).toBe('Active');
    expect(labelOf(EMPLOYMENT_STATUS, 'UNKNOWN')).toBe('UNKNOWN');
    expect(labelOf(EMPLOYMENT_STATUS, null)).toBe('');
  });

  it('ranks clearance levels NONE 0 to ISA_TOP_SECRET 8, and the basic list NONE 0 to TOP_SECRET 3', () => {
    expect(CLEARANCE_LEVEL_RANK.NONE).toBe(0);
    expect(CLEARANCE_LEVEL_RANK.ISA_TOP_SECRET).toBe(8);
    expect(CLEARANCE_LEVEL_VALUES.map((l) => CLEARANCE_LEVEL_RANK[l])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(BASIC_CLEARANCE_LEVEL_RANK).toEqual({ NONE: 0, CONFIDENTIAL: 1, SECRET: 2, TOP_SECRET: 3 });
    expect(new Set(Object.values(CLEARANCE_ABBREVIATION))).toEqual(new Set(['C', 'S', 'TS', 'IS', 'ITS']));
    expect(highestClearanceLevel(['SECRET', null, 'INTERIM_TOP_SECRET', 'CONFIDENTIAL'])).toBe('INTERIM_TOP_SECRET');
    expect(highestClearanceLevel([])).toBe('NONE');
    expect(basicClearanceLevel('ISA_SECRET')).toBe('SECRET');
    expect(basicClearanceLevel('INTERIM_TOP_SECRET')).toBe('TOP_SECRET');
    expect(basicClearanceLevel(null)).toBe('NONE');
  });

  it('derives the status chip from employment status and enabled', () => {
    expect(personnelStatusOf('ACTIVE')).toBe('ACTIVE');
    expect(personnelStatusOf('ACTIVE', false)).toBe('INACTIVE');
    expect(personnelStatusOf('CONTINGENT')).toBe('INPROGRESS');
    expect(personnelStatusOf(null)).toBe('INPROGRESS');
    expect(personnelStatusOf('SUSPENDED')).toBe('SUSPENDED');
    for (const s of ['INACTIVE', 'RESIGNED', 'TERMINATED'] as const) expect(personnelStatusOf(s)).toBe('INACTIVE');
  });

  it('derives the investigation status from isProcessCompleted', () => {
    expect(investigationStatusOf(true)).toBe('COMPLETED');
    expect(investigationStatusOf(false)).toBe('IN_PROGRESS');
    expect(investigationStatusOf(undefined)).toBe('IN_PROGRESS');
  });
});

describe('SSN display', () => {
  const flags = (canView: boolean) => ({ canView });

  it('picks the visibility from the SSN permissions (full wins)', () => {
    expect(ssnVisibilityOf({ FULL_VISIBILITY: flags(true) })).toBe('FULL');
    expect(ssnVisibilityOf({ LAST_FOUR_DIGITS_ONLY: flags(true) })).toBe('LAST_FOUR');
    expect(ssnVisibilityOf({ FULL_VISIBILITY: flags(true), LAST_FOUR_DIGITS_ONLY: flags(true) })).toBe('FULL');
    expect(ssnVisibilityOf({ FULL_VISIBILITY: flags(false) })).toBe('MASKED');
    expect(ssnVisibilityOf({})).toBe('MASKED');
    expect(canRevealSsn({ VISIBLE_SOCIAL_SECURITY: flags(true) })).toBe(true);
    expect(canRevealSsn({})).toBe(false);
  });

  it('never answers the whole number in lists and details: full visibility shows the last four digits', () => {
    expect(answeredSsnVisibility({ FULL_VISIBILITY: flags(true) })).toBe('LAST_FOUR');
    expect(answeredSsnVisibility({ LAST_FOUR_DIGITS_ONLY: flags(true) })).toBe('LAST_FOUR');
    expect(answeredSsnVisibility({ VISIBLE_SOCIAL_SECURITY: flags(true) })).toBe('MASKED');
    expect(answeredSsnVisibility({})).toBe('MASKED');
  });

  it('masks per mode', () => {
    expect(maskSsn('123456789', 'FULL')).toBe('123-45-6789');
    expect(maskSsn('123-45-6789', 'LAST_FOUR')).toBe('***-**-6789');
    expect(maskSsn('123456789', 'MASKED')).toBe('***-**-****');
    expect(maskSsn(null, 'FULL')).toBeNull();
    expect(maskSsn('', 'FULL')).toBeNull();
    // a PSSN kept as free text from before it had the SSN's form is shown whole, not reduced to its digits
    expect(maskSsn('P-1', 'FULL')).toBe('P-1');
    expect(maskSsn('P-1', 'LAST_FOUR')).toBe('***-**-****');
    expect(formatSsn('123456789')).toBe('123-45-6789');
    expect(formatSsn('12')).toBe('12');
  });
});
