import { tenantDay } from './time-zone';

/** Whether `year` has a 29 February. */
export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * A year whose days stay in the future for as long as a test runs: the first year from the tenant's year plus `ahead`
 * (3 by default) that `has` holds for (a year whose next is a leap year, say). Tests write their far-future days as
 * `${futureYear()}-05-04`, so the calendar property they rely on holds in every year the suite runs.
 */
export function futureYear(has: (year: number) => boolean = () => true, ahead = 3): number {
  let year = Number(tenantDay().slice(0, 4)) + ahead;
  while (!has(year)) year += 1;
  return year;
}

/** A year whose days are long past and stay so: the tenant's year minus `behind` (3 by default). */
export const pastYear = (behind = 3): number => Number(tenantDay().slice(0, 4)) - behind;
