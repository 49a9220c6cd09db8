import { addDays } from './days';
import { DEBRIEF_DUE_BUSINESS_DAYS, debriefDueDateOf } from './incidents';

/** The weekday of a day (0 Sunday … 6 Saturday), read independently of the rule under test. */
const weekday = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay();
const isBusinessDay = (day: string): boolean => weekday(day) !== 0 && weekday(day) !== 6;

/** Every day from `first` for `n` days. */
const daysFrom = (first: string, n: number): string[] => Array.from({ length: n }, (_, i) => addDays(first, i));

/**
 * Returns on every weekday, in weeks that cross a month end, a year end and a leap day (fixed days: the rule takes
 * the return date, not today), so a weekend, a month or a year boundary inside the five business days is covered.
 */
const RETURNS = [
  ...daysFrom('2029-12-24', 14), // fixed date: a fortnight over a year end, every weekday twice
  ...daysFrom('2028-02-21', 14), // fixed date: a fortnight over a leap day (29 February 2028)
  ...daysFrom('2027-04-26', 7), // fixed date: a week over a 30-day month end
];

describe('debrief due date (five business days after the return)', () => {
  it.each(RETURNS)('a return on %s is due on a business day, five business days later', (returned) => {
    const due = debriefDueDateOf(returned);
    expect(isBusinessDay(due)).toBe(true);
    const between = daysFrom(addDays(returned, 1), Math.round((Date.parse(due) - Date.parse(returned)) / 86_400_000));
    expect(between.filter(isBusinessDay)).toHaveLength(DEBRIEF_DUE_BUSINESS_DAYS);
    expect(between.at(-1)).toBe(due);
  });

  it('covers every weekday of a return', () => {
    expect(new Set(RETURNS.map(weekday)).size).toBe(7);
  });

  it('gives a later or equal due date for a later return, and the same one across a weekend', () => {
    for (const [a, b] of RETURNS.slice(1).map((d, i) => [RETURNS[i], d])) {
      if (b > a) expect(debriefDueDateOf(b) >= debriefDueDateOf(a)).toBe(true);
    }
    // a Friday, Saturday and Sunday return share a due date (the weekend adds no business day)
    expect(new Set(['2029-12-28', '2029-12-29', '2029-12-30'].map((d) => debriefDueDateOf(d)))).toEqual(new Set(['2030-01-04'])); // fixed date: a rule without today
  });
});
