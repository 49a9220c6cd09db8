/**
 * Enumerations of the people area (spec 02 §3 and §4) with their labels, used by the API (stored values,
 * DTO validation) and the web (selects, chips). Where the specification names an enumeration without
 * its values, the values below are the product's decision. Pure constants and functions, no I/O.
 *
 * Each enumeration is a value → label map; `XXX_VALUES` lists the values in display order and
 * `choices(MAP)` turns a map into `{ id, name }` options for react-admin selects.
 */

export type LabelMap<T extends string> = Readonly<Record<T, string>>;

export interface Choice<T extends string = string> {
  id: T;
  name: string;
}

/** `{ id, name }` options in the map's order (for SelectInput/AutocompleteInput). */
export function choices<T extends string>(map: LabelMap<T>): Choice<T>[] {
  return (Object.keys(map) as T[]).map((id) => ({ id, name: map[id] }));
}

/** The label of a value, or the value itself when it is unknown (never blank). */
export function labelOf<T extends string>(map: LabelMap<T>, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return (map as Record<string, string>)[value] ?? value;
}

const keys = <T extends string>(map: LabelMap<T>): readonly T[] => Object.freeze(Object.keys(map) as T[]);

// ---------------------------------------------------------------------------------------------
// Employment
// ---------------------------------------------------------------------------------------------

export const EMPLOYMENT_STATUS = {
  ACTIVE: 'Active',
  CONTINGENT: 'Contingent Hire',
  INACTIVE: 'Inactive',
  SUSPENDED: 'Suspended',
  RESIGNED: 'Resigned',
  TERMINATED: 'Terminated',
} as const satisfies LabelMap<string>;
export type EmploymentStatus = keyof typeof EMPLOYMENT_STATUS;
export const EMPLOYMENT_STATUS_VALUES = keys<EmploymentStatus>(EMPLOYMENT_STATUS);

export const EMPLOYMENT_TYPE = {
  W2_EMPLOYEE: 'W-2 Employee',
  CONTRACT_1099: '1099 Contractor',
  SUB_CONTRACTOR: 'Subcontractor',
  K1_PARTNER: 'K-1 Partner',
  W2_INTERN: 'W-2 Intern',
  INTERN_1099: '1099 Intern',
} as const satisfies LabelMap<string>;
export type EmploymentType = keyof typeof EMPLOYMENT_TYPE;

export const TERMINATION_REASON = {
  HIGH_RISK: 'High Risk',
  TERMINATED_NORMAL: 'Terminated (Normal)',
  RESIGNED: 'Resigned',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type TerminationReason = keyof typeof TERMINATION_REASON;

export const WORK_LOCATION = {
  ON_SITE: 'On Site',
  REMOTE: 'Remote',
  HYBRID: 'Hybrid',
  CUSTOMER_SITE: 'Customer Site',
  GOVERNMENT_SITE: 'Government Site',
} as const satisfies LabelMap<string>;
export type WorkLocation = keyof typeof WORK_LOCATION;

// ---------------------------------------------------------------------------------------------
// Personnel status (the chips of the list) and how it follows from the record
// ---------------------------------------------------------------------------------------------

export const PERSONNEL_STATUS = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  INPROGRESS: 'In Progress',
  SUSPENDED: 'Suspended',
} as const satisfies LabelMap<string>;
export type PersonnelStatus = keyof typeof PERSONNEL_STATUS;
export const PERSONNEL_STATUS_VALUES = keys<PersonnelStatus>(PERSONNEL_STATUS);

/** Chip colour hints (MUI palette names) for the status chips. */
export const PERSONNEL_STATUS_COLOR: Readonly<Record<PersonnelStatus, 'success' | 'default' | 'info' | 'warning'>> = {
  ACTIVE: 'success',
  INACTIVE: 'default',
  INPROGRESS: 'info',
  SUSPENDED: 'warning',
};

