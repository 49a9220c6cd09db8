import { addDays, daysBetween, leadsOf, REMINDER_SOURCES, thresholdsReached } from './reminder-sources';

describe('reminder sources', () => {
  it('computes days and thresholds', () => {
    expect(daysBetween('2025-03-01', '2025-03-31')).toBe(30);
    expect(daysBetween('2025-03-09', '2025-03-08')).toBe(-1);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(thresholdsReached(12, [30])).toEqual([30]);
    expect(thresholdsReached(31, [30])).toEqual([]);
    expect(thresholdsReached(4, [10, 1, 5])).toEqual([5, 10]);
    expect(thresholdsReached(0, [1, 5, 10])).toEqual([1, 5, 10]);
    expect(thresholdsReached(-3, [30])).toEqual([30]);
  });

  it('reads lead settings as whole days', () => {
    expect(leadsOf(90)).toEqual([90]);
    expect(leadsOf([1, 5, 10])).toEqual([1, 5, 10]);
    expect(leadsOf([{ value: '3', label: '3' }])).toEqual([3]);
    expect(leadsOf('x')).toEqual([]);
  });

  it('has one query per kind, with the window as $1 and $2', () => {
    const kinds = REMINDER_SOURCES.map((s) => s.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const s of REMINDER_SOURCES) expect([...s.sql.matchAll(/\$(\d+)/g)].map((m) => m[1]).sort()).toEqual(['1', '2']);
  });
});
