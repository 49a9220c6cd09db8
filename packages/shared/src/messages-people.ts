/**
 * Texts of the personnel and facility screens (spec 02 §2, §8; spec 03 §2), verbatim where the spec
 * words them. Texts the spec does not word follow the same pattern and are marked below.
 */

export const PERSONNEL_WIZARD = {
  steps: ['Biographic Info', 'Contact Info', 'Employment', 'Physical', 'Automobile', 'Required Documents'] as const,
  create: 'Create',
  updateAndGoToList: 'Update and Go To View List',
  previous: 'Previous',
  saveAndContinue: 'Save and Continue',
  saveAndClose: 'Save and Close',
  finish: 'Finish',
  cancel: 'Cancel',
  createdTitle: 'Personnel Created',
  createdText: 'You may add more information or close this page.',
  backToList: 'Go back to personnel list',
  continueAdding: 'Continue Adding',
  finishedTitle: 'All information Added',
  finishedText: 'We will return you to the main page.',
  returnToPersonnel: 'Return to Personnel',
  // not worded by the spec
  title: 'Add Personnel',
  sameAsPrimaryAddress: 'Same as primary address',
  addContact: 'Add Contact',
  addVehicle: 'Add Vehicle',
  required: 'Required',
} as const;

export const PERSONNEL_TABS = {
  info: 'Personal Info',
  clearances: 'Clearances',
  assignments: 'Assignments',
  openActions: 'Open Actions',
} as const;

/** Tabs of the facility detail (spec 03 §2), by route segment. */
export const FACILITY_TABS = {
  openActions: 'Open Actions',
  workflowRetries: 'Workflow Retries',
  changeConditions: 'Change Conditions',
  notes: 'Notes',
  facilityDocuments: 'Facility Documents',
  inspections: 'Inspections',
  securityEnhancement: 'Security Enhancements',
  portalDownloads: 'Portal Downloads',
  facilityDetails: 'Facility Details',
} as const;

/** Sub-tabs of the Clearances tab, in `?tab=` order (Add Investigation returns to ?tab=1). */
export const CLEARANCE_SUBTABS = ['Clearances', 'Investigations', 'Special Access', 'Polygraphs'] as const;

export const PERSONNEL_LIST_ACTIONS = {
  add: 'Add Personnel',
  importTool: 'Personnel Import Tool',
  generateUserAccounts: 'Generate User Accounts',
  personnelRisk: 'Personnel Risk',
  reportNewHire: 'Report New Hire',
  terminateEmployee: 'Terminate Employee',
  requestClearanceVerification: 'Request Clearance Verification',
  clearanceRequest: 'Clearance Request',
} as const;

/** What an e-mail or a table shows for an optional choice the record does not hold (a termination without a reason). */
export const NOT_STATED = 'Not stated';

/** Toasts (spec 02 §8); the server message is used instead of a failure text when the answer has one. */
export const PERSONNEL_MESSAGES = {
  updated: (name: string) => `Successfully Updated Personnel: ${name}`,
  updateFailed: 'Failed To Update Personnel',
  investigationCreated: 'Successfully Created Personnel Investigation.',
  investigationCreateFailed: 'Failed To Create Personnel Investigation',
  investigationUpdated: 'Successfully Updated Personnel Investigation.',
  investigationUpdateFailed: 'Failed To Update Personnel Investigation',
  fetchFailed: 'An error occurred while fetching data.',
  unableToLoad: 'Unable to load',
  // not worded by the spec; same pattern as the investigation texts
  created: (name: string) => `Successfully Created Personnel: ${name}`,
  createFailed: 'Failed To Create Personnel',
  recordCreated: (record: string) => `Successfully Created Personnel ${record}.`,
  recordCreateFailed: (record: string) => `Failed To Create Personnel ${record}`,
  recordUpdated: (record: string) => `Successfully Updated Personnel ${record}.`,
  recordUpdateFailed: (record: string) => `Failed To Update Personnel ${record}`,
  recordDeleted: (record: string) => `Successfully Deleted Personnel ${record}.`,
  recordDeleteFailed: (record: string) => `Failed To Delete Personnel ${record}`,
  openActionCompleted: 'Successfully Completed Open Action.',
  openActionClosed: 'Successfully Closed Open Action.',
  openActionFailed: 'Failed To Update Open Action',
  ssnRevealFailed: 'Failed To Reveal SSN',
  // not worded by the spec
  ownSupervisor: 'A person cannot be their own supervisor.',
  noPicture: (name: string) => `${name} has no picture`,
  clearanceHasInvestigations: 'This clearance has investigations. Delete them first.',
  investigationReopen: 'A completed investigation cannot be reopened.',
  openActionAlready: (state: string) => `This open action is already ${state.toLowerCase()}.`,
  // not worded by the spec
  unknownSpecialSystems: (unknown: readonly string[], options: readonly string[]) =>
    `Special System Access ${unknown.join(', ')} is not one of the tenant's accessible special systems (${options.join(', ')})`,
  // not worded by the spec
  badgeActivePastExpiry: (expiryDate: string) =>
    `A badge cannot be Active after its Expiry Date (${expiryDate}) has passed: choose another Badge Status or correct the Expiry Date.`,
} as const;

