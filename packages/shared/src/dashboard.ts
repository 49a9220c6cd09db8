import type { LabelMap } from './people';

/**
 * The dashboards (the index page): what falls due, by kind and window, and the open actions by kind and age.
 * The server counts with these values and the lists filter with them, so a tile and the list it links to agree.
 */

/** Records whose date falls due: badges expire, polygraphs and reinvestigations come due. */
export const DUE_ITEM = {
  BADGE: 'Badges',
  POLYGRAPH: 'Polygraphs',
  REINVESTIGATION: 'Reinvestigations',
} as const satisfies LabelMap<string>;
export type DueItem = keyof typeof DUE_ITEM;
/** One record of each item, as a person's own list names it. */
export const DUE_ITEM_ONE: Readonly<Record<DueItem, string>> = {
  BADGE: 'Badge expires',
  POLYGRAPH: 'Polygraph due',
  REINVESTIGATION: 'Reinvestigation due',
};
export const DUE_ITEM_VALUES = Object.keys(DUE_ITEM) as DueItem[];

/** When the date falls: already past, or within the next 30, 31–60 or 61–90 days (today counts as within 30). */
export const DUE_WINDOW = {
  OVERDUE: 'Overdue',
  DAYS_30: 'Within 30 days',
  DAYS_60: 'In 31–60 days',
  DAYS_90: 'In 61–90 days',
} as const satisfies LabelMap<string>;
export type DueWindow = keyof typeof DUE_WINDOW;
export const DUE_WINDOW_VALUES = Object.keys(DUE_WINDOW) as DueWindow[];

/** Days after today where each window ends (exclusive of the previous one's end). */
export const DUE_WINDOW_DAYS: Readonly<Record<Exclude<DueWindow, 'OVERDUE'>, readonly [number, number]>> = {
  DAYS_30: [0, 30],
  DAYS_60: [31, 60],
  DAYS_90: [61, 90],
};

/**
 * A polygraph without a next date counts as due this many years after it was taken (a counterintelligence
 * polygraph is generally accepted for five years). A polygraph with a next date is due on that date.
 */
export const POLYGRAPH_VALID_YEARS = 5;

/** How long an open action has been open (days since it was raised). */
export const ACTION_AGE = {
  UNDER_30: 'Under 30 days',
  DAYS_30_60: '30–60 days',
  DAYS_60_90: '60–90 days',
  OVER_90: 'Over 90 days',
} as const satisfies LabelMap<string>;
export type ActionAge = keyof typeof ACTION_AGE;
export const ACTION_AGE_VALUES = Object.keys(ACTION_AGE) as ActionAge[];

/** Lower and upper bound (days, upper exclusive; null: open) of each age. */
export const ACTION_AGE_DAYS: Readonly<Record<ActionAge, readonly [number, number | null]>> = {
  UNDER_30: [0, 30],
  DAYS_30_60: [30, 60],
  DAYS_60_90: [60, 90],
  OVER_90: [90, null],
};

/**
 * What an open action is about: a missing required document, the date a daily reminder raised it for
 * (its source), an employee's visit request (source `visit-request:…`), else the action type.
 */
