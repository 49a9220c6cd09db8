import { INVITATION_OTP_ATTEMPTS, INVITATION_OTP_MINUTES } from '@clearline/shared';

/**
 * The limits of an invitation's e-mailed codes, all in one place. Each code is valid for INVITATION_OTP_MINUTES and
 * INVITATION_OTP_ATTEMPTS wrong tries (reopening the link e-mails a new one); over the life of the link, at most
 * `codes` codes are e-mailed and at most `wrongCodes` wrong codes are accepted. Past either, the invitation locks:
 * every call of the link answers INVITATION_GUARD_MESSAGES.locked until the security office sends the invitation
 * again (PUT /invite/{id}/send-email or PUT /invite/personnel/{id}), which issues a new link with fresh counters.
 * With these numbers a guesser holding the link has at most 10 tries in a million per invitation sent.
 */
export const INVITATION_LIMITS = {
  /** codes e-mailed per link; the next opening of the link locks the invitation */
  codes: 5,
  /** wrong codes per link, whatever code they were meant for; the last one locks the invitation */
  wrongCodes: 10,
} as const;

/** The limits as the API documentation states them. */
export const INVITATION_LIMITS_TEXT =
  `each code is valid for ${INVITATION_OTP_MINUTES} minutes and ${INVITATION_OTP_ATTEMPTS} wrong tries; ` +
  `a link e-mails at most ${INVITATION_LIMITS.codes} codes and accepts at most ${INVITATION_LIMITS.wrongCodes} wrong codes in all, ` +
  'then the invitation is locked until the security office sends it again';
