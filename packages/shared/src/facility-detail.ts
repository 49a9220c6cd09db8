import type { LabelMap } from './people';

/**
 * The facility detail tabs Open Actions, Workflow Retries, Notes, Facility Documents and Portal Downloads
 * (spec 03 §2 "Facilities"; their fields are not shown by the spec and follow DCSA practice).
 */

/** An automated step for a facility that failed: a reminder e-mail to one of its people. */
export const WORKFLOW_RETRY_TYPE = {
  REMINDER_EMAIL: 'Reminder E-mail',
} as const satisfies LabelMap<string>;
export type WorkflowRetryType = keyof typeof WORKFLOW_RETRY_TYPE;
export const WORKFLOW_RETRY_TYPE_VALUES = Object.keys(WORKFLOW_RETRY_TYPE) as WorkflowRetryType[];

/** FAILED: waiting for someone; RETRIED: queued again; RESOLVED: dealt with (no further attempt). */
export const WORKFLOW_RETRY_STATUS = {
  FAILED: 'Failed',
  RETRIED: 'Retried',
  RESOLVED: 'Resolved',
} as const satisfies LabelMap<string>;
export type WorkflowRetryStatus = keyof typeof WORKFLOW_RETRY_STATUS;
export const WORKFLOW_RETRY_STATUS_VALUES = Object.keys(WORKFLOW_RETRY_STATUS) as WorkflowRetryStatus[];

/** A required facility document as the Facility Documents tab shows it. */
export const FACILITY_DOCUMENT_STATUS = {
  CURRENT: 'Current',
  MISSING: 'Missing',
  EXPIRED: 'Expired',
} as const satisfies LabelMap<string>;
export type FacilityDocumentStatus = keyof typeof FACILITY_DOCUMENT_STATUS;
export const FACILITY_DOCUMENT_STATUS_VALUES = Object.keys(FACILITY_DOCUMENT_STATUS) as FacilityDocumentStatus[];

export const FACILITY_DETAIL_MESSAGES = {
  // Notes
  noteAdded: 'Successfully Added Note',
  noteAddFailed: 'Failed To Add Note',
  noteUpdated: 'Successfully Updated Note',
  noteUpdateFailed: 'Failed To Update Note',
  noteDeleted: 'Successfully Deleted Note',
  noteDeleteFailed: 'Failed To Delete Note',
  noNotes: 'No notes on this facility yet.',
  addNote: 'Add Note',
  editNote: 'Edit Note',
  deleteNoteConfirm: 'Delete this note?',
  noteOfAnother: 'Only the author of a note can change or delete it.',
  // Facility documents
  documentAdded: (title: string) => `Successfully Added Document: ${title}`,
  documentAddFailed: 'Failed To Add Document',
  documentUpdated: (title: string) => `Successfully Updated Document: ${title}`,
  documentUpdateFailed: 'Failed To Update Document',
  documentDeleted: (title: string) => `Successfully Deleted Document: ${title}`,
  documentDeleteFailed: 'Failed To Delete Document',
  deleteDocumentConfirm: (title: string) => `Delete the document ${title} and its file?`,
  addDocument: 'Add Document',
  editDocument: 'Edit Document',
  noDocuments: 'No documents uploaded for this facility.',
  noRequiredDocuments: 'No required facility documents are set in the FACILITY required-document defaults.',
  requiredDocuments: 'Required Facility Documents',
  uploadedDocuments: 'Uploaded Documents',
  documentFileRequired: 'File is required',
  // Workflow retries
  retried: (subject: string) => `Successfully Queued Again: ${subject}`,
  retryFailed: 'Failed To Retry Workflow',
  resolved: (subject: string) => `Successfully Resolved: ${subject}`,
  resolveFailed: 'Failed To Resolve Workflow',
  noRetries: 'No failed workflow steps for this facility.',
  retryNotAllowed: (status: string) => `This workflow step is ${status.toLowerCase()} and cannot be retried.`,
  resolveNotAllowed: 'This workflow step is already resolved.',
  noRecipient: (person: string) => `${person} has no work e-mail address: add one to the person's record before retrying.`,
  noSubject: 'The person of this workflow step no longer exists: resolve it instead.',
  // Open actions
  noOpenActions: 'No open actions for this facility or its people.',
  // Portal downloads
  noPortalDownloads: "No download links are offered to this facility's people.",
  labels: {
    title: 'Title',
    documentType: 'Document Type',
    expiryDate: 'Expiry Date',
    notes: 'Notes',
    content: 'Content',
    note: 'Note',
    file: 'File',
  },
} as const;
