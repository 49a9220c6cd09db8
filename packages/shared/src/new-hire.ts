import type { LabelMap } from './people';

/**
 * Report New Hire (spec 02 §2, §3 "New hire", §6 REPORT_NEW_HIRE, §7): a manager reports a person who
 * was hired; the report waits as a pending hire (not yet a person of the personnel list) until the
 * facility's FSO accepts it (the personnel record is created, employment CONTINGENT or ACTIVE) or
 * rejects it with a reason.
 */

/** Where a reported new hire stands. */
export const PENDING_HIRE_STATUS = {
  PENDING: 'Pending FSO Review',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
} as const satisfies LabelMap<string>;
export type PendingHireStatus = keyof typeof PENDING_HIRE_STATUS;

/** The employment statuses an FSO may give an accepted new hire. */
export const NEW_HIRE_ACCEPT_STATUS = {
  CONTINGENT: 'Contingent Hire',
  ACTIVE: 'Active',
} as const satisfies LabelMap<string>;
export type NewHireAcceptStatus = keyof typeof NEW_HIRE_ACCEPT_STATUS;

/** The e-mail template sent to the facility's FSOs when a new hire is reported. */
export const NEW_HIRE_TEMPLATE_KEY = 'NEW_HIRE_REPORTED';

/** The source key of the open action a pending hire raises for the facility's FSOs. */
export const newHireActionKey = (pendingHireId: string): string => `new-hire:${pendingHireId}`;

export const NEW_HIRE_MESSAGES = {
  listAction: 'Report New Hire',
  pageTitle: 'Report New Hire',
  intro:
    'The report goes to the Facility Security Officer of the facility for review. The person is added to the personnel list once the FSO accepts the report.',
  pendingTitle: 'Pending New Hires',
  reported: (name: string) => `Successfully Reported New Hire: ${name}`,
  reportFailed: 'Failed To Report New Hire',
  accepted: (name: string) => `Successfully Created Personnel: ${name}`,
  acceptFailed: 'Failed To Create Personnel',
  rejected: (name: string) => `Successfully Rejected New Hire: ${name}`,
  rejectFailed: 'Failed To Reject New Hire',
  ssnUnknownHint: 'Leave 000-00-0000 when the SSN is not known yet.',
  clearanceRequired: 'Clearance is required when the new hire is cleared',
  clearanceFacility: 'The clearance must be held at the facility of the new hire',
  alreadyDecided: (status: string) => `This new hire was already ${status.toLowerCase()}`,
  duplicatePending: 'A new hire with this SSN is already waiting for review in this tenant.',
  reasonRequired: 'Reason is required',
  actionTitle: (name: string, facility: string) => `New Hire Reported: ${name} (${facility})`,
  actionDescription: (name: string, by: string) =>
    `${by} reported ${name} as a new hire. Review the report and accept the person (Contingent Hire or Active) or reject the report.`,
  acceptTitle: 'Accept New Personnel',
  acceptText: (name: string, facility: string) =>
    `${name} will be added to the personnel list at ${facility} with the contacts, employment and clearance of the report.`,
  acceptButton: 'Accept',
  rejectTitle: 'Reject New Hire',
  rejectText: (name: string) => `The report of ${name} is kept as rejected with your reason; no personnel record is created.`,
  rejectButton: 'Reject',
  openPerson: 'Open Personnel',
  tileTitle: 'Pending New Hires',
  tileHint: 'Reported new hires waiting for the FSO to accept or reject them',
} as const;
