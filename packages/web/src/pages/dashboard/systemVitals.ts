/** GET /system-vitals: build date (ISO date-time) and build number; each is 0 when unknown. */
export interface SystemVitals {
  buildDate: string | number;
  buildNumber: string | number;
}

/** Blank when the value is 0 (spec 01 §3 System vitals). */
export const blankIfZero = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === 0 || value === '0' ? '' : String(value);

export function formatBuildDate(value: string | number | null | undefined): string {
  const text = blankIfZero(value);
  if (!text) return '';
  const date = new Date(typeof value === 'number' ? value : text);
  return Number.isNaN(date.getTime()) ? text : date.toLocaleString();
}
