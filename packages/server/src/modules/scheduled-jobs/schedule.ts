import { SCHEDULE_FREQUENCIES, type ScheduleFrequency, WEEK_DAYS, type WeekDay } from '@clearline/shared';
import { CronExpressionParser } from 'cron-parser';

/** How a job's schedule is stated: a frequency with time of day, or a cron expression; both in a time zone. */
export interface ScheduleInput {
  frequency?: ScheduleFrequency | null;
  /** HH:MM, 24-hour (default 06:00) */
  timeOfDay?: string | null;
  /** WEEKLY: the week day (default MONDAY) */
  dayOfWeek?: WeekDay | null;
  /** MONTHLY, QUARTERLY, BI_ANNUALLY, ANNUALLY: day of the month, 1–28 (default 1) */
  dayOfMonth?: number | null;
  /** ANNUALLY: the month; QUARTERLY and BI_ANNUALLY: the first month of the cycle (1–12, default 1) */
  month?: number | null;
  /** five fields (minute hour day month week-day) or six with seconds first */
  cronExpression?: string | null;
  timeZone: string;
}

export const DEFAULT_TIME_OF_DAY = '06:00';
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isTimeZone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || tz === '' || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Months of a cycle of `every` months starting at `first` (1-based), ascending. */
function cycleMonths(first: number, every: number): string {
  const months: number[] = [];
  for (let m = first; months.length < 12 / every; m += every) months.push(((m - 1) % 12) + 1);
  return months.sort((a, b) => a - b).join(',');
}

/** The cron pattern a schedule runs on (in its time zone). Call after validateSchedule. */
export function cronOf(s: ScheduleInput): string {
  if (s.cronExpression) return s.cronExpression.trim().replace(/\s+/g, ' ');
  const [h, m] = (s.timeOfDay ?? DEFAULT_TIME_OF_DAY).split(':').map(Number);
  const dom = s.dayOfMonth ?? 1;
  const month = s.month ?? 1;
  switch (s.frequency) {
    case 'DAILY':
      return `${m} ${h} * * *`;
    case 'WEEKLY':
      return `${m} ${h} * * ${WEEK_DAYS.indexOf(s.dayOfWeek ?? 'MONDAY')}`;
    case 'MONTHLY':
      return `${m} ${h} ${dom} * *`;
    case 'QUARTERLY':
      return `${m} ${h} ${dom} ${cycleMonths(month, 3)} *`;
    case 'BI_ANNUALLY':
      return `${m} ${h} ${dom} ${cycleMonths(month, 6)} *`;
    case 'ANNUALLY':
      return `${m} ${h} ${dom} ${month} *`;
    default:
      throw new Error(`No schedule: give a frequency or a cron expression`);
  }
}

/** The next `count` run times after `from`. */
export function nextRuns(pattern: string, timeZone: string, from = new Date(), count = 1): Date[] {
  const it = CronExpressionParser.parse(pattern, { tz: timeZone, currentDate: from });
  const out: Date[] = [];
  for (let i = 0; i < count && it.hasNext(); i++) out.push(it.next().toDate());
  return out;
}

/**
 * Every problem with a schedule, as messages a person can act on. `minIntervalSeconds` keeps a cron
 * expression from running more often than the system allows.
 */
export function validateSchedule(s: ScheduleInput, minIntervalSeconds: number): string[] {
  const errors: string[] = [];
  if (!isTimeZone(s.timeZone)) errors.push(`Time Zone "${String(s.timeZone)}" is not a known time zone (e.g. America/New_York)`);
  const hasCron = typeof s.cronExpression === 'string' && s.cronExpression.trim() !== '';
  if (hasCron === !!s.frequency) {
    errors.push('Give either a frequency (DAILY, WEEKLY, MONTHLY, QUARTERLY, BI_ANNUALLY, ANNUALLY) or a cron expression, not both');
    return errors;
  }
  if (s.frequency) {
    if (!SCHEDULE_FREQUENCIES.includes(s.frequency)) errors.push(`Frequency must be one of ${SCHEDULE_FREQUENCIES.join(', ')}`);
    if (s.timeOfDay != null && !TIME_RE.test(s.timeOfDay)) errors.push('Time of Day must be HH:MM (24-hour)');
    if (s.dayOfWeek != null && !WEEK_DAYS.includes(s.dayOfWeek)) errors.push(`Day of Week must be one of ${WEEK_DAYS.join(', ')}`);
    if (s.dayOfMonth != null && !(Number.isInteger(s.dayOfMonth) && s.dayOfMonth >= 1 && s.dayOfMonth <= 28)) {
      errors.push('Day of Month must be a whole number from 1 to 28 (so that every month has it)');
    }
    if (s.month != null && !(Number.isInteger(s.month) && s.month >= 1 && s.month <= 12))
      errors.push('Month must be a whole number from 1 to 12');
    return errors;
  }
  const expr = s.cronExpression!.trim();
  const fields = expr.split(/\s+/).length;
  if (expr.length > 120 || (fields !== 5 && fields !== 6)) {
    errors.push('Cron Expression must have 5 fields (minute hour day month week-day) or 6 with seconds first');
    return errors;
  }
  if (errors.length) return errors;
  let runs: Date[];
  try {
    runs = nextRuns(expr, s.timeZone, new Date(), 25);
  } catch (e) {
    errors.push(`Cron Expression is not valid: ${(e as Error).message}`);
    return errors;
  }
  if (!runs.length) {
    errors.push('Cron Expression never runs');
    return errors;
  }
  for (let i = 1; i < runs.length; i++) {
    if ((runs[i].getTime() - runs[i - 1].getTime()) / 1000 < minIntervalSeconds) {
      errors.push(`Cron Expression runs too often: at most one run every ${minIntervalSeconds} seconds`);
      break;
    }
  }
  return errors;
}
