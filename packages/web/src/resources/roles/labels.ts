export const ROLE_LABELS = {
  roles: 'Roles',
  addTitle: 'Add New Role',
  editTitle: 'Edit Role',
  name: 'Role Name',
  nameHelp: 'Upper case letters, digits and underscores, e.g. VISIT_CLERK',
  prettyName: 'Display Name',
  description: 'Description',
  system: 'System role',
  users: 'Users',
  permissions: 'Permissions',
  module: 'Module',
  save: 'Save Permissions',
  saved: 'Permissions saved',
  saveFailed: 'Failed to save the permissions.',
  created: 'Role created',
  updated: 'Role updated',
  failed: 'Failed to save the role.',
  systemNote: 'System roles are shared by every tenant; only system administrators can change them.',
  noChanges: 'No changes',
} as const;

export const FLAG_COLUMNS = [
  ['canView', 'Read'],
  ['ui', 'View UI'],
  ['canCreate', 'Create'],
  ['canUpdate', 'Update'],
  ['canDelete', 'Delete'],
] as const;
