import { SSN_DIGITS } from '@clearline/shared';

/** What the SSN field keeps of a keystroke: digits only, at most nine (spec 02 §5). */
export function parseSsnInput(input: string | null | undefined): string {
  return (input ?? '').replace(/\D/g, '').slice(0, SSN_DIGITS);
}

/** An SSN the API sent masked (***-**-1234 or ***-**-****): shown as is, never sent back. */
export const isMaskedSsn = (value: unknown): boolean => typeof value === 'string' && value.includes('*');
