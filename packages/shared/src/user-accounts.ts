/**
 * Generate User Accounts (spec 02 §2 list action, §3 "Account generation", §7
 * POST /personnel/generate-user-accounts): a CLIENT_EMPLOYEE user for each chosen person (or every
 * active person), signed in with the work e-mail as username, linked to the personnel record, with a
 * welcome e-mail holding a set-password link. Up to USER_ACCOUNTS_INLINE_LIMIT people are done in the
 * request; more run as a job with progress. Either way the answer names one outcome per person.
 */

/** At most this many people are done in the request; more run as a background job. */
export const USER_ACCOUNTS_INLINE_LIMIT = 5;

/** The role every generated account gets. */
export const USER_ACCOUNTS_ROLE = 'CLIENT_EMPLOYEE';

/** What happened to one person. */
export const USER_ACCOUNT_OUTCOME = {
  CREATED: 'Created',
  SKIPPED: 'Skipped',
  FAILED: 'Failed',
} as const;
export type UserAccountOutcome = keyof typeof USER_ACCOUNT_OUTCOME;
export const USER_ACCOUNT_OUTCOME_VALUES = Object.keys(USER_ACCOUNT_OUTCOME) as UserAccountOutcome[];

export const USER_ACCOUNTS_MESSAGES = {
  title: 'Generate User Accounts',
  intro:
    'Each person gets an employee account (role Client Employee) signed in with their work e-mail address. People who already have an account, have no valid work e-mail or are inactive are skipped.',
  allEmployees: 'All active employees without an account',
  chosenPeople: 'Chosen people',
  people: 'People',
  sendWelcome: 'Send the welcome e-mail (with a link to set the password)',
  generate: 'Generate',
  close: 'Close',
  running: 'Creating accounts…',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  summary: (created: number, skipped: number, failed: number) =>
    `${created} ${created === 1 ? 'account' : 'accounts'} created, ${skipped} skipped${failed ? `, ${failed} failed` : ''}`,
  failed: 'Generating the accounts failed',
  // refusals
  choosePeople: 'Choose at least one person, or choose all employees.',
  unknownPeople: 'Some chosen people do not exist in this tenant.',
  nobody: 'There is no active employee without a user account.',
  // per-person outcomes
  created: (username: string, mailed: boolean) => `Account ${username} created${mailed ? '; welcome e-mail sent' : ''}`,
  skippedHasAccount: (username: string) => `Already has a user account (${username})`,
  skippedNoEmail: 'No work e-mail address on file',
  skippedInvalidEmail: (email: string) => `The work e-mail address ${email} is not valid`,
  skippedInactive: 'The person is inactive or disabled',
  skippedUsernameTaken: (email: string) => `${email} is already the username of another account`,
  labels: {
    isForAllEmployees: 'All Employees',
    employeeIds: 'Employees',
    isSendWelcomeEmail: 'Send Welcome Email',
  },
} as const;

/**
 * The kinds of request GET /requests-and-actions/requests/me lists, each row with a `type` naming its
 * kind: today the open actions raised on the caller's own record, in every state; further kinds
 * (a workflow's pending requests about the caller) join this union with a type of their own.
 */
export const MY_REQUEST_TYPE = {
  OPEN_ACTION: 'Open Action',
} as const;
export type MyRequestType = keyof typeof MY_REQUEST_TYPE;
export const MY_REQUEST_TYPE_VALUES = Object.keys(MY_REQUEST_TYPE) as MyRequestType[];
