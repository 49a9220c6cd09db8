import { USER_MESSAGES, type UserStatus } from '@clearline/shared';

/** Texts of the users screens (the spec names the crumbs 'Add New User' and 'Edit User'). */
export const USER_LABELS = {
  users: 'Users',
  addTitle: USER_MESSAGES.addTitle,
  editTitle: USER_MESSAGES.editTitle,
  username: 'Username',
  email: 'Email Address',
  firstName: 'First Name',
  lastName: 'Last Name',
  phone: 'Phone',
  roles: 'Roles',
  status: 'Status',
  lastLogin: 'Last Login',
  temporaryPassword: 'Temporary Password',
  temporaryPasswordHelp: 'Optional. The user must change it at the first sign-in. Leave empty to send a set-password link instead.',
  sendWelcome: 'Send the welcome e-mail with a set-password link',
  lock: 'Lock',
  unlock: 'Unlock',
  disable: 'Disable',
  enable: 'Enable',
  sendEmail: 'Send Welcome E-mail',
  created: 'User created',
  updated: 'User updated',
  deleted: 'User deleted',
  saveFailed: 'Failed to save the user.',
  actionFailed: 'The action failed.',
  confirmAction: (action: string, username: string) => `${action} the user ${username}?`,
} as const;

export const STATUS_COLOR = { ACTIVE: 'success', LOCKED: 'warning', DISABLED: 'default' } as const satisfies Record<UserStatus, string>;
