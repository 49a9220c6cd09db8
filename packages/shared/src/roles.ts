import { CORE_MODULES, type PermissionFlags } from './permissions';
import { labelOf, type LabelMap } from './people';
import { REPORT_MODULES } from './reports';

export const ROLE_NAMES = [
  'SUPER_ADMIN',
  'MSS_COMPLIANCE',
  'MSS_USER',
  'PRODUCT_SUPPORT_USER',
  'TENANT_ADMIN',
  'CLIENT_EMPLOYEE',
  'FSO',
  'CLIENT_FSO',
  'HELPDESK_USER',
  'MSS_ADMIN',
  'PROGRAM_MANAGER',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const ROLE_PRETTY_NAMES: Record<RoleName, string> = {
  SUPER_ADMIN: 'Super Administrator',
  MSS_COMPLIANCE: 'MSS Compliance',
  MSS_USER: 'MSS User',
  PRODUCT_SUPPORT_USER: 'Product Support User',
  TENANT_ADMIN: 'Tenant Administrator',
  CLIENT_EMPLOYEE: 'Employee',
  FSO: 'Facility Security Officer',
  CLIENT_FSO: 'Client FSO',
  HELPDESK_USER: 'Helpdesk User',
  MSS_ADMIN: 'MSS Administrator',
  PROGRAM_MANAGER: 'Program Manager',
};

/** A role name as a person reads it: a system role's display name (FSO → "Facility Security Officer"), else the name. */
export const roleLabel = (name: string): string => labelOf(ROLE_PRETTY_NAMES, name);

/** One sentence per system role: what its default permissions let a person do (shown on the roles list and edit page). */
export const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  SUPER_ADMIN:
    'Runs the whole platform: every tenant, system settings, master data, scheduled jobs and the audit log, with full rights in every module.',
  MSS_COMPLIANCE:
    'Works the security program of the tenants the own MSS organization manages: impersonates them, onboards them and keeps their security records as an FSO would.',
  MSS_USER:
    'Views the tenants the own MSS organization manages, impersonates them read-only and reads their personnel, facilities and contracts.',
  PRODUCT_SUPPORT_USER:
    'Helps customers: reads every tenant and module, impersonates any tenant and reads the audit log, without changing records or seeing full SSNs.',
  TENANT_ADMIN:
    'Administers one organization: its users, roles and permissions, tenant settings and profile, plus everything a Facility Security Officer does.',
  CLIENT_EMPLOYEE:
    'Uses the self-service portal: own personal information and clearance, reports such as foreign travel and contacts, and visit requests.',
  FSO: 'Runs the security program of the organization: facilities, personnel and their clearances, contracts, visits, incidents, reports and required documents.',
  CLIENT_FSO: 'Does the work of a Facility Security Officer for a client organization, seeing only the last four digits of SSNs.',
  HELPDESK_USER:
    'Answers account questions: manages users, reads personnel and facilities and the tenant audit log, seeing only the last four digits of SSNs.',
  MSS_ADMIN:
    'Administers the MSS organization: adds and manages its client tenants, impersonates them, manages its own users and does the work of an FSO.',
  PROGRAM_MANAGER:
    'Follows programs in the program-manager portal: reads contracts, the personnel on them and reports, and uses the self-service portal.',
};

/** Access levels used to describe the default matrix compactly. */
type Level = 'none' | 'read' | 'write' | 'full';
const FLAGS: Record<Level, PermissionFlags> = {
  none: { canView: false, ui: false, canCreate: false, canUpdate: false, canDelete: false },
  read: { canView: true, ui: true, canCreate: false, canUpdate: false, canDelete: false },
  write: { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: false },
  full: { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true },
};

const SYSTEM_ONLY = new Set(CORE_MODULES.filter((mod) => mod.systemLevel).map((mod) => mod.name));
const SELF_SERVICE_MODULES = CORE_MODULES.filter((mod) => mod.group === 'CREATION').map((mod) => mod.name);
const BUSINESS = CORE_MODULES.filter((mod) => mod.group === 'BUSINESS').map((mod) => mod.name);
/** Report types of the tenant (system-level reports such as TENANTS stay with the provider's roles). */
const TENANT_REPORTS = REPORT_MODULES.filter((mod) => !mod.systemLevel).map((mod) => mod.name);

function levels(entries: Record<string, Level>): Record<string, PermissionFlags> {
  const out: Record<string, PermissionFlags> = {};
  for (const [k, v] of Object.entries(entries)) out[k] = { ...FLAGS[v] };
  return out;
}

