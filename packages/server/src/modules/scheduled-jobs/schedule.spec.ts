import { cronOf, isTimeZone, nextRuns, validateSchedule } from './schedule';

const tz = 'America/New_York';

describe('schedules', () => {
  it('turns each frequency into a cron pattern', () => {
    expect(cronOf({ frequency: 'DAILY', timeOfDay: '07:30', timeZone: tz })).toBe('30 7 * * *');
    expect(cronOf({ frequency: 'DAILY', timeZone: tz })).toBe('0 6 * * *');
    expect(cronOf({ frequency: 'WEEKLY', dayOfWeek: 'FRIDAY', timeOfDay: '18:05', timeZone: tz })).toBe('5 18 * * 5');
    expect(cronOf({ frequency: 'WEEKLY', timeZone: tz })).toBe('0 6 * * 1');
    expect(cronOf({ frequency: 'MONTHLY', dayOfMonth: 15, timeZone: tz })).toBe('0 6 15 * *');
    expect(cronOf({ frequency: 'QUARTERLY', timeZone: tz })).toBe('0 6 1 1,4,7,10 *');
    expect(cronOf({ frequency: 'QUARTERLY', month: 2, timeZone: tz })).toBe('0 6 1 2,5,8,11 *');
    expect(cronOf({ frequency: 'BI_ANNUALLY', month: 9, timeZone: tz })).toBe('0 6 1 3,9 *');
    expect(cronOf({ frequency: 'ANNUALLY', month: 12, dayOfMonth: 28, timeZone: tz })).toBe('0 6 28 12 *');
    expect(cronOf({ cronExpression: '  0  8 * * 1-5 ', timeZone: tz })).toBe('0 8 * * 1-5');
  });

  it('computes the next run in the time zone (daylight saving included)', () => {
    const from = new Date('2025-03-08T12:00:00Z'); // the day before the US switch to daylight time
    const [a, b] = nextRuns('0 6 * * *', tz, from, 2);
    expect(a.toISOString()).toBe('2025-03-09T10:00:00.000Z'); // 06:00 EDT
    expect(b.toISOString()).toBe('2025-03-10T10:00:00.000Z');
    const [q] = nextRuns(cronOf({ frequency: 'QUARTERLY', timeZone: tz }), tz, from);
    expect(q.toISOString()).toBe('2025-04-01T10:00:00.000Z');
  });

  it('accepts good schedules', () => {
    expect(validateSchedule({ frequency: 'MONTHLY', dayOfMonth: 28, timeOfDay: '23:59', timeZone: tz }, 60)).toEqual([]);
    expect(validateSchedule({ cronExpression: '*/5 * * * *', timeZone: 'UTC' }, 60)).toEqual([]);
    expect(validateSchedule({ cronExpression: '*/2 * * * * *', timeZone: 'UTC' }, 1)).toEqual([]);
  });

  it('explains bad schedules', () => {
    expect(validateSchedule({ timeZone: tz }, 60)[0]).toMatch(/either a frequency .* or a cron expression/);
    expect(validateSchedule({ frequency: 'DAILY', cronExpression: '* * * * *', timeZone: tz }, 60)[0]).toMatch(/not both/);
    expect(validateSchedule({ frequency: 'DAILY', timeOfDay: '24:00', timeZone: tz }, 60)).toEqual(['Time of Day must be HH:MM (24-hour)']);
    expect(validateSchedule({ frequency: 'MONTHLY', dayOfMonth: 31, timeZone: tz }, 60)[0]).toMatch(/Day of Month/);
    expect(validateSchedule({ frequency: 'DAILY', timeZone: 'Mars/Olympus' }, 60)[0]).toMatch(/not a known time zone/);
    expect(validateSchedule({ cronExpression: 'every day', timeZone: tz }, 60)[0]).toMatch(/5 fields/);
    expect(validateSchedule({ cronExpression: '99 * * * *', timeZone: tz }, 60)[0]).toMatch(/Cron Expression is not valid/);
    expect(validateSchedule({ cronExpression: '* * * * * *', timeZone: tz }, 60)[0]).toMatch(/runs too often/);
  });

  it('knows time zones', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Nowhere/City')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
