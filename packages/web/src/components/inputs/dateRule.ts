import { isIsoDay } from '@clearline/shared';

/**
 * Whether a date must be cleared because it is earlier than the date it may not precede (spec 02 §5:
 * an expiry before its issue date, a termination date before the start date). Only complete days
 * count: a day still being typed, or no minimum, never clears anything.
 */
export const isClearedByMin = (value: unknown, min: unknown): boolean => isIsoDay(value) && isIsoDay(min) && value < min;
