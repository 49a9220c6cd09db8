/**
 * The product's vocabulary (spec 01 §2 Shared UI and §8): texts shown to people, used verbatim by
 * the web and, where the server answers with them, by the API. Pure constants, no I/O.
 */
export const PRODUCT_NAME = 'Clearline';

export const MESSAGES = {
  // Confirm dialog
  confirmTitle: 'Confirm Action',
  confirmText: 'Are you sure you want to continue?',
  confirmCancel: 'Cancel',
  confirmOk: 'Confirm',
  // Delete dialog
  deleteTitle: 'Are you sure you want to delete this item?',
  deleteText: 'This item cannot be retrieved.',
  deleteCancel: 'Cancel',
  deleteOk: "Yes I'm sure",
  // Tables and pages
  tableFetchError: 'Error While Fetching Table Data',
  unrecoverable: 'Something went wrong that the application could not recover from',
  pageNotFound: 'The page is not found',
  fetchError: 'An error occurred while fetching data.',
  // Downloads
  downloadFailed: 'Failed To Download File.',
  downloadReady: 'File Ready For Download.',
  // A field's error, shown under it (spec 01 §8)
  inlineError: 'Error: {message}',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Labels of the shell that the specification does not word; kept here so they stay consistent. */
export const LABELS = {
  signIn: 'Sign in',
  username: 'Username',
  password: 'Password',
  goHome: 'Go to home',
  actions: 'Actions',
  search: 'Search',
  welcome: 'Welcome',
  dashboard: 'Dashboard',
  buildDate: 'Build date',
  buildNumber: 'Build number',
} as const;

/**
 * The answer of a rate-limited request (429, with a Retry-After header in seconds). The server sends
 * it as the error message; the web may show it as it is.
 */
export const RATE_LIMIT_MESSAGES = {
  tooManyAttempts: 'Too many attempts. Try again in {seconds} seconds.',
  tooManyAttemptsOneSecond: 'Too many attempts. Try again in 1 second.',
} as const;

/** The 429 message for a wait of `seconds` (at least 1). */
export function tooManyAttemptsMessage(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  return s === 1 ? RATE_LIMIT_MESSAGES.tooManyAttemptsOneSecond : RATE_LIMIT_MESSAGES.tooManyAttempts.replace('{seconds}', String(s));
}

/** Answers of the API that the specification does not word, shared by every domain. */
export const API_MESSAGES = {
  /** 404 of a record that does not exist or is not the caller's to see */
  notFound: (what: string, id: string) => `${what} ${id} was not found`,
  /** 404 of a value of a path that names one of a fixed list */
  unknownValue: (what: string, value: string, listLabel: string, values: readonly string[]) =>
    `${what} ${value} does not exist. ${listLabel}: ${values.join(', ')}`,
  /** a body field that names the record's place must name the one of the path */
  mustMatchPath: (field: string, value: string) => `${field} must be ${value}, the one of the path`,
  notSignedIn: 'You are not signed in.',
  signInTo: (action: string) => `Sign in to ${action}.`,
  noPermission: (type: string, module: string) => `You do not have the ${type} permission on ${module}.`,
  /** a record without the file a route would answer */
  noFile: (what: string) => `${what} has no file.`,
  fileMissingFromStorage: (what: string) => `The file of ${what} is missing from storage.`,
  jsonPart: (part: string) => `The ${part} part must be valid JSON`,
  /** a multipart form part sent as application/json whose content is not JSON */
  jsonFormPart: 'A part of the form sent as application/json must be valid JSON',
  listBody: (shape: string) => `The body must be a list of ${shape}`,
  /** 404 of an id in a body (or query) that names no record the caller's tenant sees: the field's path first */
  fieldRecordNotFound: (field: string, what: string, id: string) => `${field}: ${what} ${id} was not found`,
} as const;

/** Texts of a run of a report or task (GET /jobs/{id}) that the specification does not word. */
export const JOB_RUN_MESSAGES = {
  /** the status shown instead of RUNNING while the run is stalled (JobRunDto.stalled) */
  stalled: 'STALLED',
  /** shown instead of the progress of a stalled run */
  stalledNote:
    'Stalled — waiting to be resumed: the worker running it stopped. A running worker takes it over and starts it again as a new attempt.',
  /** how many times the run was started, when more than once */
  attempts: (n: number) => `Attempts: ${n}`,
} as const;
