/**
 * Calendar days as YYYY-MM-DD text, for the server, the web and the tests alike: "today" in a time zone (a tenant's
 * TIME_ZONE) and arithmetic on days that no zone or daylight-saving change moves.
 */

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a value is a real calendar day written YYYY-MM-DD: the one check of a day for the server, the web and
 * the tests (2024-02-29 is one, 2023-02-29, 2026-04-31 and 2026-4-1 are not).
 */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** YYYY-MM-DD of `now` in a time zone (undefined: the runtime's own zone). */
export function dayIn(timeZone: string | undefined, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** `day` (YYYY-MM-DD) plus `n` days (negative: earlier). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Days between two YYYY-MM-DD dates (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
