import { BooleanField, DataTable, type RaRecord } from 'react-admin';
import { ANNOUNCEMENT_MESSAGES, MASTER_DATA_LABELS as L, TEXT_LIMITS } from '@clearline/shared';
import { DateInput, FlagInput, inlineError, LimitedTextInput, type FieldValidator } from '../components/inputs';
import { formatDate } from './dates';

/** What system and tenant announcements share on their master data pages: rules, columns and inputs. */

/** The YYYY-MM-DD of a date value (a date input's value or an answer's timestamp). */
export const day = (v: unknown): string | undefined => (typeof v === 'string' && v.length >= 10 ? v.slice(0, 10) : undefined);

/** An announcement's start must not be after its end (spec 03 §5). */
const startRule: FieldValidator = (value, all) => {
  const [start, end] = [day(value), day(all.announcementEndDate)];
  return inlineError(start && end && start > end ? ANNOUNCEMENT_MESSAGES.startAfterEnd : undefined);
};
const endRule: FieldValidator = (value, all) => {
  const [start, end] = [day(all.announcementStartDate), day(value)];
  return inlineError(start && end && start > end ? ANNOUNCEMENT_MESSAGES.endBeforeStart : undefined);
};

/** The form values of an announcement: its dates as days. */
export const announcementToForm = (r: RaRecord) => ({
  ...r,
  announcementStartDate: day(r.announcementStartDate),
  announcementEndDate: day(r.announcementEndDate),
});

const Col = DataTable.Col;

export const announcementColumns = (
  <>
    <Col source="announcementTitle" label={L.announcementTitle} />
    <Col source="announcementStartDate" label={L.announcementStartDate} render={(r) => formatDate(day(r.announcementStartDate))} />
    <Col source="announcementEndDate" label={L.announcementEndDate} render={(r) => formatDate(day(r.announcementEndDate))} />
    <Col source="isActive" label={L.isActive}>
      <BooleanField source="isActive" />
    </Col>
  </>
);

/** Title, text, start, end (start not after end) and active. */
export const announcementInputs = (
  <>
    <LimitedTextInput source="announcementTitle" label={L.announcementTitle} required />
    <LimitedTextInput source="announcementText" label={L.announcementText} required multiline max={TEXT_LIMITS.message} />
    <DateInput source="announcementStartDate" label={L.announcementStartDate} required validate={startRule} />
    <DateInput source="announcementEndDate" label={L.announcementEndDate} required validate={endRule} />
    <FlagInput source="isActive" label={L.isActive} />
  </>
);
