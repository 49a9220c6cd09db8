/**
 * Texts of the tenant master data's Annual Required Training Documents (spec 03 §3, §5, §8, §9),
 * verbatim where the spec words them.
 */
export const ANNUAL_TRAINING_MESSAGES = {
  title: 'Annual Required Training Documents',
  /** spec 03 §8: failure toast of the add dialog */
  addFailed: 'Failed to add Annual Required Training Document',
  /** spec 03 §8: "edit uses a similar message" */
  editFailed: 'Failed to edit Annual Required Training Document',
  added: 'Successfully Added Annual Required Training Document',
  edited: 'Successfully Edited Annual Required Training Document',
  labels: {
    trainingType: 'Training Type',
    documentName: 'Document Name',
    filename: 'File',
    nextDeadlineDate: 'Next Deadline Date',
    reminders: 'Reminders',
    isActive: 'Active',
  },
  /** a reminders entry that is not a whole number of days from 1 to 10 */
  remindersRange: (min: number, max: number) =>
    `Reminders must be whole numbers of days from ${min} to ${max} before the deadline, separated by semicolons (e.g. 1;5;10)`,
  /** open action and reminder e-mail line of a cleared employee's annual training deadline */
  reminderLabel: 'Annual training due',
} as const;
