import type { LabelMap } from './people';

/**
 * DD Form 254, Department of Defense Contract Security Classification Specification (the 2017 revision
 * of the form, as DCSA and the NISP Contract Classification System use it; 32 CFR 117.13). The values
 * are stored; the labels are the form's own wording, shown by the editor and printed on the PDF.
 */

export const DD254_TITLE = 'DEPARTMENT OF DEFENSE CONTRACT SECURITY CLASSIFICATION SPECIFICATION';

/** Block 3: what this specification is. */
export const DD254_KIND = {
  ORIGINAL: 'Original',
  REVISED: 'Revised',
  FINAL: 'Final',
} as const satisfies LabelMap<string>;
export type Dd254Kind = keyof typeof DD254_KIND;

/** A version is edited as a draft and becomes read-only once issued. */
export const DD254_STATUS = {
  DRAFT: 'Draft',
  ISSUED: 'Issued',
} as const satisfies LabelMap<string>;
export type Dd254Status = keyof typeof DD254_STATUS;

/** Block 1a (facility clearance required): a classification level. */
export const DD254_CLEARANCE = {
  TOP_SECRET: 'Top Secret',
  SECRET: 'Secret',
  CONFIDENTIAL: 'Confidential',
} as const satisfies LabelMap<string>;
export type Dd254Clearance = keyof typeof DD254_CLEARANCE;

/** Block 1b (level of safeguarding required at the contractor's facility): a level, or none. */
export const DD254_SAFEGUARDING = {
  TOP_SECRET: 'Top Secret',
  SECRET: 'Secret',
  CONFIDENTIAL: 'Confidential',
  NONE: 'None (no classified information stored at the contractor facility)',
} as const satisfies LabelMap<string>;
export type Dd254Safeguarding = keyof typeof DD254_SAFEGUARDING;

/** Block 12: public release of information about this contract. */
export const DD254_RELEASE = {
  DIRECT: 'Direct',
  THROUGH: 'Through (specify)',
} as const satisfies LabelMap<string>;
export type Dd254Release = keyof typeof DD254_RELEASE;

/** Item 10: "This contract will require access to:" — a letter per line of the form (10e has two lines). */
export const DD254_ACCESS = {
  A_COMSEC: 'a. Communications Security (COMSEC) information',
  B_RESTRICTED_DATA: 'b. Restricted Data',
  C_CNWDI: 'c. Critical Nuclear Weapon Design Information (CNWDI)',
  D_FORMERLY_RESTRICTED_DATA: 'd. Formerly Restricted Data',
  E1_INTELLIGENCE_SCI: 'e. (1) National Intelligence information: Sensitive Compartmented Information (SCI)',
  E2_INTELLIGENCE_NON_SCI: 'e. (2) National Intelligence information: Non-SCI',
  F_SPECIAL_ACCESS: 'f. Special Access Program (SAP) information',
  G_NATO: 'g. North Atlantic Treaty Organization (NATO) information',
  H_FOREIGN_GOVERNMENT: 'h. Foreign Government information',
  I_ACCM: 'i. Alternative Compensatory Control Measures (ACCM) information (was Limited Dissemination information)',
  J_CUI: 'j. Controlled Unclassified Information (CUI) (was For Official Use Only information)',
  K_OTHER: 'k. Other (specify)',
} as const satisfies LabelMap<string>;
export type Dd254Access = keyof typeof DD254_ACCESS;
export const DD254_ACCESS_VALUES = Object.keys(DD254_ACCESS) as Dd254Access[];

