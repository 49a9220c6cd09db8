import { actionKindOf } from './dashboard';
import { isVisitFinal, permCertificationEnd, VISIT_STATUS, VISIT_STATUS_MOVES } from './visits';

describe('visits', () => {
  it('ends a permanent certification the day before its anniversary', () => {
    expect(permCertificationEnd('2030-03-01', 'ONE_YEAR')).toBe('2031-02-28');
    expect(permCertificationEnd('2030-03-01', 'TWO_YEARS')).toBe('2032-02-29');
    expect(permCertificationEnd('2030-01-15', 'TEN_YEARS')).toBe('2040-01-14');
    // 29 February plus a year lands in a common year: the certification still ends on 28 February
    expect(permCertificationEnd('2028-02-29', 'ONE_YEAR')).toBe('2029-02-28');
  });

  it('moves only between known states, and the closed states are final', () => {
    for (const [from, to] of Object.entries(VISIT_STATUS_MOVES)) {
      expect(Object.keys(VISIT_STATUS)).toContain(from);
      for (const s of to) expect(Object.keys(VISIT_STATUS)).toContain(s);
    }
    expect(
      ['CANCELLED', 'COMPLETED', 'EXPIRED'].every((s) => isVisitFinal(s as never) && VISIT_STATUS_MOVES[s as 'CANCELLED'].length === 0),
    ).toBe(true);
    expect(isVisitFinal('APPROVED')).toBe(false);
  });
});

describe('actionKindOf', () => {
  it('calls the action of any visit request VISIT_REQUEST, a reminder by its source, else by its type', () => {
    expect(actionKindOf('visit-request:INCOMING:6f1c0a4e-8d7b-4c55-9d3e-2a1b0c9d8e7f', 'OTHER')).toBe('VISIT_REQUEST');
    expect(actionKindOf('visit-request:FOCI:6f1c0a4e-8d7b-4c55-9d3e-2a1b0c9d8e7f', 'OTHER')).toBe('VISIT_REQUEST');
    expect(actionKindOf('reminder:PERM_CERTIFICATION:x:2026-12-01', 'OTHER')).toBe('PERM_CERTIFICATION');
    expect(actionKindOf(null, 'MISSING_REQUIRED_DOCUMENT')).toBe('MISSING_REQUIRED_DOCUMENT');
    expect(actionKindOf('invitation-review:1', 'OTHER')).toBe('OTHER');
  });
});
