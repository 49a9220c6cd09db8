import type { LabelMap } from './people';

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