/** Item 11: "In performing this contract, the contractor will:" */
export const DD254_PERFORMANCE = {
  A_ACCESS_ELSEWHERE_ONLY: "a. Have access to classified information only at another contractor's facility or a government activity",
  B_RECEIVE_DOCUMENTS_ONLY: 'b. Receive and store classified documents only',
  C_RECEIVE_AND_GENERATE: 'c. Receive, store, and generate classified information or material',
  D_HARDWARE: 'd. Fabricate, modify, or store classified hardware',
  E_SERVICES_ONLY: 'e. Perform services only',
  F_OUTSIDE_US: 'f. Have access to U.S. classified information outside the U.S., Puerto Rico, U.S. possessions and trust territories',
  G_DTIC: 'g. Be authorized to use the services of the Defense Technical Information Center (DTIC) or other secondary distribution center',
  H_COMSEC_ACCOUNT: 'h. Require a COMSEC account',
  I_TEMPEST: 'i. Have TEMPEST requirements',
  J_OPSEC: 'j. Have operations security (OPSEC) requirements',
  K_DEFENSE_COURIER: 'k. Be authorized to use the Defense Courier Service',
  L_CUI: 'l. Receive, store, or generate Controlled Unclassified Information (CUI)',
  M_OTHER: 'm. Other (specify)',
} as const satisfies LabelMap<string>;
export type Dd254Performance = keyof typeof DD254_PERFORMANCE;
export const DD254_PERFORMANCE_VALUES = Object.keys(DD254_PERFORMANCE) as Dd254Performance[];

/** Block 17: required distribution. */
export const DD254_DISTRIBUTION = {
  A_CONTRACTOR: 'a. Contractor',
  B_SUBCONTRACTOR: 'b. Subcontractor',
  C_CSO: 'c. Cognizant security office for prime and subcontractor',
  D_OVERSEAS: 'd. U.S. activity responsible for overseas security administration',
  E_ACO: 'e. Administrative contracting officer',
  F_OTHERS: 'f. Others as necessary',
} as const satisfies LabelMap<string>;
export type Dd254Distribution = keyof typeof DD254_DISTRIBUTION;
export const DD254_DISTRIBUTION_VALUES = Object.keys(DD254_DISTRIBUTION) as Dd254Distribution[];

/** The numbered blocks of the form, as the editor groups them and the PDF heads its boxes. */
export const DD254_BLOCKS = {
  b1: '1. Clearance and safeguarding',
  b2: '2. This specification is for',
  b3: '3. This specification is',
  b4: '4. Is this a follow-on contract?',
  b5: '5. Is this a final DD Form 254?',
  b6: '6. Contractor',
  b7: '7. Subcontractor',
  b8: '8. Actual performance',
  b9: '9. General identification of this procurement',
  b10: '10. This contract will require access to',
  b11: '11. In performing this contract, the contractor will',
  b12: '12. Public release',
  b13: '13. Security guidance',
  b14: '14. Additional security requirements',
  b15: '15. Inspections',
  b16: '16. Certification and signature',
  b17: '17. Required distribution',
} as const;

/** A DD254 is reviewed at least every two years (and when an option is exercised); the next review defaults to this. */
export const DD254_REVIEW_YEARS = 2;
/** The dashboard counts contracts whose DD254 review falls within this many days, or is past. */
export const DD254_REVIEW_DUE_DAYS = 30;

export const DD254_MESSAGES = {
  section: 'DD Form 254',
  add: 'Add DD254',
  addTitle: 'Add DD Form 254',
  editTitle: 'DD Form 254',
  created: (contractNumber: string) => `Successfully Created DD254 for Contract: ${contractNumber}`,
  updated: 'Successfully Updated DD254',
  deleted: 'Successfully Deleted DD254',
  issued: 'Successfully Issued DD254',
  revised: 'Successfully Created DD254 Revision',
  none: 'This contract has no DD254 yet.',
  deleteConfirm: 'Delete this draft DD254?',
  issueConfirm: 'Issue this DD254? An issued DD254 can no longer be edited; changes are made in a revision.',
  alreadyExists: 'This contract already has a DD254; make a revision of the issued one instead',
  draftOpen: 'This contract already has a draft DD254; issue or delete it first',
  notDraft: 'An issued DD254 cannot be changed; make a revision instead',
  deleteIssued: 'Only a draft DD254 can be deleted',
  notLatest: 'Only the latest issued DD254 of the contract can be revised',
  afterFinal: 'A final DD254 has been issued; the contract cannot be revised further',
  reviewBeforeIssue: 'Next Review Date must be after the date of issue',
  missingForIssue: (fields: string[]) => `Before issuing, fill in: ${fields.join(', ')}`,
  reviewsDue: 'DD254 reviews due',
  reviewsDueHint: `Contracts whose DD254 review is within ${DD254_REVIEW_DUE_DAYS} days or past`,
  /** the contracts list's filter: the review due within the window counted from this date */
  reviewDueFilter: 'DD254 Review Due',
} as const;