export const ACTION_KIND = {
  MISSING_REQUIRED_DOCUMENT: 'Missing required documents',
  REINVESTIGATION: 'Reinvestigation due',
  BADGE_EXPIRY: 'Badge expires',
  POLYGRAPH: 'Polygraph due',
  PASSPORT_EXPIRY: 'Passport expires',
  ANNUAL_TRAINING: 'Annual training',
  PERM_CERTIFICATION: 'Permanent visit certification ends',
  INCIDENT_INITIAL_REPORT: 'Incident initial report due',
  INCIDENT_FINAL_REPORT: 'Incident final report due',
  FOREIGN_TRAVEL_DEBRIEF: 'Foreign travel debrief due',
  DOCUMENT_NEEDS_REVIEW: 'Document needs review',
  DOCUMENT_EXPIRED: 'Document expired',
  VISIT_REQUEST: 'Visit request to process',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type ActionKind = keyof typeof ACTION_KIND;
export const ACTION_KIND_VALUES = Object.keys(ACTION_KIND) as ActionKind[];

/** Whether a cleared person has their annual refresher briefing on file for the last year. */
export const TRAINING_STATE = {
  COMPLETE: 'Completed',
  DUE: 'Not completed',
} as const satisfies LabelMap<string>;
export type TrainingState = keyof typeof TRAINING_STATE;
export const TRAINING_STATE_VALUES = Object.keys(TRAINING_STATE) as TrainingState[];

/** The required document whose upload in the last year counts as the annual training done. */
export const ANNUAL_TRAINING_TITLE = 'ANNUAL_REFRESHER_BRIEFING';

export const DASHBOARD_MESSAGES = {
  allFacilities: 'All facilities',
  facility: 'Facility',
  openActions: 'Open actions by kind and age',
  dueItems: 'Expiring and overdue',
  training: 'Annual training completion',
  trainingCaption: (done: number, total: number) => `${done} of ${total} cleared people completed their annual refresher briefing`,
  clearances: 'Clearances by status',
  nothingDue: 'Nothing falls due in the next 90 days.',
  noOpenActions: 'No open actions.',
  myOpenActions: 'My open actions',
  myDueItems: 'My expiring items',
  myTraining: 'Training due',
  noPersonnelRecord: 'Your user account is not linked to a personnel record, so there is nothing of yours to show.',
  managedTenants: 'Managed tenants',
  tenant: 'Tenant',
  openActionCount: 'Open actions',
  overdueCount: 'Overdue',
  dueSoonCount: 'Due in 90 days',
  noTenants: 'No managed tenants.',
  dueOn: (date: string) => `Due ${date}`,
  dueFilter: 'Falls Due',
  dueWindowFilter: 'When',
  trainingFilter: 'Annual Training',
  ageFilter: 'Age',
  kindFilter: 'Kind',
  overdueFilter: 'Overdue only',
  openActionsList: 'Open Actions',
  person: 'Person',
  action: 'Action',
  raised: 'Raised',
  dueDate: 'Due Date',
  state: 'State',
  completed: 'Completed',
  notCompleted: 'Not completed',
  people: (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`,
  actions: (n: number) => `${n} ${n === 1 ? 'action' : 'actions'}`,
  officerDashboardRefused:
    'The security officer’s dashboard covers the whole organization; as a program manager you see the dashboard of your contracts and the people on them.',
} as const;

/** How a record whose date has passed is shown (lists and detail pages alike). */
export const DUE_FLAGS = {
  badgeExpired: 'Expired',
  badgeExpiredOn: (date: string) => `This badge expired on ${date}: it is no longer valid, whatever its status says.`,
  reinvestigationOverdue: 'Reinvestigation overdue',
  reinvestigationOverdueSince: (date: string) => `The reinvestigation was due on ${date} and is overdue.`,
  polygraphOverdue: 'Out of date',
  polygraphOverdueSince: (date: string) => `This polygraph was due again on ${date} and is out of date.`,
} as const;

/** The source key prefix of the open action of an employee's visit request (any kind of visit). */
export const VISIT_REQUEST_ACTION_PREFIX = 'visit-request:';

/**
 * What an action is about: the reminder kind of an action a daily reminder raised (`reminder:<kind>:…`), VISIT_REQUEST
 * for a visit request's (`visit-request:…`), else its type.
 */
export function actionKindOf(sourceKey: string | null, actionType: string): ActionKind {
  if (sourceKey?.startsWith(VISIT_REQUEST_ACTION_PREFIX)) return 'VISIT_REQUEST';
  const kind = sourceKey?.startsWith('reminder:') ? sourceKey.split(':')[1] : actionType;
  return (ACTION_KIND_VALUES as string[]).includes(kind) ? (kind as ActionKind) : 'OTHER';
}
