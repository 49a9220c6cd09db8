/**
 * Permission model shared by server and web: the module catalogue, the five permission types,
 * the merge rule across roles and the access check used by routes and pages.
 */
import { REPORT_MODULES, type ReportModuleName } from './reports';

export const PERMISSION_TYPES = ['VIEW', 'UI', 'CREATE', 'UPDATE', 'DELETE'] as const;
export type PermissionType = (typeof PERMISSION_TYPES)[number];

export interface PermissionFlags {
  canView: boolean;
  ui: boolean;
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

export type PermissionMap = Record<string, PermissionFlags>;

export const FLAG_OF_TYPE: Record<PermissionType, keyof PermissionFlags> = {
  VIEW: 'canView',
  UI: 'ui',
  CREATE: 'canCreate',
  UPDATE: 'canUpdate',
  DELETE: 'canDelete',
};

export const NO_FLAGS: PermissionFlags = Object.freeze({
  canView: false,
  ui: false,
  canCreate: false,
  canUpdate: false,
  canDelete: false,
});

export type ModuleGroup = 'BUSINESS' | 'ADMINISTRATION' | 'SSN' | 'CREATION' | 'REPORT';

export interface ModuleDefinition {
  name: string;
  prettyName: string;
  description: string;
  /** name of the parent module; null for top-level modules */
  parent: string | null;
  group: ModuleGroup;
  /** system-level modules may reach across tenants through the audited system scope */
  systemLevel?: boolean;
}

const m = <N extends string>(
  name: N,
  prettyName: string,
  group: ModuleGroup,
  description: string,
  parent: string | null = null,
  systemLevel = false,
): ModuleDefinition & { name: N } => ({ name, prettyName, group, description, parent, systemLevel });

/** Every core permission module of the product, with their literal names (CORE_MODULES lists them). */
const CORE_MODULE_LIST = [
  // Business
  m('FACILITIES', 'Facilities', 'BUSINESS', 'Facilities and their records'),
  m('CONTRACTS', 'Contracts', 'BUSINESS', 'Contracts, subcontractors and assignments'),
  m('PERSONNEL', 'Personnel', 'BUSINESS', 'Personnel records, clearances, investigations, badges'),
  m('VISITS', 'Visits', 'BUSINESS', 'Visit requests'),
  m('INCOMING_VISITS', 'Incoming Visits', 'BUSINESS', 'Incoming visit requests', 'VISITS'),
  m('OUTGOING_VISITS', 'Outgoing Visits', 'BUSINESS', 'Outgoing visit requests', 'VISITS'),
  m('FOCI_VISITS', 'FOCI Visits', 'BUSINESS', 'Foreign-ownership visits', 'VISITS'),
  m('REPORTS_INCIDENTS', 'Reports & Incidents', 'BUSINESS', 'Incidents and reports'),
  m('SAFES_OR_CLOSED_AREAS', 'Safes or Closed Areas', 'BUSINESS', 'Safes, containers and closed areas'),
  m('CLASSIFIED_MATERIALS', 'Classified Materials', 'BUSINESS', 'Classified material inventory'),
  m('TRANSMITTALS', 'Transmittals', 'BUSINESS', 'Transmittals of classified material', 'CLASSIFIED_MATERIALS'),
  m('DESTRUCTIONS', 'Destructions', 'BUSINESS', 'Destructions of classified material', 'CLASSIFIED_MATERIALS'),
  m('THREATS', 'Threats', 'BUSINESS', 'Threat tracking'),
  m('CMMC', 'CMMC', 'BUSINESS', 'Cyber-maturity (CMMC) evidence'),
  m('PROGRAM_MANAGER_PORTAL', 'Program Manager Portal', 'BUSINESS', 'Program manager dashboard'),
  m('SELF_SERVICE', 'My Portal', 'BUSINESS', 'Employee self-service portal'),
  m('SEND_ENCRYPTED_MESSAGE', 'Send Encrypted Message', 'BUSINESS', 'Encrypted messages to the security office'),
  m('REPORT_NEW_HIRE', 'Report New Hire', 'BUSINESS', 'Report a new hire', 'PERSONNEL'),
  m('TERMINATE_EMPLOYEE', 'Terminate Employee', 'BUSINESS', 'Terminate an employee', 'PERSONNEL'),
  m('CLEARANCE_REQUEST', 'Clearance Request', 'BUSINESS', 'Request a clearance', 'PERSONNEL'),
  m('REPORTS', 'Reports', 'BUSINESS', 'Generate reports'),
  // Administration
  m('AUDIT_LOG', 'Audit Log', 'ADMINISTRATION', 'Audit log of every tenant', null, true),
  m('TENANT_AUDIT_LOG', 'Tenant Audit Log', 'ADMINISTRATION', 'Audit log of the own tenant'),
  m('PAGE_VIEWS', 'Page Views', 'ADMINISTRATION', 'Page view statistics'),
  m('TEAMS', 'Teams', 'ADMINISTRATION', 'Teams'),
  m('USERS', 'Users', 'ADMINISTRATION', 'User accounts'),
  m('ROLES_PERMISSIONS', 'Roles & Permissions', 'ADMINISTRATION', 'Roles and their permissions'),
  m('TENANT_MANAGEMENT', 'Tenant Management', 'ADMINISTRATION', 'All tenants', null, true),
  m('MSS_TENANT_MANAGEMENT', 'MSS Tenant Management', 'ADMINISTRATION', 'Tenants managed by the MSS provider', null, true),
  m('TENANT_SETTINGS', 'Tenant Settings', 'ADMINISTRATION', 'Settings of the own tenant'),
  m('TENANT_PROFILE', 'Tenant Profile', 'ADMINISTRATION', 'Profile of the own tenant'),
  m('SYSTEM_SETTINGS', 'System Settings', 'ADMINISTRATION', 'Settings of the whole system', null, true),
  m('MASTER_DATA', 'Master Data', 'ADMINISTRATION', 'System master data', null, true),
  m('TENANT_MASTER', 'Tenant Master Data', 'ADMINISTRATION', 'Master data of the own tenant'),
  m('EMAIL_TEMPLATE', 'Email Templates', 'ADMINISTRATION', 'E-mail templates', null, true),
  m('IMPERSONATE_ALL', 'Impersonate All Tenants', 'ADMINISTRATION', 'Act inside any tenant', null, true),
  m('MSS_IMPERSONATE', 'Impersonate Managed Tenants', 'ADMINISTRATION', 'Act inside managed tenants', 'IMPERSONATE_ALL', true),
  m(
    'MSS_IMPERSONATE_CREATE',
    'Impersonate And Create In Managed Tenants',
    'ADMINISTRATION',
    'Create records while acting inside managed tenants',
    'IMPERSONATE_ALL',
    true,
  ),
  m('SYSTEM_SCHEDULED_JOBS', 'System Scheduled Jobs', 'ADMINISTRATION', 'System-level scheduled jobs', null, true),
  m('TENANT_SCHEDULED_JOBS', 'Tenant Scheduled Jobs', 'ADMINISTRATION', 'Tenant-level scheduled jobs and reports'),
  m('TENANT_CLOSEOUT', 'Tenant Closeout', 'ADMINISTRATION', 'Close out a tenant', 'TENANT_MANAGEMENT', true),
  m('MSS_TENANT_ONBOARDING', 'MSS Tenant Onboarding', 'ADMINISTRATION', 'Onboarding checklists of managed tenants'),
  m('INVITATION', 'Invitation', 'ADMINISTRATION', 'Invite people to enter their own information'),
  // SSN visibility
  m('SSN_VISIBILITY', 'Social Security Number Visibility', 'SSN', 'How social security numbers are shown'),
  m(
    'FULL_VISIBILITY',
    'Full Visibility',
    'SSN',
    'Show the last four digits (the whole number only through an audited reveal)',
    'SSN_VISIBILITY',
  ),
  m('LAST_FOUR_DIGITS_ONLY', 'Last Four Digits Only', 'SSN', 'Show only the last four digits', 'SSN_VISIBILITY'),
  m('VISIBLE_SOCIAL_SECURITY', 'Reveal Social Security Number', 'SSN', 'Reveal a number on request (audited)', 'SSN_VISIBILITY'),
  // Creation modules
  m('REPORT_FOREIGN_CONTACT', 'Report Foreign Contact', 'CREATION', 'Report a foreign contact', 'SELF_SERVICE'),
  m('REPORT_FOREIGN_TRAVEL', 'Report Foreign Travel', 'CREATION', 'Report foreign travel', 'SELF_SERVICE'),
  m('DEBRIEF_FOREIGN_TRAVEL', 'Debrief Foreign Travel', 'CREATION', 'Debrief after foreign travel', 'SELF_SERVICE'),
  m('REPORT_BREACH', 'Report Network/Cyber Breach', 'CREATION', 'Report a network or cyber breach', 'SELF_SERVICE'),
  m('REPORT_THREAT', 'Report Insider Threat', 'CREATION', 'Report an insider threat', 'SELF_SERVICE'),
  m('REPORT_SECURITY_VIOLATION', 'Report Security Violation', 'CREATION', 'Report a security violation', 'SELF_SERVICE'),
  m('PERSONAL_REPORTING', 'Personal Reporting Requirements', 'CREATION', 'Personal reporting requirements', 'SELF_SERVICE'),
  m('REPORT_ADVERSE_ACTION', 'Report Adverse Action', 'CREATION', 'Report an adverse action', 'SELF_SERVICE'),
  m('REPORT_SUSPICIOUS_CONTACT', 'Report Suspicious Contact', 'CREATION', 'Report a suspicious contact', 'SELF_SERVICE'),
] satisfies ModuleDefinition[];

/** Every permission module of the product. Report-type modules are added by the report catalogue. */
export const CORE_MODULES: ModuleDefinition[] = CORE_MODULE_LIST;

/** The name of a core permission module. */
export type CoreModuleName = (typeof CORE_MODULE_LIST)[number]['name'];

/** The name of any permission module: a core module or a report type's module. */
export type ModuleName = CoreModuleName | ReportModuleName;

export function flagsFor(map: PermissionMap, module: string): PermissionFlags {
  return map[module] ?? NO_FLAGS;
}

export function hasPermission(map: PermissionMap, module: string, type: PermissionType): boolean {
  return flagsFor(map, module)[FLAG_OF_TYPE[type]] === true;
}

/** A route is allowed only when every listed module/type pair is granted. */
export function canAccess(map: PermissionMap, required: ReadonlyArray<readonly [string, PermissionType]>): boolean {
  return required.every(([module, type]) => hasPermission(map, module, type));
}

export interface RolePermissionEntry extends PermissionFlags {
  module: { name: string };
}

/**
 * The permissions of a read-only impersonation: every module keeps what it shows (VIEW, UI) and loses
 * CREATE, UPDATE and DELETE, as the API refuses every write then; the web hides what would be refused.
 */
export function withoutWrites(map: PermissionMap): PermissionMap {
  return Object.fromEntries(
    Object.entries(map).map(([module, f]) => [module, { ...f, canCreate: false, canUpdate: false, canDelete: false }]),
  );
}

/** Merge permissions across roles by module name: any role granting a flag wins. */
export function mergeRolePermissions(roles: ReadonlyArray<{ permissions: ReadonlyArray<RolePermissionEntry> }>): PermissionMap {
  const merged: PermissionMap = {};
  for (const role of roles) {
    for (const p of role.permissions) {
      const cur = merged[p.module.name] ?? { ...NO_FLAGS };
      merged[p.module.name] = {
        canView: cur.canView || p.canView,
        ui: cur.ui || p.ui,
        canCreate: cur.canCreate || p.canCreate,
        canUpdate: cur.canUpdate || p.canUpdate,
        canDelete: cur.canDelete || p.canDelete,
      };
    }
  }
  return merged;
}

/** Display names of the flags, as the role editor labels them (spec 01 §6). */
export const FLAG_LABELS: Record<keyof PermissionFlags, string> = {
  canView: 'Read',
  ui: 'View UI',
  canCreate: 'Create',
  canUpdate: 'Update',
  canDelete: 'Delete',
};

export const PERMISSION_FLAGS = ['canView', 'ui', 'canCreate', 'canUpdate', 'canDelete'] as const satisfies ReadonlyArray<
  keyof PermissionFlags
>;

export const VIEW_REQUIRED_MESSAGE = 'Turn on Read (view) before granting {flag} on {module}.';

const viewRequired = (module: string, flag: keyof PermissionFlags) =>
  VIEW_REQUIRED_MESSAGE.replace('{flag}', FLAG_LABELS[flag]).replace('{module}', module);

/**
 * The role-editing rule: another flag may be set only while VIEW is on. Returns the flags, or an
 * error message naming the module and flag.
 */
export function applyViewRule(module: string, flags: PermissionFlags): { flags: PermissionFlags } | { error: string } {
  if (!flags.canView) {
    const other = PERMISSION_FLAGS.find((f) => f !== 'canView' && flags[f]);
    if (other) return { error: viewRequired(module, other) };
  }
  return { flags };
}

/**
 * Applies a change of some flags to a module's current flags (role editing, spec 01 §6): turning
 * VIEW off clears the other flags; turning another flag on while VIEW stays off is refused.
 */
export function applyPermissionChange(
  module: string,
  current: PermissionFlags,
  change: Partial<PermissionFlags>,
): { flags: PermissionFlags } | { error: string } {
  const next: PermissionFlags = { ...current };
  for (const f of PERMISSION_FLAGS) if (typeof change[f] === 'boolean') next[f] = change[f] as boolean;
  if (!next.canView) {
    const turnedOn = PERMISSION_FLAGS.find((f) => f !== 'canView' && change[f] === true);
    if (turnedOn) return { error: viewRequired(module, turnedOn) };
    return { flags: { ...NO_FLAGS } };
  }
  return { flags: next };
}

/** The entries of `after` that differ from `before` (what the role editor sends). */
export function permissionDiff(before: PermissionMap, after: PermissionMap): Array<{ module: string } & PermissionFlags> {
  const out: Array<{ module: string } & PermissionFlags> = [];
  for (const [module, flags] of Object.entries(after)) {
    const old = before[module] ?? NO_FLAGS;
    if (PERMISSION_FLAGS.some((f) => old[f] !== flags[f])) out.push({ module, ...flags });
  }
  return out.sort((a, b) => a.module.localeCompare(b.module));
}

/** Every permission module: the core catalogue plus the report-type modules (reports.ts). */
export const ALL_MODULES: ModuleDefinition[] = [...CORE_MODULES, ...REPORT_MODULES];

/** The whole module catalogue. */
export function allModules(): ModuleDefinition[] {
  return ALL_MODULES;
}

export const moduleByName = (name: string): ModuleDefinition | undefined => allModules().find((mod) => mod.name === name);

export interface ModuleTreeNode {
  module: ModuleDefinition;
  children: ModuleTreeNode[];
}

/** Modules as a tree by parent, each level sorted by pretty name (the role editor's order). */
export function moduleTree(modules: ReadonlyArray<ModuleDefinition> = allModules()): ModuleTreeNode[] {
  const names = new Set(modules.map((mod) => mod.name));
  const byParent = new Map<string | null, ModuleDefinition[]>();
  for (const mod of modules) {
    const parent = mod.parent && names.has(mod.parent) ? mod.parent : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), mod]);
  }
  const build = (parent: string | null): ModuleTreeNode[] =>
    (byParent.get(parent) ?? [])
      .slice()
      .sort((a, b) => a.prettyName.localeCompare(b.prettyName))
      .map((mod) => ({ module: mod, children: build(mod.name) }));
  return build(null);
}
