import type { LabelMap } from './people';

/**
 * Invitations: the security office invites a new person by e-mail; the person opens the link without
 * signing in, proves the mailbox with an e-mailed code and fills in the biographic and citizenship form,
 * which then waits for the security office's review.
 */
export const INVITATION_STATUS = {
  CREATED: 'Not Sent',
  SENT: 'Sent',
  VALIDATED: 'Link Opened',
  OTP_PASSED: 'Code Confirmed',
  SUBMITTED: 'Submitted For Review',
  REVIEWED: 'Reviewed',
} as const satisfies LabelMap<string>;
export type InvitationStatus = keyof typeof INVITATION_STATUS;

/** Statuses in which the invitee has not finished the form (the dashboard tile counts these). */
export const INVITATION_OPEN_STATUSES = ['CREATED', 'SENT', 'VALIDATED', 'OTP_PASSED'] as const satisfies readonly InvitationStatus[];

/** Minutes an e-mailed invitation code stays valid. */
export const INVITATION_OTP_MINUTES = 10;
/** Wrong codes allowed per e-mailed code. */
export const INVITATION_OTP_ATTEMPTS = 5;
/** The public page of the link. */
export const INVITATION_PAGE_PATH = '/self-service/invite';

export const INVITATION_MESSAGES = {
  // spec 02 §8, verbatim
  validateFailed: 'Failed To Validate Invitation.',
  otpFailed: 'Failed To Submit OTP Code.',
  submitFailed: 'Failed to submit personal information.',
  validated: 'Successfully Validated Invitation',
  otpPassed: 'Successfully Passed OTP Code',
  submitted: 'Successfully submitted personal information',
  createdTitle: 'Personnel Has Been Created',
  createdText: 'Your information has been submitted for review by your security office. You may close this page.',
  workEmailInvalid: 'Work Email Address is not valid',
  // server refusals (the public ones never say whether an address or a person exists)
  linkInvalid: 'This invitation link is not valid, has expired or was already used. Ask your security office to send a new one.',
  otpInvalid: 'The code is not valid or has expired. Reload the page to receive a new code.',
  otpTooManyAttempts: 'Too many wrong codes. Reload the page to receive a new code.',
  otpFirst: 'Enter the code from the e-mail first.',
  alreadySubmitted: 'This invitation was already completed; it cannot be sent again.',
  notSubmitted: 'The invitee has not submitted the form yet.',
  alreadyHasUser: 'This person already has a user account.',
  noInvitation: 'This person has no invitation yet.',
  listRequired: 'Add at least one person to invite.',
  // FSO pages
  pageTitle: 'Invitation',
  listTitle: 'Invitations',
  invitePeople: 'Invite People',
  send: 'Send Invitation',
  resend: 'Re-send Invitation',
  copyLink: 'Copy Link',
  sent: (email: string) => `Invitation sent to ${email}`,
  linkCopied: 'Invitation link copied',
  linkOnlyAfterSend: 'The link is shown once, right after it is sent.',
  deleted: 'Invitation deleted',
  userCreated: (username: string) => `User account ${username} created; a welcome e-mail was sent.`,
  invited: (n: number) => `${n} invitation${n === 1 ? '' : 's'} sent`,
  // public page
  validating: 'Validating invitation…',
  otpTitle: 'Enter the code we e-mailed you',
  otpHelp: 'A 6-digit code was sent to the e-mail address this invitation was sent to. It is valid for 10 minutes.',
  otpLabel: 'One-Time Code',
  submitOtp: 'Submit Code',
  formTitle: 'Personal Information',
  submit: 'Submit',
  // open action for the FSO
  reviewAction: (name: string) => `Review invited person's information: ${name}`,
  reviewActionText: 'Submitted from the invitation link. Check the biographic and citizenship information and complete the record.',
  tileLabel: 'Invitations not completed',
  tileCaption: 'People invited to enter their information',
  tileNotCompleted: 'Not completed',
  tileExpired: 'Link expired',
  tileToReview: 'To review',
} as const;
