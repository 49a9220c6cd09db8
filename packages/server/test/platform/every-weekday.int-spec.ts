import { addDays, contractEffectiveStatus } from '@clearline/shared';
import { Client } from 'pg';
import { contractEffectiveStatusSql } from '../../src/modules/contracts/contract-scope';
import { underWayInWeekSql } from '../../src/modules/visits/visit-counts';
import { TEST_DB_BASE_URL } from '../support/test-db';

/**
 * The rules that count in calendar weeks or against the start of a period, run under a fixed clock: each takes the tenant's today as
 * a value, so here it is handed every day of fortnights that cross a year end, a leap day and a 30-day month end,
 * every weekday twice. What the suite's flows check against the real today holds on whatever day they run only if
 * these rules hold on every day; the expectations are counted here independently of the rules' SQL. (The debrief's
 * five business days are a rule of the return date: packages/shared/src/incidents.spec.ts runs it on every weekday.)
 */

/** Every day from `first` for `n` days. */
const daysFrom = (first: string, n: number): string[] => Array.from({ length: n }, (_, i) => addDays(first, i));

/** The fixed todays: fortnights over a year end, a leap day and a 30-day month end. */
const TODAYS = [
  ...daysFrom('2029-12-24', 14), // fixed date: a fixed clock over a year end (a rule taking today as a value)
  ...daysFrom('2028-02-21', 14), // fixed date: a fixed clock over a leap day
  ...daysFrom('2027-04-26', 7), // fixed date: a fixed clock over a 30-day month end
];

/** Weekday of a day, Monday 0 … Sunday 6, read without the rules under test. */
const isoWeekday = (day: string): number => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
/** The Monday and the Sunday of the week of `day`. */
const weekOf = (day: string): [string, string] => {
  const monday = addDays(day, -isoWeekday(day));
  return [monday, addDays(monday, 6)];
};

interface Visit {
  start: string;
  end: string;
  status: string;
}

describe('the calendar rules under a fixed clock, on every weekday', () => {
  let db: Client;
  beforeAll(async () => {
    db = new Client({ connectionString: `${TEST_DB_BASE_URL}/postgres` });
    await db.connect();
  });
  afterAll(() => db.end());

  it('covers every weekday, twice, and the boundaries', () => {
    expect(new Set(TODAYS.map(isoWeekday)).size).toBe(7);
    expect(TODAYS).toEqual(expect.arrayContaining(['2029-12-31', '2030-01-01', '2028-02-29', '2027-04-30', '2027-05-01'])); // fixed date: the boundaries above
  });

  it('counts a visit as under way this week (Monday to Sunday) when its days meet the week of today', async () => {
    for (const today of TODAYS) {
      const [monday, sunday] = weekOf(today);
      // visits around the week: ending the Sunday before, starting the Monday, ending the Sunday, starting the Monday
      // after, spanning it, on today only; and statuses that never count
      const visits: Visit[] = [
        { start: addDays(monday, -9), end: addDays(monday, -1), status: 'APPROVED' },
        { start: addDays(monday, -3), end: monday, status: 'APPROVED' },
        { start: sunday, end: addDays(sunday, 4), status: 'SUBMITTED' },
        { start: addDays(sunday, 1), end: addDays(sunday, 3), status: 'APPROVED' },
        { start: addDays(monday, -30), end: addDays(sunday, 30), status: 'COMPLETED' },
        { start: today, end: today, status: 'APPROVED' },
        { start: today, end: today, status: 'DRAFT' },
        { start: today, end: today, status: 'CANCELLED' },
        { start: today, end: today, status: 'DENIED' },
      ];
      const expected = visits.map((v) => ['SUBMITTED', 'APPROVED', 'COMPLETED'].includes(v.status) && v.start <= sunday && v.end >= monday);
      const { rows } = await db.query<{ i: number; under_way: boolean }>(
        `SELECT v.i, ${underWayInWeekSql('v', '$4')} AS under_way
           FROM unnest($1::date[], $2::date[], $3::text[]) WITH ORDINALITY v(start_date, end_date, visit_status, i) ORDER BY v.i`,
        [visits.map((v) => v.start), visits.map((v) => v.end), visits.map((v) => v.status), today],
      );
      expect({ today, underWay: rows.map((r) => r.under_way) }).toEqual({ today, underWay: expected });
      expect(expected.filter(Boolean)).toHaveLength(4);
    }
  });

  it('shows a contract Not Started until the first day of its period, in SQL as in the web', async () => {
    for (const today of TODAYS) {
      const starts = [addDays(today, -1), today, addDays(today, 1), null];
      for (const status of ['ACTIVE', 'CLOSING', 'CLOSED'] as const) {
        const { rows } = await db.query<{ shown: string }>(
          `SELECT ${contractEffectiveStatusSql('k', '$3')} AS shown
             FROM unnest($1::text[], $2::date[]) WITH ORDINALITY k(status, pop_start_date, i) ORDER BY k.i`,
          [starts.map(() => status), starts, today],
        );
        expect({ today, status, shown: rows.map((r) => r.shown) }).toEqual({
          today,
          status,
          shown: starts.map((start) => contractEffectiveStatus(status, start, today)),
        });
      }
      expect(contractEffectiveStatus('ACTIVE', addDays(today, 1), today)).toBe('NOT_STARTED');
      expect(contractEffectiveStatus('ACTIVE', today, today)).toBe('ACTIVE');
    }
  });
});
