import { ANNOUNCEMENT_MESSAGES } from '@clearline/shared';
import { inlineError, type FieldValidator } from '../components/inputs';

/** The YYYY-MM-DD of a date value (a date input's value or an answer's timestamp). */
export const day = (v: unknown): string | undefined => (typeof v === 'string' && v.length >= 10 ? v.slice(0, 10) : undefined);

/** An announcement's start must not be after its end (spec 03 §5), system and tenant alike. */
export const startRule: FieldValidator = (value, all) => {
  const [start, end] = [day(value), day(all.announcementEndDate)];
  return inlineError(start && end && start > end ? ANNOUNCEMENT_MESSAGES.startAfterEnd : undefined);
};
export const endRule: FieldValidator = (value, all) => {
  const [start, end] = [day(all.announcementStartDate), day(value)];
  return inlineError(start && end && start > end ? ANNOUNCEMENT_MESSAGES.endBeforeStart : undefined);
};