/**
 * The status chip of a person: a disabled record is INACTIVE; otherwise it follows the employment
 * status (a contingent hire or a record without employment yet is INPROGRESS; resigned and terminated
 * people are INACTIVE).
 */
export function personnelStatusOf(employmentStatus: EmploymentStatus | null | undefined, enabled = true): PersonnelStatus {
  if (!enabled) return 'INACTIVE';
  switch (employmentStatus) {
    case 'ACTIVE':
      return 'ACTIVE';
    case 'SUSPENDED':
      return 'SUSPENDED';
    case 'INACTIVE':
    case 'RESIGNED':
    case 'TERMINATED':
      return 'INACTIVE';
    default:
      return 'INPROGRESS';
  }
}

// ---------------------------------------------------------------------------------------------
// Biographic
// ---------------------------------------------------------------------------------------------

export const GENDER = {
  MALE: 'Male',
  FEMALE: 'Female',
  OTHER: 'Other',
  UNDISCLOSED: 'Prefer Not To Say',
} as const satisfies LabelMap<string>;
export type Gender = keyof typeof GENDER;

export const MARITAL_STATUS = {
  SINGLE: 'Single',
  MARRIED: 'Married',
  DOMESTIC_PARTNERSHIP: 'Domestic Partnership',
  SEPARATED: 'Separated',
  DIVORCED: 'Divorced',
  WIDOWED: 'Widowed',
} as const satisfies LabelMap<string>;
export type MaritalStatus = keyof typeof MARITAL_STATUS;

/** Citizenship types; BORN_IN_US sets the citizenship date to the birth date, DUAL_CITIZENSHIP asks for a second country. */
export const CITIZENSHIP_TYPE = {
  BORN_IN_US: 'Born in US',
  BORN_ABROAD_TO_US_PARENTS: 'Born Abroad to US Parents',
  NATURALIZED: 'Naturalized',
  DERIVED: 'Derived',
  DUAL_CITIZENSHIP: 'Dual Citizenship',
  LAWFUL_PERMANENT_RESIDENT: 'Lawful Permanent Resident',
  NON_US_CITIZEN: 'Non-US Citizen',
} as const satisfies LabelMap<string>;
export type CitizenshipType = keyof typeof CITIZENSHIP_TYPE;

export const PASSPORT_TYPE = {
  REGULAR: 'Regular (Tourist)',
  OFFICIAL: 'Official',
  DIPLOMATIC: 'Diplomatic',
  PASSPORT_CARD: 'Passport Card',
} as const satisfies LabelMap<string>;
export type PassportType = keyof typeof PASSPORT_TYPE;

