/**
 * The facility's dealings with DCSA (spec 03 §2 "Facilities", detail tabs Change Conditions, Inspections and
 * Security Enhancements). The spec does not list their fields; they follow 32 CFR 117 (NISPOM) and DCSA
 * practice: changed conditions a cleared contractor must report (117.8(c)), the security reviews DCSA
 * conducts with their rating, findings and corrective actions, and the NISP enhancements DCSA credits in a
 * rating. Pure constants and functions, no I/O.
 */
import type { LabelMap } from './people';

const keys = <T extends string>(map: LabelMap<T>): readonly T[] => Object.freeze(Object.keys(map) as T[]);

/** Changed conditions a contractor reports to its cognizant security agency (32 CFR 117.8(c)). */
export const CHANGE_CONDITION_TYPE = {
  OWNERSHIP: 'Change in ownership',
  FOCI: 'Foreign ownership, control or influence (FOCI)',
  LEGAL_NAME: 'Change of legal name',
  ADDRESS: 'Change of address or location',
  KMP: 'Change of key management personnel',
  BANKRUPTCY: 'Bankruptcy',
  OPERATING_STATUS: 'Change in operating status',
  SAFEGUARDING: 'Change in safeguarding capability',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type ChangeConditionType = keyof typeof CHANGE_CONDITION_TYPE;
export const CHANGE_CONDITION_TYPE_VALUES = keys<ChangeConditionType>(CHANGE_CONDITION_TYPE);

export const CHANGE_CONDITION_STATUS = {
  DRAFT: 'Draft',
  SUBMITTED: 'Submitted to DCSA',
  ACKNOWLEDGED: 'Acknowledged by DCSA',
  CLOSED: 'Closed',
} as const satisfies LabelMap<string>;
export type ChangeConditionStatus = keyof typeof CHANGE_CONDITION_STATUS;
export const CHANGE_CONDITION_STATUS_VALUES = keys<ChangeConditionStatus>(CHANGE_CONDITION_STATUS);

/** The status a changed-condition package may move to from each status (a status may also stay). */
export const CHANGE_CONDITION_TRANSITIONS: Readonly<Record<ChangeConditionStatus, readonly ChangeConditionStatus[]>> = {
  DRAFT: ['SUBMITTED'],
  SUBMITTED: ['ACKNOWLEDGED', 'CLOSED'],
  ACKNOWLEDGED: ['CLOSED'],
  CLOSED: [],
};

/** The statuses a change-condition package can take next (its own first). */
export function nextChangeConditionStatuses(from: ChangeConditionStatus): ChangeConditionStatus[] {
  return [from, ...CHANGE_CONDITION_TRANSITIONS[from]];
}

/** Kinds of DCSA security review. */
export const INSPECTION_TYPE = {
  INITIAL: 'Initial security review',
  ANNUAL: 'Annual security review',
  CONTINUOUS_MONITORING: 'Continuous monitoring engagement',
  ENHANCED: 'Enhanced security review',
  FOLLOW_UP: 'Follow-up review',
  SELF_INSPECTION: 'Self-inspection',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type InspectionType = keyof typeof INSPECTION_TYPE;
export const INSPECTION_TYPE_VALUES = keys<InspectionType>(INSPECTION_TYPE);

/** The security rating DCSA assigns at the end of a review. */
export const INSPECTION_RATING = {
  SUPERIOR: 'Superior',
  COMMENDABLE: 'Commendable',
  SATISFACTORY: 'Satisfactory',
  MARGINAL: 'Marginal',
  UNSATISFACTORY: 'Unsatisfactory',
} as const satisfies LabelMap<string>;
export type InspectionRating = keyof typeof INSPECTION_RATING;
export const INSPECTION_RATING_VALUES = keys<InspectionRating>(INSPECTION_RATING);

export const FINDING_CATEGORY = {
  VULNERABILITY: 'Vulnerability',
  ADMINISTRATIVE_FINDING: 'Administrative finding',
  OBSERVATION: 'Observation',
} as const satisfies LabelMap<string>;
export type FindingCategory = keyof typeof FINDING_CATEGORY;
export const FINDING_CATEGORY_VALUES = keys<FindingCategory>(FINDING_CATEGORY);

/** DCSA's grading of a vulnerability; administrative findings and observations are LOW. */
export const FINDING_SEVERITY = {
  ACUTE: 'Acute',
  CRITICAL: 'Critical',
  SERIOUS: 'Serious',
  LOW: 'Low',
} as const satisfies LabelMap<string>;
export type FindingSeverity = keyof typeof FINDING_SEVERITY;
export const FINDING_SEVERITY_VALUES = keys<FindingSeverity>(FINDING_SEVERITY);

export const CORRECTIVE_ACTION_STATUS = {
  OPEN: 'Open',
  COMPLETED: 'Completed',
} as const satisfies LabelMap<string>;
export type CorrectiveActionStatus = keyof typeof CORRECTIVE_ACTION_STATUS;
export const CORRECTIVE_ACTION_STATUS_VALUES = keys<CorrectiveActionStatus>(CORRECTIVE_ACTION_STATUS);

/** The categories of NISP enhancements in the DCSA security rating score matrix. */
export const ENHANCEMENT_CATEGORY = {
  COMPANY_SPONSORED_EVENTS: 'Company sponsored events',
  INTERNAL_EDUCATION: 'Internal educational brochures and products',
  SECURITY_BRIEFINGS: 'Security briefings',
  SECURITY_COMMUNITY: 'Security community participation',
  FSO_PROGRAM_MANAGEMENT: 'FSO program management',
  CLASSIFICATION_MANAGEMENT: 'Classification management',
  INFORMATION_SYSTEMS: 'Information systems',
  THREAT_REPORTING: 'Threat identification and reporting',
  FOREIGN_AFFILIATIONS: 'FOCI and foreign affiliations',
  PHYSICAL_SECURITY: 'Physical security',
  INSIDER_THREAT: 'Insider threat',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type EnhancementCategory = keyof typeof ENHANCEMENT_CATEGORY;
export const ENHANCEMENT_CATEGORY_VALUES = keys<EnhancementCategory>(ENHANCEMENT_CATEGORY);

export const ENHANCEMENT_STATUS = {
  PLANNED: 'Planned',
  IMPLEMENTED: 'Implemented',
  CREDITED: 'Credited by DCSA',
  NOT_CREDITED: 'Not credited',
} as const satisfies LabelMap<string>;
export type EnhancementStatus = keyof typeof ENHANCEMENT_STATUS;
export const ENHANCEMENT_STATUS_VALUES = keys<EnhancementStatus>(ENHANCEMENT_STATUS);

/** Texts of the three tabs: toasts in the spec's 'Successfully Added/Edited …' / 'Failed to …' form, refusals. */
export const FACILITY_REVIEW_MESSAGES = {
  changeCondition: 'Change Condition',
  inspection: 'Inspection',
  enhancement: 'Security Enhancement',
  added: (item: string) => `Successfully Added ${item}`,
  edited: (item: string) => `Successfully Edited ${item}`,
  deleted: (item: string) => `Successfully Deleted ${item}`,
  addFailed: (item: string) => `Failed to Add ${item}`,
  editFailed: (item: string) => `Failed to Edit ${item}`,
  deleteFailed: (item: string) => `Failed to Delete ${item}`,
  addChangeCondition: 'Add Change Condition',
  editChangeCondition: 'Edit Change Condition',
  addInspection: 'Add Inspection',
  editInspection: 'Edit Inspection',
  addEnhancement: 'Add Security Enhancement',
  editEnhancement: 'Edit Security Enhancement',
  addFinding: 'Add Finding',
  addCorrectiveAction: 'Add Corrective Action',
  overdue: 'Overdue',
  deleteConfirm: (item: string) => `Delete this ${item}?`,
  // refusals
  transition: (from: string, to: string) => `A change condition cannot move from ${from} to ${to}.`,
  reportedDateNeeded: 'Date Reported to DCSA is required once the change condition is submitted.',
  acknowledgedDateNeeded: 'Date Acknowledged is required once DCSA has acknowledged the change condition.',
  onlyDraftDeleted: 'Only a draft change condition can be deleted; a submitted one stays on record.',
  endBeforeStart: 'End Date must be on or after Start Date.',
  completedDateNeeded: 'Completed Date is required for a completed corrective action.',
  completedDateOpen: 'An open corrective action has no Completed Date.',
  dateImplementedNeeded: 'Date Implemented is required unless the enhancement is only planned.',
  unknownFinding: (id: string) => `Finding ${id} does not belong to this inspection.`,
  unknownCorrectiveAction: (id: string) => `Corrective action ${id} does not belong to this finding.`,
  reportAction: (type: string) => `Report Changed Condition to DCSA: ${type}`,
  reportActionDescription: (type: string, effective: string) =>
    `${type} (effective ${effective}) must be reported to DCSA through NISS (32 CFR 117.8(c)).`,
  dashboardTile: 'Facilities with open inspection findings',
  overdueCorrectiveActions: 'Overdue corrective actions',
} as const;
