import type { LabelMap } from './people';

/**
 * Terminating an employee (off-boarding, 32 CFR 117.8 and 117.12): the FSO records a termination, which
 * waits as PENDING with the off-boarding open actions until the FSO accepts it; accepting ends the
 * employment, debriefs the person's clearances and disables their user account.
 */
export const TERMINATION_STATUS = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
} as const satisfies LabelMap<string>;
export type TerminationStatus = keyof typeof TERMINATION_STATUS;
export const TERMINATION_STATUS_VALUES = Object.keys(TERMINATION_STATUS) as TerminationStatus[];

/**
 * The off-boarding steps a termination raises as open actions of the person. `byAcceptance`: accepting
 * the termination does the step itself (the account is disabled), so the acceptance completes it.
 */
export const TERMINATION_STEPS = {
  DEBRIEF: {
    title: 'Debrief (SF-312 debriefing acknowledgement)',
    description: 'Debrief {name} and have the debriefing acknowledgement of the SF-312 signed.',
    byAcceptance: false,
  },
  BADGE_RETURN: {
    title: 'Recover badges',
    description: 'Recover every badge and access card issued to {name}.',
    byAcceptance: false,
  },
  ACCOUNT_DISABLE: {
    title: 'Disable user account',
    description: "Disable {name}'s user account and end their sessions (done when the termination is accepted).",
    byAcceptance: true,
  },
  CHANGE_COMBINATIONS: {
    title: 'Change combinations the person knew',
    description: 'Change the combinations of every safe, container and closed area {name} knew.',
    byAcceptance: false,
  },
  RECOVER_MATERIAL: {
    title: 'Recover classified material held',
    description: 'Recover the classified material held by {name} and update the accountability records.',
    byAcceptance: false,
  },
} as const;
export type TerminationStep = keyof typeof TERMINATION_STEPS;
export const TERMINATION_STEP_VALUES = Object.keys(TERMINATION_STEPS) as TerminationStep[];

/** The source key of a termination step's open action (raised once per termination). */
export const terminationActionKey = (terminationId: string, step: TerminationStep) => `termination:${terminationId}:${step}`;

/** Reasons a person shows on the Personnel Risk list. */
export const RISK_INDICATOR = {
  HIGH_RISK_TERMINATION: 'High-risk termination',
  INVESTIGATION_OVERDUE: 'Investigation or reinvestigation overdue',
  CE_LAPSED: 'Continuous evaluation lapsed',
  MISSING_REQUIRED_DOCUMENTS: 'Missing required documents',
  CLEARANCE_ADVERSE: 'Clearance suspended, denied or revoked',
} as const satisfies LabelMap<string>;
export type RiskIndicator = keyof typeof RISK_INDICATOR;
export const RISK_INDICATOR_VALUES = Object.keys(RISK_INDICATOR) as RiskIndicator[];

export const TERMINATION_MESSAGES = {
  terminateTitle: 'Terminate Employee',
  pendingTitle: 'Pending Terminations',
  riskTitle: 'Personnel Risk',
  employee: 'Employee',
  terminationDate: 'Termination Date',
  isHighRisk: 'High Risk',
  reason: 'Reason',
  notes: 'Notes',
  accept: 'Accept',
  acceptTitle: 'Accept Termination',
  acceptText:
    "Accepting ends {name}'s employment on {date}, debriefs their active clearances, disables their user account and ends their sessions.",
  created: 'Successfully Recorded Termination: {name}',
  createFailed: 'Failed To Record Termination',
  accepted: 'Successfully Accepted Termination: {name}',
  acceptFailed: 'Failed To Accept Termination',
  alreadyPending: '{name} already has a pending termination; accept it before recording another.',
  alreadyTerminated: '{name} is already terminated.',
  notPending: 'This termination was already accepted.',
  beforeStart: 'Termination Date cannot be before the start date ({date}).',
  noRisk: 'No one shows a risk indicator.',
} as const;
