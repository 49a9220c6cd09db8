import { CONTRACT_STATUS, type ContractStatus, type LabelMap } from './people';
import { hasPermission, type PermissionMap } from './permissions';
import type { PmPortalScope } from './pm-portal';

/** Tabs of /contracts/{id}/* (spec 03 §2 "Contracts"). */
export const CONTRACT_TABS = {
  'contract-info': 'Contract Info',
  assignment: 'Assignment',
} as const;

/** State of a subcontract the tenant placed with another cleared company (DD254 block 2/4 practice). */
export const SUBCONTRACTOR_STATUS = {
  ACTIVE: 'Active',
  COMPLETED: 'Completed',
  TERMINATED: 'Terminated',
} as const satisfies LabelMap<string>;
export type SubcontractorStatus = keyof typeof SUBCONTRACTOR_STATUS;

/** Kind of a document filed on a contract. */
export const CONTRACT_DOCUMENT_TYPE = {
  CONTRACT: 'Contract / Award',
  MODIFICATION: 'Modification',
  STATEMENT_OF_WORK: 'Statement of Work',
  DD254: 'DD Form 254',
  SECURITY_CLASSIFICATION_GUIDE: 'Security Classification Guide',
  CORRESPONDENCE: 'Correspondence',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type ContractDocumentType = keyof typeof CONTRACT_DOCUMENT_TYPE;

/** Status moves of POST /contracts/{id}: ACTIVE → CLOSING → CLOSED, and CLOSING back to ACTIVE. */
export const CONTRACT_STATUS_MOVES: Readonly<Record<string, readonly string[]>> = {
  ACTIVE: ['CLOSING'],
  CLOSING: ['ACTIVE', 'CLOSED'],
  CLOSED: [],
};

/**
 * The status a contract shows (lists, detail, dashboards, the program manager portal): its status (spec 03 §3: ACTIVE,
 * CLOSING, CLOSED), except that an ACTIVE contract whose period of performance starts after the tenant's today has not
 * started yet. The status itself stays ACTIVE (the moves of CONTRACT_STATUS_MOVES start from it); the day the period
 * starts, the contract shows Active.
 */
export const CONTRACT_EFFECTIVE_STATUS = {
  NOT_STARTED: 'Not Started',
  ...CONTRACT_STATUS,
} as const satisfies LabelMap<string>;
export type ContractEffectiveStatus = keyof typeof CONTRACT_EFFECTIVE_STATUS;
export const CONTRACT_EFFECTIVE_STATUS_VALUES = Object.keys(CONTRACT_EFFECTIVE_STATUS) as ContractEffectiveStatus[];

/** The status the contract shows on `today` (YYYY-MM-DD, the tenant's day); the same rule as the server's SQL. */
export function contractEffectiveStatus(
  status: ContractStatus,
  popStartDate: string | null | undefined,
  today: string,
): ContractEffectiveStatus {
  return status === 'ACTIVE' && !!popStartDate && popStartDate > today ? 'NOT_STARTED' : status;
}

/**
 * Whose contracts a user sees (every contract route, the program manager portal, the dashboards): a user who may
 * update contracts (CONTRACTS update: the security office) and provider staff acting inside the tenant see every
 * contract of the tenant (ALL); anyone else sees the contracts whose program manager is their own personnel record
 * (MINE: spec 01 §2 pm-portal, a program manager follows their contracts and the people on them).
 */
export function contractScopeOf(permissions: PermissionMap, impersonating: boolean): PmPortalScope {
  return impersonating || hasPermission(permissions, 'CONTRACTS', 'UPDATE') ? 'ALL' : 'MINE';
}

/**
 * Whether the user's index page is the program manager's dashboard (their contracts and the people on them) rather than
 * the security officer's: they hold the program manager portal and see only their own contracts.
 */
export function programManagerView(permissions: PermissionMap, impersonating: boolean): boolean {
  return hasPermission(permissions, 'PROGRAM_MANAGER_PORTAL', 'VIEW') && contractScopeOf(permissions, impersonating) === 'MINE';
}

/** Texts of the contract pages (spec 03 §2 "Contracts"; the ones the spec does not word are marked). */
export const CONTRACT_MESSAGES = {
  listTitle: 'Contracts',
  addTitle: 'Add New Contract',
  detailTitle: 'Contract Details',
  addSubcontractorTitle: 'Add New Subcontractor',
  editSubcontractorTitle: 'Edit Subcontractor',
  assignTitle: 'Assign Personnel',
  // not worded by the spec
  created: (name: string) => `Successfully Created Contract: ${name}`,
  updated: (name: string) => `Successfully Updated Contract: ${name}`,
  deleted: (name: string) => `Successfully Deleted Contract: ${name}`,
  statusChanged: (name: string, status: string) => `Contract ${name} is now ${status}`,
  numberTaken: (n: string) => `A contract with number ${n} already exists.`,
  popOrder: 'Period of Performance End must be on or after its start',
  badMove: (from: string, to: string) => `A ${from} contract cannot be moved to ${to}.`,
  closedReadOnly: (name: string) => `Contract ${name} is closed; move it back before changing it.`,
  stillAssigned: (name: string, n: number) =>
    `Contract ${name} still has ${n} ${n === 1 ? 'person' : 'people'} assigned; unassign them before deleting it.`,
  subcontractorAdded: (name: string) => `Successfully Added Subcontractor: ${name}`,
  subcontractorUpdated: (name: string) => `Successfully Updated Subcontractor: ${name}`,
  subcontractorDeleted: (name: string) => `Successfully Deleted Subcontractor: ${name}`,
  dd254DateNeedsFlag: 'DD254 Issued Date needs DD254 Issued',
  documentAdded: (name: string) => `Successfully Added Document: ${name}`,
  documentUpdated: (name: string) => `Successfully Updated Document: ${name}`,
  documentDeleted: (name: string) => `Successfully Deleted Document: ${name}`,
  assigned: (n: number) => `Successfully Assigned ${n} ${n === 1 ? 'Person' : 'People'}`,
  unassigned: (n: number) => `Successfully Unassigned ${n} ${n === 1 ? 'Person' : 'People'}`,
  assignmentUpdated: 'Successfully Updated Assignment',
  assignmentRemoved: (name: string) => `Successfully Removed ${name} From The Contract`,
  clearanceTooLow: (person: string, held: string, required: string) =>
    `${person} holds ${held} but the contract requires ${required}; the person cannot be assigned.`,
  alreadyAssigned: (person: string) => `${person} is already assigned to this contract.`,
  notAssigned: 'The assignment was not found on this contract',
  closedNoAssign: (name: string) => `Contract ${name} is closed; people cannot be assigned to it.`,
  unassignBeforeAssign: 'Date Unassigned must be on or after Date Assigned',
  noSubcontractors: 'No subcontractors yet.',
  noDocuments: 'No documents yet.',
  noAssignments: 'Nobody is assigned to this contract yet.',
} as const;