function securityOfficer(): Record<string, Level> {
  const e: Record<string, Level> = {};
  for (const b of BUSINESS) e[b] = 'full';
  e.SELF_SERVICE = 'full';
  for (const s of SELF_SERVICE_MODULES) e[s] = 'write';
  for (const r of TENANT_REPORTS) e[r] = 'read';
  Object.assign(e, {
    TENANT_AUDIT_LOG: 'read',
    TEAMS: 'full',
    USERS: 'write',
    TENANT_SETTINGS: 'write',
    TENANT_PROFILE: 'write',
    TENANT_MASTER: 'full',
    TENANT_SCHEDULED_JOBS: 'full',
    INVITATION: 'full',
    SSN_VISIBILITY: 'read',
    LAST_FOUR_DIGITS_ONLY: 'read',
    VISIBLE_SOCIAL_SECURITY: 'read',
  });
  return e;
}

function employee(): Record<string, Level> {
  const e: Record<string, Level> = { SELF_SERVICE: 'write', SEND_ENCRYPTED_MESSAGE: 'write' };
  for (const s of SELF_SERVICE_MODULES) e[s] = 'write';
  return e;
}

/**
 * The default role → module permission matrix. Which role holds which permission is not given by the
 * specification; this matrix is the product's decision and is editable per role in the web.
 */
export function defaultRolePermissions(role: RoleName, allModules: string[]): Record<string, PermissionFlags> {
  switch (role) {
    case 'SUPER_ADMIN': {
      const e: Record<string, Level> = {};
      for (const name of allModules) e[name] = 'full';
      delete e.LAST_FOUR_DIGITS_ONLY;
      return levels(e);
    }
    case 'PRODUCT_SUPPORT_USER': {
      const e: Record<string, Level> = {};
      for (const name of allModules) e[name] = 'read';
      Object.assign(e, { IMPERSONATE_ALL: 'read', TENANT_MANAGEMENT: 'read', AUDIT_LOG: 'read' });
      delete e.FULL_VISIBILITY;
      delete e.VISIBLE_SOCIAL_SECURITY;
      delete e.SYSTEM_SETTINGS;
      return levels(e);
    }
    case 'HELPDESK_USER':
      return levels({
        PERSONNEL: 'read',
        FACILITIES: 'read',
        USERS: 'write',
        TENANT_AUDIT_LOG: 'read',
        SSN_VISIBILITY: 'read',
        LAST_FOUR_DIGITS_ONLY: 'read',
      });
    case 'MSS_ADMIN': {
      const e = securityOfficer();
      Object.assign(e, {
        MSS_TENANT_MANAGEMENT: 'full',
        MSS_IMPERSONATE: 'read',
        MSS_IMPERSONATE_CREATE: 'read',
        MSS_TENANT_ONBOARDING: 'full',
        ROLES_PERMISSIONS: 'read',
        USERS: 'full',
      });
      return levels(e);
    }
    case 'MSS_COMPLIANCE': {
      const e = securityOfficer();
      Object.assign(e, {
        MSS_TENANT_MANAGEMENT: 'read',
        MSS_IMPERSONATE: 'read',
        MSS_IMPERSONATE_CREATE: 'read',
        MSS_TENANT_ONBOARDING: 'write',
      });
      return levels(e);
    }
    case 'MSS_USER':
      return levels({
        ...employee(),
        MSS_TENANT_MANAGEMENT: 'read',
        MSS_IMPERSONATE: 'read',
        PERSONNEL: 'read',
        FACILITIES: 'read',
        CONTRACTS: 'read',
        REPORTS: 'read',
      });
    case 'TENANT_ADMIN': {
      const e = securityOfficer();
      Object.assign(e, { USERS: 'full', ROLES_PERMISSIONS: 'full', TENANT_SETTINGS: 'full', FULL_VISIBILITY: 'read' });
      delete e.LAST_FOUR_DIGITS_ONLY;
      return levels(e);
    }
    case 'FSO': {
      const e = securityOfficer();
      Object.assign(e, { FULL_VISIBILITY: 'read' });
      delete e.LAST_FOUR_DIGITS_ONLY;
      return levels(e);
    }
    case 'CLIENT_FSO':
      return levels(securityOfficer());
    case 'PROGRAM_MANAGER':
      return levels({ ...employee(), PROGRAM_MANAGER_PORTAL: 'read', CONTRACTS: 'read', PERSONNEL: 'read', REPORTS: 'read' });
    case 'CLIENT_EMPLOYEE':
      return levels(employee());
  }
}

/** Roles that only exist in the SYSTEM or MSS provider tenants. */
export const PROVIDER_ROLES: ReadonlySet<RoleName> = new Set([
  'SUPER_ADMIN',
  'PRODUCT_SUPPORT_USER',
  'MSS_ADMIN',
  'MSS_COMPLIANCE',
  'MSS_USER',
  'HELPDESK_USER',
]);
export const isSystemOnlyModule = (name: string): boolean => SYSTEM_ONLY.has(name);

/** A user's state as lists show it: disabled by an administrator, locked by failed sign-ins, or active. */
export const USER_STATUS = { ACTIVE: 'Active', LOCKED: 'Locked', DISABLED: 'Disabled' } as const satisfies LabelMap<string>;
export type UserStatus = keyof typeof USER_STATUS;
export const USER_STATUS_VALUES = Object.keys(USER_STATUS) as UserStatus[];
