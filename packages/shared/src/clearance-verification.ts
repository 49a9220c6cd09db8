/**
 * Clearance verification and clearance request (spec 02 §2, §4, §6, §7). The security office asks a
 * person to confirm the details of their clearance (eligibility, determination date, granting agency,
 * investigation, continuous evaluation enrollment); the person answers from My Portal and attests, the
 * FSO reviews the answers and closes the request, updating the clearance record when the answers differ.
 * A clearance request records an action the FSO or MSS is asked to take on a clearance (initiate,
 * re-investigate, CV/CE enrollment, official request, take ownership).
 */

/** What the FSO decides when reviewing an answered verification. */
export const CLEARANCE_VERIFICATION_DECISION = {
  ACCEPT_CHANGES: 'Accept the answers and update the clearance record',
  KEEP_RECORD: 'Keep the clearance record as it is',
} as const;
export type ClearanceVerificationDecision = keyof typeof CLEARANCE_VERIFICATION_DECISION;

/** The state of a clearance request. */
export const CLEARANCE_REQUEST_STATUS = {
  SUBMITTED: 'Submitted',
  COMPLETED: 'Completed',
} as const;
export type ClearanceRequestStatus = keyof typeof CLEARANCE_REQUEST_STATUS;

/** The person's attestation, shown above the box they tick when answering. */
export const CLEARANCE_VERIFICATION_ATTESTATION =
  'I attest that the clearance information above is true, complete and correct to the best of my knowledge.';

export const CLEARANCE_VERIFICATION_MESSAGES = {
  requestTitle: 'Request Clearance Verification',
  clearanceRequestTitle: 'Clearance Request',
  verifyTitle: 'Verify Clearance',
  answerTitle: 'Clearance Verification',
  sent: (name: string) => `Clearance verification sent to ${name}`,
  answered: 'Thank you. Your answers were sent to the security office for review.',
  closed: 'Clearance verification closed',
  requested: 'Clearance request submitted',
  noWorkEmail: (name: string) => `${name} has no work e-mail address: add one before requesting a clearance verification.`,
  alreadyOpen: 'A clearance verification for this clearance is already open.',
  clearanceNotOfPerson: 'The clearance does not belong to this person.',
  attestationRequired: 'You must attest that your answers are correct',
  decisionRequired: 'Decision is required',
  notAnswerable: (status: string) => `This clearance verification is ${status} and can no longer be answered.`,
  notReviewable: (status: string) =>
    `This clearance verification is ${status}: only an answered verification (Needs Review) can be closed.`,
  onlyThePerson: 'Only the person the verification was sent to can answer it.',
  expiresOn: (day: string) => `Answer by ${day}`,
  personActionTitle: 'Verify Your Clearance Information',
  personActionDescription: (level: string) =>
    `The security office asks you to confirm the details of your ${level} clearance in My Portal.`,
  reviewActionTitle: (name: string) => `Review Clearance Verification: ${name}`,
  reviewActionDescription: (name: string) => `${name} answered the clearance verification; review the answers and close it.`,
  /** `action`: the action's label, or '' when the request names none */
  requestActionTitle: (action: string, name: string) => (action ? `Clearance Request (${action}): ${name}` : `Clearance Request: ${name}`),
  waitingTile: 'Clearance Verifications Waiting',
  waitingTileHint: 'Answered by the person, waiting for the FSO review',
  section: 'Clearance Verifications',
  noneWaiting: 'No clearance verification is open at this facility.',
} as const;
