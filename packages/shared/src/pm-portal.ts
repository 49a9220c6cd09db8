import type { LabelMap } from './people';

/**
 * The program manager portal (spec 01 §2 "pm-portal", module PROGRAM_MANAGER_PORTAL): the contracts a
 * person manages as program manager, the people assigned to them, their clearances and what falls due.
 */

/**
 * Whose contracts the portal shows: a program manager sees the contracts whose program manager is their own
 * personnel record; a user who manages contracts (CONTRACTS update, e.g. the FSO or the tenant administrator)
 * sees every contract of the organization.
 */
export const PM_PORTAL_SCOPE = {
  MINE: 'My contracts',
  ALL: 'All contracts of the organization',
} as const satisfies LabelMap<string>;
export type PmPortalScope = keyof typeof PM_PORTAL_SCOPE;
export const PM_PORTAL_SCOPE_VALUES = Object.keys(PM_PORTAL_SCOPE) as PmPortalScope[];

/** The clearance state of an assigned person: their current clearance's PCL status, or none on record. */
export const PM_CLEARANCE_STATE = {
  ACTIVE: 'Active',
  IN_PROGRESS: 'In Progress',
  ACTIVE_BREAK: 'Active (Break in Access)',
  INACTIVE_BREAK: 'Inactive (Break in Access)',
  INACTIVE: 'Inactive',
  NONE: 'No clearance',
} as const satisfies LabelMap<string>;
export type PmClearanceState = keyof typeof PM_CLEARANCE_STATE;
export const PM_CLEARANCE_STATE_VALUES = Object.keys(PM_CLEARANCE_STATE) as PmClearanceState[];

export const PM_PORTAL_MESSAGES = {
  title: 'Program Manager Portal',
  dashboard: 'Dashboard',
  contracts: 'Contracts',
  personnel: 'Personnel',
  scopeMine: 'Contracts whose program manager you are, and the people assigned to them.',
  scopeAll: 'You manage contracts, so the portal shows every contract of the organization and the people assigned to them.',
  noPersonnelRecord:
    'Your user account is not linked to a personnel record, so no contract names you as program manager. Ask your security officer to link it.',
  peopleAssigned: 'People by assignment status',
  peopleAssignedTitle: 'People assigned',
  peopleTotal: (n: number) => `${n} ${n === 1 ? 'person' : 'people'} assigned`,
  contractsTotal: (n: number) => `${n} ${n === 1 ? 'contract' : 'contracts'}`,
  clearanceStatus: 'Clearance status of assigned people',
  clearanceLevels: 'Clearance levels of assigned people',
  clearancesDue: 'Clearances due for reinvestigation',
  clearancesDueCaption: 'Assigned people whose periodic reinvestigation falls due',
  popEnds: 'Periods of performance ending',
  popEndsCaption: 'Contracts not closed whose period of performance ends',
  endingSoon: 'Contracts ending soonest',
  nothingDue: 'Nothing falls due in the next 90 days.',
  noContracts: 'No contracts to show.',
  noPeople: 'No one is assigned.',
  faq: 'Frequently asked questions',
  contractNumber: 'Contract Number',
  contractName: 'Contract Name',
  contractType: 'Type',
  status: 'Status',
  customerAgency: 'Customer Agency',
  programManager: 'Program Manager',
  facility: 'Facility',
  popStartDate: 'PoP Start',
  popEndDate: 'PoP End',
  requiredClearance: 'Required Clearance',
  assigned: 'Assigned',
  pending: 'Pending',
  person: 'Person',
  employeeId: 'Employee ID',
  contract: 'Contract',
  assignmentStatus: 'Assignment',
  dateAssigned: 'Date Assigned',
  position: 'Position',
  clearanceLevel: 'Clearance',
  clearanceState: 'Clearance Status',
  reinvestigationDue: 'Reinvestigation Due',
  dueWindow: 'Falls Due',
  endsOn: (date: string) => `Ends ${date}`,
  endedOn: (date: string) => `Ended ${date}`,
  contractsEnding: 'Contracts ending',
  contractsEndingCaption: 'Contracts not closed whose period of performance ends within 90 days or has ended',
  noContractsEnding: 'No contract’s period of performance ends in the next 90 days.',
  openContracts: 'Show these contracts',
  pendingInvestigations: 'Investigations in progress',
  pendingInvestigationsCaption: 'Assigned people whose investigation is not completed',
  peopleWithOpenActions: 'People with open actions',
  openActionsCount: (n: number) => `${n} open ${n === 1 ? 'action' : 'actions'}`,
  openActions: 'Open Actions',
  investigation: 'Investigation',
  investigationInProgress: 'In progress',
  myDashboardIntro: 'Your contracts and the people assigned to them.',
} as const;