/** Key management personnel types. */
export const KMP_TYPE = {
  SENIOR_MANAGEMENT_OFFICIAL: 'Senior Management Official',
  FSO: 'Facility Security Officer',
  ITPSO: 'Insider Threat Program Senior Official',
  OFFICER: 'Corporate Officer',
  DIRECTOR: 'Board Member / Director',
  OWNER: 'Owner',
  PARTNER: 'Partner',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type KmpType = keyof typeof KMP_TYPE;

// ---------------------------------------------------------------------------------------------
// Contacts
// ---------------------------------------------------------------------------------------------

export const CONTACT_TYPE = {
  PERSONAL: 'Personal',
  EMERGENCY: 'Emergency',
  TRAVEL_EMERGENCY: 'Travel Emergency',
} as const satisfies LabelMap<string>;
export type ContactType = keyof typeof CONTACT_TYPE;

export const RELATIONSHIP = {
  SPOUSE: 'Spouse',
  DOMESTIC_PARTNER: 'Domestic Partner',
  PARENT: 'Parent',
  CHILD: 'Child',
  SIBLING: 'Sibling',
  GRANDPARENT: 'Grandparent',
  OTHER_RELATIVE: 'Other Relative',
  FRIEND: 'Friend',
  COLLEAGUE: 'Colleague',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type Relationship = keyof typeof RELATIONSHIP;

export const PHONE_TYPE = {
  CELL: 'Cell',
  HOME: 'Home',
  WORK: 'Work',
} as const satisfies LabelMap<string>;
export type PhoneType = keyof typeof PHONE_TYPE;

// ---------------------------------------------------------------------------------------------
// Physical
// ---------------------------------------------------------------------------------------------

export const RACE = {
  AMERICAN_INDIAN_OR_ALASKA_NATIVE: 'American Indian or Alaska Native',
  ASIAN: 'Asian',
  BLACK_OR_AFRICAN_AMERICAN: 'Black or African American',
  NATIVE_HAWAIIAN_OR_PACIFIC_ISLANDER: 'Native Hawaiian or Other Pacific Islander',
  WHITE: 'White',
  TWO_OR_MORE: 'Two or More Races',
  OTHER: 'Other',
  UNDISCLOSED: 'Prefer Not To Say',
} as const satisfies LabelMap<string>;
export type Race = keyof typeof RACE;
export const RACE_VALUES = keys<Race>(RACE);

export const EYE_COLOR = {
  BLACK: 'Black',
  BLUE: 'Blue',
  BROWN: 'Brown',
  GRAY: 'Gray',
  GREEN: 'Green',
  HAZEL: 'Hazel',
  MAROON: 'Maroon',
  MULTICOLORED: 'Multicolored',
  PINK: 'Pink',
  UNKNOWN: 'Unknown',
} as const satisfies LabelMap<string>;
export type EyeColor = keyof typeof EYE_COLOR;
export const EYE_COLOR_VALUES = keys<EyeColor>(EYE_COLOR);

export const HAIR_COLOR = {
  BALD: 'Bald',
  BLACK: 'Black',
  BLOND: 'Blond or Strawberry',
  BROWN: 'Brown',
  GRAY: 'Gray or Partially Gray',
  RED: 'Red or Auburn',
  SANDY: 'Sandy',
  WHITE: 'White',
  OTHER: 'Other',
  UNKNOWN: 'Unknown',
} as const satisfies LabelMap<string>;
export type HairColor = keyof typeof HAIR_COLOR;
export const HAIR_COLOR_VALUES = keys<HairColor>(HAIR_COLOR);

// ---------------------------------------------------------------------------------------------
// Clearances
// ---------------------------------------------------------------------------------------------

/** Clearance levels, lowest first. INTERIM_* are interim determinations; ISA_* are levels granted under an interim special access. */
export const CLEARANCE_LEVEL = {
  NONE: 'None',
  CONFIDENTIAL: 'Confidential',
  INTERIM_SECRET: 'Interim Secret',
  SECRET: 'Secret',
  INTERIM_TOP_SECRET: 'Interim Top Secret',
  TOP_SECRET: 'Top Secret',
  ISA_CONFIDENTIAL: 'ISA Confidential',
  ISA_SECRET: 'ISA Secret',
  ISA_TOP_SECRET: 'ISA Top Secret',
} as const satisfies LabelMap<string>;
export type ClearanceLevel = keyof typeof CLEARANCE_LEVEL;
export const CLEARANCE_LEVEL_VALUES = keys<ClearanceLevel>(CLEARANCE_LEVEL);

/** The full rank list: NONE 0 up to ISA_TOP_SECRET 8 (used to find a person's highest level). */
export const CLEARANCE_LEVEL_RANK: Readonly<Record<ClearanceLevel, number>> = {
  NONE: 0,
  CONFIDENTIAL: 1,
  INTERIM_SECRET: 2,
  SECRET: 3,
  INTERIM_TOP_SECRET: 4,
  TOP_SECRET: 5,
  ISA_CONFIDENTIAL: 6,
  ISA_SECRET: 7,
  ISA_TOP_SECRET: 8,
};

/** The basic levels ranked NONE 0 to TOP_SECRET 3 (visits, contracts and other level comparisons). */
export const BASIC_CLEARANCE_LEVEL = {
  NONE: 'None',
  CONFIDENTIAL: 'Confidential',
  SECRET: 'Secret',
  TOP_SECRET: 'Top Secret',
} as const satisfies LabelMap<string>;
export type BasicClearanceLevel = keyof typeof BASIC_CLEARANCE_LEVEL;
export const BASIC_CLEARANCE_LEVEL_RANK: Readonly<Record<BasicClearanceLevel, number>> = {
  NONE: 0,
  CONFIDENTIAL: 1,
  SECRET: 2,
  TOP_SECRET: 3,
};

/** Abbreviations shown in tables and chips. */
export const CLEARANCE_ABBREVIATION: Readonly<Partial<Record<ClearanceLevel, string>>> = {
  CONFIDENTIAL: 'C',
  SECRET: 'S',
  TOP_SECRET: 'TS',
  INTERIM_SECRET: 'IS',
  INTERIM_TOP_SECRET: 'ITS',
  ISA_CONFIDENTIAL: 'C',
  ISA_SECRET: 'S',
  ISA_TOP_SECRET: 'TS',
};

/** The basic level a (possibly interim or ISA) level amounts to: ISA_SECRET → SECRET, INTERIM_TOP_SECRET → TOP_SECRET. */
export function basicClearanceLevel(level: ClearanceLevel | null | undefined): BasicClearanceLevel {
  if (!level || level === 'NONE') return 'NONE';
  const base = level.replace(/^(INTERIM|ISA)_/, '');
  return base in BASIC_CLEARANCE_LEVEL ? (base as BasicClearanceLevel) : 'NONE';
}

/** The highest of several levels by CLEARANCE_LEVEL_RANK (NONE when there are none). */
export function highestClearanceLevel(levels: ReadonlyArray<ClearanceLevel | null | undefined>): ClearanceLevel {
  let best: ClearanceLevel = 'NONE';
  for (const l of levels) if (l && CLEARANCE_LEVEL_RANK[l] > CLEARANCE_LEVEL_RANK[best]) best = l;
  return best;
}

/** Personnel clearance (PCL) status. */
export const PCL_STATUS = {
  ACTIVE: 'Active',
  IN_PROGRESS: 'In Progress',
  INACTIVE: 'Inactive',
  ACTIVE_BREAK: 'Active (Break in Access)',
  INACTIVE_BREAK: 'Inactive (Break in Access)',
} as const satisfies LabelMap<string>;
export type PclStatus = keyof typeof PCL_STATUS;

/** Determination (eligibility status) of a clearance, as the government system reports it. */
export const PCL_DETERMINATION = {
  IN_PROGRESS: 'In Progress',
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  SUSPENDED: 'Suspended',
  DENIED: 'Denied',
  REVOKED: 'Revoked',
  TERMINATED: 'Terminated',
  INVALIDATED: 'Invalidated',
} as const satisfies LabelMap<string>;
export type PclDetermination = keyof typeof PCL_DETERMINATION;

/** Continuous evaluation (CE / CV) enrollment. */
export const ENROLLMENT_STATUS = {
  ENROLLED: 'Enrolled',
  UN_ENROLLED: 'Un-Enrolled',
  NONE: 'None',
} as const satisfies LabelMap<string>;
export type EnrollmentStatus = keyof typeof ENROLLMENT_STATUS;

export const OWNED_SERVICED = {
  OWNED: 'Owned',
  SERVICED: 'Serviced',
} as const satisfies LabelMap<string>;
export type OwnedServiced = keyof typeof OWNED_SERVICED;

export const CLEARANCE_ACTION = {
  INITIATE: 'Initiate',
  RE_INVESTIGATE: 'Re-Investigate',
  CV_CE_ENROLLMENT: 'CV/CE Enrollment',
  OFFICIAL_REQUEST: 'Official Request',
  TAKE_OWNERSHIP: 'Take Ownership',
} as const satisfies LabelMap<string>;
export type ClearanceAction = keyof typeof CLEARANCE_ACTION;

/** Government agencies (granting, investigating, badge-issuing, polygraph). */
export const AGENCY = {
  DCSA: 'Defense Counterintelligence and Security Agency (DCSA)',
  DOD_CAF: 'DoD Consolidated Adjudications Facility (DoD CAF)',
  OPM: 'Office of Personnel Management (OPM)',
  DOE: 'Department of Energy (DOE)',
  DHS: 'Department of Homeland Security (DHS)',
  DOS: 'Department of State (DOS)',
  DOJ: 'Department of Justice (DOJ)',
  FBI: 'Federal Bureau of Investigation (FBI)',
  CIA: 'Central Intelligence Agency (CIA)',
  NSA: 'National Security Agency (NSA)',
  NRO: 'National Reconnaissance Office (NRO)',
  NGA: 'National Geospatial-Intelligence Agency (NGA)',
  DIA: 'Defense Intelligence Agency (DIA)',
  ARMY: 'U.S. Army',
  NAVY: 'U.S. Navy',
  AIR_FORCE: 'U.S. Air Force',
  NASA: 'National Aeronautics and Space Administration (NASA)',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type Agency = keyof typeof AGENCY;

// ---------------------------------------------------------------------------------------------
// Investigations
// ---------------------------------------------------------------------------------------------

export const INVESTIGATION_TIER = {
  TIER_1: 'Tier 1',
  TIER_2: 'Tier 2',
  TIER_2R: 'Tier 2 Reinvestigation',
  TIER_3: 'Tier 3',
  TIER_3R: 'Tier 3 Reinvestigation',
  TIER_4: 'Tier 4',
  TIER_4R: 'Tier 4 Reinvestigation',
  TIER_5: 'Tier 5',
  TIER_5R: 'Tier 5 Reinvestigation',
  NACLC: 'NACLC',
  ANACI: 'ANACI',
  SSBI: 'SSBI',
  SSBI_PR: 'SSBI Periodic Reinvestigation',
} as const satisfies LabelMap<string>;
export type InvestigationTier = keyof typeof INVESTIGATION_TIER;

/** Investigation status, derived from isProcessCompleted. */
export const INVESTIGATION_STATUS = {
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
} as const satisfies LabelMap<string>;
export type InvestigationStatus = keyof typeof INVESTIGATION_STATUS;
export const investigationStatusOf = (isProcessCompleted: boolean | null | undefined): InvestigationStatus =>
  isProcessCompleted ? 'COMPLETED' : 'IN_PROGRESS';

// ---------------------------------------------------------------------------------------------
// Special access, polygraphs, badges
// ---------------------------------------------------------------------------------------------

export const SPECIAL_ACCESS_TYPE = {
  SCI: 'Sensitive Compartmented Information (SCI)',
  SAP: 'Special Access Program (SAP)',
  CNWDI: 'Critical Nuclear Weapon Design Information (CNWDI)',
  NATO: 'NATO',
  COMSEC: 'Communications Security (COMSEC)',
  CRYPTO: 'Cryptographic Access (CRYPTO)',
  FGI: 'Foreign Government Information (FGI)',
  RD: 'Restricted Data (RD)',
  FRD: 'Formerly Restricted Data (FRD)',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type SpecialAccessType = keyof typeof SPECIAL_ACCESS_TYPE;

export const SPECIAL_ACCESS_STATUS = {
  PENDING: 'Pending',
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  DEBRIEFED: 'Debriefed',
} as const satisfies LabelMap<string>;
export type SpecialAccessStatus = keyof typeof SPECIAL_ACCESS_STATUS;

export const POLYGRAPH_TYPE = {
  COUNTERINTELLIGENCE: 'Counterintelligence (CI)',
  FULL_SCOPE: 'Full Scope (FSP)',
  LIFESTYLE: 'Lifestyle',
  SPECIFIC_ISSUE: 'Specific Issue',
} as const satisfies LabelMap<string>;
export type PolygraphType = keyof typeof POLYGRAPH_TYPE;

export const POLYGRAPH_STATUS = {
  SCHEDULED: 'Scheduled',
  CURRENT: 'Current',
  OUT_OF_SCOPE: 'Out of Scope',
} as const satisfies LabelMap<string>;
export type PolygraphStatus = keyof typeof POLYGRAPH_STATUS;

export const POLYGRAPH_RESULT = {
  SUCCESSFUL: 'Successful',
  FAILED: 'Failed',
} as const satisfies LabelMap<string>;
export type PolygraphResult = keyof typeof POLYGRAPH_RESULT;

/** The system of record a polygraph is kept in. */
export const POLYGRAPH_SYSTEM = {
  DISS: 'DISS',
  SCATTERED_CASTLES: 'Scattered Castles',
  CVS: 'CVS',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type PolygraphSystem = keyof typeof POLYGRAPH_SYSTEM;

export const BADGE_TYPE = {
  CAC: 'Common Access Card (CAC)',
  PIV: 'PIV',
  PIV_I: 'PIV-I',
  FACILITY_ACCESS: 'Facility Access',
  CONTRACTOR: 'Contractor',
  ESCORT_REQUIRED: 'Escort Required',
  VISITOR: 'Visitor',
  TEMPORARY: 'Temporary',
} as const satisfies LabelMap<string>;
export type BadgeType = keyof typeof BADGE_TYPE;

export const BADGE_STATUS = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  INPROGRESS: 'In Progress',
  SUSPENDED: 'Suspended',
  PENDING: 'Pending',
} as const satisfies LabelMap<string>;
export type BadgeStatus = keyof typeof BADGE_STATUS;

// ---------------------------------------------------------------------------------------------
// Documents, requests, assignments, tasks
// ---------------------------------------------------------------------------------------------

export const PERSONNEL_DOCUMENT_TYPE = { PERSONNEL: 'Personnel' } as const satisfies LabelMap<string>;
export type PersonnelDocumentType = keyof typeof PERSONNEL_DOCUMENT_TYPE;

export const DOCUMENT_STATUS = {
  CURRENT: 'Current',
  MISSING: 'Missing',
  NEEDS_REVIEW: 'Needs Review',
  ACTIVE: 'Active',
  ON_HOLD: 'On Hold',
  INACTIVE: 'Inactive',
  EXPIRED: 'Expired',
} as const satisfies LabelMap<string>;
export type DocumentStatus = keyof typeof DOCUMENT_STATUS;

export const CLEARANCE_VERIFICATION_STATUS = {
  SENT: 'Sent',
  NEEDS_REVIEW: 'Needs Review',
  EXPIRED: 'Expired',
  CLOSED: 'Closed',
} as const satisfies LabelMap<string>;
export type ClearanceVerificationStatus = keyof typeof CLEARANCE_VERIFICATION_STATUS;

export const ASSIGNMENT_STATUS = {
  PENDING: 'Pending',
  ASSIGNED: 'Assigned',
  UNASSIGNED: 'Unassigned',
} as const satisfies LabelMap<string>;
export type AssignmentStatus = keyof typeof ASSIGNMENT_STATUS;

export const CONTRACT_TYPE = {
  PRIME: 'Prime',
  SUBCONTRACT: 'Subcontract',
  TASK_ORDER: 'Task Order',
  IDIQ: 'IDIQ',
  TM: 'Time and Materials',
  FIXED_PRICE: 'Fixed Price',
  FLEX: 'Flex',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type ContractType = keyof typeof CONTRACT_TYPE;

export const CONTRACT_STATUS = {
  ACTIVE: 'Active',
  CLOSING: 'Closing',
  CLOSED: 'Closed',
} as const satisfies LabelMap<string>;
export type ContractStatus = keyof typeof CONTRACT_STATUS;

/** Status of a user-like record (eligibility in government systems, account state). */
export const USER_LIKE_STATUS = {
  IN_PROGRESS: 'In Progress',
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  SUSPENDED: 'Suspended',
  DENIED: 'Denied',
  REVOKED: 'Revoked',
  TERMINATED: 'Terminated',
  INVALIDATED: 'Invalidated',
} as const satisfies LabelMap<string>;
export type UserLikeStatus = keyof typeof USER_LIKE_STATUS;

/** Status of a task (open action). */
export const TASK_STATUS = {
  PENDING: 'Pending',
  NEEDS_REVIEW: 'Needs Review',
  CLOSED: 'Closed',
} as const satisfies LabelMap<string>;
export type TaskStatus = keyof typeof TASK_STATUS;

/** How an open action ended (or that it is still open). */
export const OPEN_ACTION_STATE = {
  OPEN: 'Open',
  COMPLETED: 'Completed',
  CLOSED: 'Closed',
} as const satisfies LabelMap<string>;
export type OpenActionState = keyof typeof OPEN_ACTION_STATE;

/** Kinds of open action on a person. */
export const OPEN_ACTION_TYPE = {
  MISSING_REQUIRED_DOCUMENT: 'Missing Required Document',
  DOCUMENT_NEEDS_REVIEW: 'Document Needs Review',
  DOCUMENT_EXPIRED: 'Document Expired',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type OpenActionType = keyof typeof OPEN_ACTION_TYPE;

// ---------------------------------------------------------------------------------------------
// SSN display
// ---------------------------------------------------------------------------------------------

/** How an SSN is shown to a user: whole, last four digits, or fully masked. */
export type SsnVisibility = 'FULL' | 'LAST_FOUR' | 'MASKED';

/**
 * The SSN display of a user from their merged permissions (view flag): FULL_VISIBILITY → FULL,
 * LAST_FOUR_DIGITS_ONLY → LAST_FOUR, otherwise MASKED. Revealing on request is VISIBLE_SOCIAL_SECURITY.
 */
export function ssnVisibilityOf(permissions: Readonly<Record<string, { canView: boolean } | undefined>>): SsnVisibility {
  if (permissions.FULL_VISIBILITY?.canView) return 'FULL';
  if (permissions.LAST_FOUR_DIGITS_ONLY?.canView) return 'LAST_FOUR';
  return 'MASKED';
}

/**
 * How SSNs are shown in list and detail answers: never whole, whatever the permission. The whole number
 * only comes from the audited reveal (GET /personnel/{id}/ssn, VISIBLE_SOCIAL_SECURITY); FULL_VISIBILITY
 * and LAST_FOUR_DIGITS_ONLY show the last four digits, no SSN visibility shows asterisks only.
 */
export function answeredSsnVisibility(
  permissions: Readonly<Record<string, { canView: boolean } | undefined>>,
): Exclude<SsnVisibility, 'FULL'> {
  return ssnVisibilityOf(permissions) === 'MASKED' ? 'MASKED' : 'LAST_FOUR';
}

export const canRevealSsn = (permissions: Readonly<Record<string, { canView: boolean } | undefined>>): boolean =>
  permissions.VISIBLE_SOCIAL_SECURITY?.canView === true;

/** Formats nine digits as XXX-XX-XXXX (other input is returned unchanged). */
export function formatSsn(ssn: string): string {
  const d = ssn.replace(/\D/g, '');
  return d.length === 9 ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : ssn;
}

/**
 * The SSN as a user with `mode` may see it: 123-45-6789, ***-**-6789 or ***-**-****. Null stays null.
 * A value that is not nine digits (a PSSN entered as free text before it was protected) is shown whole as it is.
 */
export function maskSsn(ssn: string | null | undefined, mode: SsnVisibility): string | null {
  if (ssn === null || ssn === undefined || ssn === '') return null;
  const d = ssn.replace(/\D/g, '');
  if (mode === 'FULL') return formatSsn(ssn);
  if (mode === 'LAST_FOUR' && d.length >= 4) return `***-**-${d.slice(-4)}`;
  return '***-**-****';
}
