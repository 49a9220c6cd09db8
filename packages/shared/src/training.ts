import { ANNUAL_TRAINING_MESSAGES } from './messages-training';

/**
 * Rules of annual required training documents (spec 03 §3, §5, §9): who the training is for, and
 * the reminders, 1 to 10 days before the deadline, stored semicolon-separated.
 */

/** Whom the training is required of; the spec names CLEARED (the default) and no other value. */
export const ANNUAL_TRAINING_TYPE = {
  CLEARED: 'Cleared Personnel',
} as const;
export type AnnualTrainingType = keyof typeof ANNUAL_TRAINING_TYPE;
export const DEFAULT_ANNUAL_TRAINING_TYPE: AnnualTrainingType = 'CLEARED';

export const ANNUAL_TRAINING_REMINDER_MIN = 1;
export const ANNUAL_TRAINING_REMINDER_MAX = 10;

/**
 * Reminders as stored: the day counts in ascending order without repeats, joined by semicolons. Accepts
 * a text separated by semicolons, commas or spaces ("10, 5 1" → "1;5;10") or a list of numbers. An empty
 * text or list gives null (the tenant setting ANNUAL_TRAINING_REMINDER_DAYS applies). Anything else
 * gives an error message naming the field.
 */
export function normaliseTrainingReminders(value: unknown): { value: string | null } | { error: string } {
  if (value === null || value === undefined) return { value: null };
  const parts: unknown[] =
    typeof value === 'string' ? value.split(/[;,\s]+/).filter((p) => p !== '') : Array.isArray(value) ? value : [value];
  const days: number[] = [];
  for (const p of parts) {
    const n = typeof p === 'number' ? p : typeof p === 'string' && /^\d+$/.test(p.trim()) ? Number(p.trim()) : NaN;
    if (!Number.isInteger(n) || n < ANNUAL_TRAINING_REMINDER_MIN || n > ANNUAL_TRAINING_REMINDER_MAX)
      return { error: ANNUAL_TRAINING_MESSAGES.remindersRange(ANNUAL_TRAINING_REMINDER_MIN, ANNUAL_TRAINING_REMINDER_MAX) };
    days.push(n);
  }
  if (!days.length) return { value: null };
  return { value: [...new Set(days)].sort((a, b) => a - b).join(';') };
}

/** The stored reminders as day counts (empty for null). */
export function trainingReminderDays(stored: string | null | undefined): number[] {
  const r = normaliseTrainingReminders(stored ?? null);
  return 'value' in r && r.value ? r.value.split(';').map(Number) : [];
}
