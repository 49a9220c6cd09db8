/**
 * Bulk actions from a facility (spec 03 §2): send a reminder to the facility's people with open
 * actions, upload an annual training document for every cleared employee, upload an employee
 * document for all or chosen people, and the facility-wide document upload. Each runs as a job with
 * progress and a result summary: one outcome per person (or facility) it touched.
 */

/** The bulk actions, with their labels (menu items and run titles). */
export const FACILITY_BULK_ACTION = {
  SEND_REMINDER: 'Send Reminder',
  ANNUAL_TRAINING: 'Upload Annual Training Document',
  UPLOAD_EMPLOYEE_DOCUMENT: 'Upload Employee Document',
  UPLOAD_FACILITY_DOCUMENT: 'Upload Facility Document',
} as const;
export type FacilityBulkAction = keyof typeof FACILITY_BULK_ACTION;
export const FACILITY_BULK_ACTION_VALUES = Object.keys(FACILITY_BULK_ACTION) as FacilityBulkAction[];

/** What happened to one person (or facility) of a bulk action. */
export const FACILITY_BULK_OUTCOME = {
  SENT: 'Sent',
  ATTACHED: 'Attached',
  SKIPPED: 'Skipped',
  FAILED: 'Failed',
} as const;
export type FacilityBulkOutcome = keyof typeof FACILITY_BULK_OUTCOME;
export const FACILITY_BULK_OUTCOME_VALUES = Object.keys(FACILITY_BULK_OUTCOME) as FacilityBulkOutcome[];

/** Whom an employee document goes to. */
export const FACILITY_BULK_SELECTION = {
  ALL: 'All people of the facility',
  SELECTED: 'Selected people',
} as const;
export type FacilityBulkSelection = keyof typeof FACILITY_BULK_SELECTION;

export const FACILITY_BULK_MESSAGES = {
  menu: 'Bulk Actions',
  recent: 'Recent Bulk Actions',
  noRuns: 'No bulk action has been run from this facility yet.',
  queued: (action: string, count: number, facilities = false) =>
    `${action}: queued for ${count} ${facilities ? (count === 1 ? 'facility' : 'facilities') : count === 1 ? 'person' : 'people'}`,
  running: 'Working…',
  finished: 'Finished',
  failed: 'The bulk action failed',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  facilityDisabled: (name: string) => `${name} is disabled; enable it before running a bulk action.`,
  noPeople: (name: string) => `${name} has no active people to act on.`,
  noClearedPeople: (name: string) => `${name} has no cleared employees to attach the training to.`,
  notOfFacility: (name: string) => `Some selected people do not belong to ${name}.`,
  selectPeople: 'Select at least one person, or choose all people of the facility.',
  selectFacilities: 'Select at least one facility, or choose all facilities.',
  noFacilities: 'There is no enabled facility to upload the document to.',
  unknownFacility: 'Some selected facilities do not exist or are disabled.',
  completionInFuture: 'Completion Date cannot be in the future',
  // per-person outcomes
  skippedNoEmail: 'No e-mail address on file',
  skippedNoOpenActions: 'No open actions',
  skippedNoLongerActive: 'No longer active at the facility',
  skippedFacilityGone: 'The facility is disabled or was removed',
  skippedSameFile: 'The same file is already on file',
  labels: {
    message: 'Message',
    trainingName: 'Training Name',
    trainingType: 'Training Type',
    completionDate: 'Completion Date',
    notes: 'Notes',
    titleId: 'Document Type',
    dateSigned: 'Date Signed',
    expiryDate: 'Expiration Date',
    hideFromPersonnel: 'Hide From Personnel',
    selection: 'Send To',
    personnelIds: 'People',
    facilityIds: 'Facilities',
    allFacilities: 'All Facilities',
    title: 'Document Title',
    documentType: 'Document Type',
    file: 'File',
  },
} as const;
