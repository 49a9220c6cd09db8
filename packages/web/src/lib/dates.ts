/**
 * Dates as the user reads them (spec 01 §9: the locale's short date and date-time formats). The user's
 * format is the browser's language (`navigator.languages`); every list, show page and table formats
 * through these functions, never `toLocale…String` or the stored ISO text.
 */

import { dayIn } from '@clearline/shared';

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The user's locale: the browser's first language (undefined: the runtime's default). */
export const userLocale = (): string | undefined =>
  typeof navigator !== 'undefined' ? (navigator.languages?.[0] ?? navigator.language) : undefined;

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };

/** A value as a Date: a calendar day (YYYY-MM-DD) is that day at UTC midnight, so no zone moves it. */
function parse(value: string | Date): { date: Date; day: boolean } | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, day: false };
  const m = DAY_RE.exec(value.trim());
  if (m) return { date: new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))), day: true };
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, day: false };
}

/**
 * A day or an instant as the user's short date ("1/5/2024" in en-US, "05/01/2024" in en-GB); blank for
 * none; text that is no date is shown as it is.
 */
export function formatDate(value: string | Date | null | undefined, locale = userLocale(), timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const p = parse(value);
  if (!p) return String(value);
  return p.date.toLocaleDateString(locale, { ...DATE, timeZone: p.day ? 'UTC' : timeZone });
}

/** An instant as the user's short date and time; a calendar day as its date only. */
export function formatDateTime(value: string | Date | null | undefined, locale = userLocale(), timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const p = parse(value);
  if (!p) return String(value);
  if (p.day) return formatDate(value, locale);
  return p.date.toLocaleString(locale, { ...DATE_TIME, timeZone });
}

const ZONE_KEY = 'tenant_time_zone';
const zoneStore = (): Storage | undefined => (typeof window !== 'undefined' ? window.localStorage : undefined);

/**
 * Remembers the time zone of the tenant the user acts in (`timeZone` of /users/me), kept across reloads: every
 * "today" of the web is that tenant's day, the one the server checks dates against.
 */
export function setTenantTimeZone(zone: string | undefined): void {
  if (zone) zoneStore()?.setItem(ZONE_KEY, zone);
}

/** Today (YYYY-MM-DD) in the tenant's time zone; in the browser's own zone until the tenant's is known. */
export function tenantToday(now = new Date()): string {
  const zone = zoneStore()?.getItem(ZONE_KEY) ?? undefined;
  try {
    return dayIn(zone, now);
  } catch {
    return dayIn(undefined, now);
  }
}