/** Facility screens (spec 03 §2; toasts not worded by the spec). */
export const FACILITY_MESSAGES = {
  addTitle: 'Add New Facility',
  editTitle: 'Facility Details',
  created: (name: string) => `Successfully Created Facility: ${name}`,
  createFailed: 'Failed To Create Facility',
  updated: (name: string) => `Successfully Updated Facility: ${name}`,
  updateFailed: 'Failed To Update Facility',
  enabled: (name: string) => `Successfully Enabled Facility: ${name}`,
  disabled: (name: string) => `Successfully Disabled Facility: ${name}`,
  toggleFailed: 'Failed To Update Facility',
  deleted: (name: string) => `Successfully Deleted Facility: ${name}`,
  deleteFailed: 'Failed To Delete Facility',
  enable: 'Enable',
  disable: 'Disable',
  enableConfirm: (name: string) => `Enable the facility ${name}?`,
  disableConfirm: (name: string) => `Disable the facility ${name}? People and records keep their link to it.`,
  // not worded by the spec
  stillUsed: (name: string) => `${name} still has personnel or clearance records and cannot be deleted. Disable it instead.`,
  cageFormat: 'CAGE Code must be 5 letters or digits',
  cageTaken: (code: string) => `A facility with CAGE code ${code} already exists.`,
} as const;

/**
 * The safeguards of the invitation link (not worded by the spec): the lock after too many codes, and the security
 * office's open action when a submitted SSN is already on another person's record (the invitee is never told).
 */
export const INVITATION_GUARD_MESSAGES = {
  locked:
    'This invitation is locked because too many codes were requested or entered wrongly. ' +
    'Contact your security office and ask them to send you the invitation again.',
  /** the invitee's name, and the other person's name with what tells their record apart */
  ssnConflictAction: (invitee: string, other: string) =>
    `SSN conflict: the SSN submitted by invitee ${invitee} matches the record of ${other}`,
  ssnConflictActionText: (invitee: string, other: string) =>
    `${invitee} submitted the invitation form with an SSN that is already on the record of ${other}. ` +
    `The SSN was not saved on ${invitee}'s record, and ${other}'s record was not changed; the rest of the form was saved. ` +
    `Ask ${invitee} which SSN is right: if they are the same person as ${other}, keep ${other}'s record and delete the record ` +
    `of the invitation; otherwise enter the right SSN on ${invitee}'s record. Complete or close this action when resolved: ` +
    'no user account can be created for the invitation until then.',
  ssnConflictOpen: 'Resolve the SSN conflict of this invitation first: complete or close its open action on the person.',
} as const;

/**
 * Open actions whose cause is a fact the product checks (a missing required document, a debrief due, a visit request
 * to answer, …): they close by themselves when the fact changes, so a person does not complete or close them; the
 * security office may waive one with a reason, which stays on record (not worded by the spec).
 */
export const OPEN_ACTION_MESSAGES = {
  /** the answer to completing or closing such an action by hand; `when` says what closes it */
  closesByItself: (when: string) => `This action closes by itself when ${when}. To close it anyway, waive it with a reason.`,
  notWaivable: 'Only an action that closes by itself can be waived. Complete or close this action instead.',
  // what closes each kind of action (the `when` of closesByItself)
  whenDocumentUploaded: 'the missing document is uploaded or is no longer required for the person',
  whenVerificationAnswered: 'the person answers the clearance verification (or it expires)',
  whenVerificationReviewed: 'the security office verifies the answered clearance verification',
  whenNewHireDecided: 'the reported new hire is accepted or rejected',
  whenTerminationAccepted: 'the termination is accepted, which disables the user account',
  whenReportFiled: "the report's filing is recorded on the incident",
  whenDebriefFiled: 'the foreign travel debrief is filed',
  whenVisitRequestDecided: 'the security office approves, denies or cancels the visit request',
  whenChangeConditionReported: 'the change condition package is submitted to DCSA',
  // the Waive dialog and how a waived action shows
  waive: 'Waive…',
  waiveTitle: 'Waive Open Action',
  waiveText: (title: string, when: string) =>
    `"${title}" closes by itself when ${when}. Waiving closes it now; your name, the date and the reason stay on the record.`,
  reason: 'Reason',
  waiveConfirm: 'Waive',
  waived: 'Successfully Waived Open Action.',
  waiveFailed: 'Failed To Waive Open Action',
  waivedState: 'Waived',
  waivedBy: (who: string, day: string, reason: string) => `Waived by ${who} on ${day}: ${reason}`,
} as const;
