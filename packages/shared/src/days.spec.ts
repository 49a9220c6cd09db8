import { addDays, dayIn, daysBetween, isIsoDay } from './days';

describe('days', () => {
  it('gives the day of an instant in a time zone, which may differ from the UTC day', () => {
    const now = new Date('2026-11-28T03:30:00Z');
    expect(dayIn('UTC', now)).toBe('2026-11-28');
    expect(dayIn('America/New_York', now)).toBe('2026-11-27');
    expect(dayIn('Pacific/Kiritimati', now)).toBe('2026-11-28');
  });

  it('adds days across months, years and a daylight-saving change', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
  });

  it('counts the days between two days', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3);
  });

  it('tells a real calendar day from a day-shaped text', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-12-31')).toBe(true);
    expect(isIsoDay('2023-02-29')).toBe(false);
    expect(isIsoDay('2026-04-31')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-00-10')).toBe(false);
    expect(isIsoDay('2024-2-1')).toBe(false);
    expect(isIsoDay('2026-03-02T00:00:00Z')).toBe(false);
    expect(isIsoDay(' 2026-03-02')).toBe(false);
    expect(isIsoDay(20260302)).toBe(false);
    expect(isIsoDay(null)).toBe(false);
  });
});
