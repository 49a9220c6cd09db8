/**
 * The reminder thresholds an item has reached: every lead (days before the due date) not later than
 * the days left. One lead of 30 days and 12 days left → [30]; leads 1, 5 and 10 with 4 days left →
 * [5, 10] (each reminder day is recorded once, so a missed day is caught up without repeats).
 */
export function thresholdsReached(daysLeft: number, leads: readonly number[]): number[] {
  return [...new Set(leads)].filter((l) => l >= 0 && daysLeft <= l).sort((a, b) => a - b);
}

/** The lead setting's value as a list of whole days. */
export function leadsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [value];
  return list
    .map((v) => Number(typeof v === 'object' && v !== null ? (v as { value: unknown }).value : v))
    .filter((n) => Number.isInteger(n) && n >= 0);
}
