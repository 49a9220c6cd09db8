/**
 * Sign-in, password and session texts (spec 01 §4 and §8). The server answers with the
 * `LOGIN_SERVER_MESSAGES`; the web maps outcomes to `LOGIN_MESSAGES` verbatim.
 */

/** The login outcomes of spec 01 §4. */
export const LOGIN_OUTCOMES = ['SUCCESS', 'MFA_REQUIRED', 'UNAUTHENTICATED', 'FORBIDDEN', 'UNKNOWN_ERROR', 'PASSWORD_EXPIRED'] as const;
export type LoginOutcome = (typeof LOGIN_OUTCOMES)[number];

/** Response header of a login 401 that asks for the one-time code (value "true"). */
export const OTP_REQUIRED_HEADER = 'X-OTP-Required';

/** Local-storage key of the client lockout state (spec 01 §9). */
export const LOGIN_ATTEMPTS_KEY = 'login_attempts';

/** What the client shows (spec 01 §8), verbatim. */
export const LOGIN_MESSAGES = {
  passwordExpired: 'Your Password has expired and needs to be reset.',
  loginDisabled: 'Login currently disabled, see announcement above for details.',
  badCredentials: 'Your login attempt is not successful. Please check your credentials.',
  lockoutWarning: 'Your account will be locked out after 3 failed login attempts.',
  unknownError: 'We encountered an issue. Please contact your support team for further assistance.',
} as const;

/** What the server answers. "Password needs to be reset" is the spec's marker of PASSWORD_EXPIRED. */
export const LOGIN_SERVER_MESSAGES = {
  passwordExpired: 'Password needs to be reset',
  badCredentials: 'The username or password is not correct.',
  otpRequired: 'Enter the one-time code sent to your e-mail address.',
  otpInvalid: 'The one-time code is not correct or has expired. Enter the code from the latest e-mail.',
  loginDisabled: 'Login is currently disabled by an announcement.',
  resetOtpSent: 'If the account exists, a one-time code has been sent to its e-mail address.',
  resetTokenInvalid: 'This password link is not valid or has expired. Request a new one from "Forgot password".',
  resetOtpInvalid: 'The one-time code is not correct or has expired. Request a new code.',
  resetDone: 'Your password has been changed. You can now sign in with it.',
  csrfMissing: 'This request is missing the header X-Requested-With: XMLHttpRequest and was refused (CSRF protection).',
  /** {origin}: the Origin (or Referer) the request came from; {publicUrl}: the server's PUBLIC_URL origin */
  csrfForeignOrigin: 'This request comes from {origin}, not from {publicUrl}, and was refused (CSRF protection).',
} as const;

/** Password rules (server and web). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_HISTORY_SIZE = 5;
export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  tooLong: 'Password must be at most 128 characters long',
  reused: `Password must differ from your last ${PASSWORD_HISTORY_SIZE} passwords`,
  common: 'Password is too common; choose a less predictable one',
  containsUsername: 'Password must not contain the username',
  mismatch: 'Passwords do not match',
  currentWrong: 'Current password is not correct',
  // not worded by the spec
  resetProofRequired: 'Provide the link from the e-mail, or the username with the one-time code or the current password.',
} as const;

/** Labels and texts of the login views that the spec does not word. */
export const LOGIN_LABELS = {
  signIn: 'Sign in',
  username: 'Username',
  password: 'Password',
  otp: 'One-time code',
  otpHelp: 'We sent a 6-digit code to your e-mail address. It is valid for 10 minutes.',
  rememberDevice: 'Remember this device',
  verify: 'Verify',
  forgotPassword: 'Forgot password?',
  resetPassword: 'Reset password',
  sendCode: 'Send code',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  backToLogin: 'Back to sign in',
  privacyPolicy: 'Privacy Policy',
  forgotIntro: 'Enter your username. If the account exists we e-mail a one-time code to reset its password.',
  lockedOut: 'Too many failed attempts. Try again after {time}.',
} as const;

/** Six digits. */
export const OTP_PATTERN = /^\d{6}$/;

/** Users, roles and My Account texts. */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@-]{2,63}$/;
export const USER_MESSAGES = {
  /** the crumbs of the add and edit pages (spec 03 §2) */
  addTitle: 'Add New User',
  editTitle: 'Edit User',
  usernameRequired: 'Username is required',
  usernameInvalid: 'Username must be 3 to 64 characters: letters, digits, dots, hyphens, underscores or @, starting with a letter or digit',
  /** the same answer whether the name is taken in this tenant or in another one (docs/security.md) */
  usernameTaken: 'This username is not available. Choose another.',
  emailRequired: 'Email Address is required',
  emailInvalid: 'Email Address is not valid',
  rolesRequired: 'At least one role is required',
  cannotActOnSelf: 'You cannot {action} your own account',
  currentPasswordRequired: 'Current password is required to change the e-mail address or the password',
  welcomeSent: 'Welcome e-mail sent',
  userSaved: 'User saved',
  actionDone: {
    lock: 'User locked',
    unlock: 'User unlocked',
    disable: 'User disabled',
    enable: 'User enabled',
  },
  roleNameInvalid: 'Role name must be upper case letters, digits and underscores, starting with a letter (at most 64)',
  roleNameTaken: 'A role with this name already exists',
  systemRoleReadOnly: 'System roles can be changed only by system administrators',
  cannotGrant: 'You cannot grant {flag} on {module}: you do not hold it yourself.',
  cannotAssignRole: 'You cannot assign the role {role}: it grants permissions you do not hold yourself.',
  /** {action}: change, lock, unlock, disable, enable, delete or "send the welcome e-mail to"; {flag} {module}: one permission the actor lacks */
  cannotManageUser:
    'You cannot {action} the user {user}: they hold {flag} on {module}, which you do not hold yourself. Ask someone who holds every permission they hold.',
  unknownModule: 'Permission module {module} does not exist',
  permissionsSaved: 'Permissions saved',
  // not worded by the spec
  welcomeUserDisabled: 'The user is disabled; enable the user before sending the welcome e-mail',
  unknownAction: (action: string, actions: readonly string[]) => `Unknown action "${action}". Actions: ${actions.join(', ')}`,
  moduleTwice: (module: string) => `Module ${module} appears twice in the change`,
  roleMissing: (role: string) => `Role ${role} does not exist`,
} as const;

export const USER_ACTIONS = ['lock', 'unlock', 'disable', 'enable'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];
