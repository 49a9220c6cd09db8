import { BASIC_CLEARANCE_LEVEL_RANK, type BasicClearanceLevel, type LabelMap } from './people';

/**
 * A CAGE code (Commercial and Government Entity code, the identifier DCSA and DLA give a cleared facility): five
 * letters or digits. The one pattern of the server's DTOs and the web's forms; upper and lower case are the same code.
 */
export const CAGE_CODE_PATTERN = /^[A-Za-z0-9]{5}$/;

/**
 * Kind of a cleared facility, in NISPOM / DCSA terms (32 CFR 117.3, 117.9): a contractor facility holding its
 * own FCL, the home office (HOF) of a multiple facility organization (MFO), a branch or division office of an
 * MFO, the MFO as a whole, a government site the company works at, or anything else.
 */
export const FACILITY_TYPE = {
  CONTRACTOR_FACILITY: 'Cleared Contractor Facility',
  HOME_OFFICE: 'Home Office Facility (HOF)',
  BRANCH_OFFICE: 'Branch / Division Office',
  MULTIPLE_FACILITY_ORGANIZATION: 'Multiple Facility Organization (MFO)',
  GOVERNMENT_SITE: 'Government Site',
  OTHER: 'Other',
} as const satisfies LabelMap<string>;
export type FacilityType = keyof typeof FACILITY_TYPE;

/** The state of a facility (spec 03 §4): enabled, disabled, deactivated (read-only, hidden from lists and pickers). */
export const FACILITY_STATE = {
  ENABLED: 'Enabled',
  DISABLED: 'Disabled',
  DEACTIVATED: 'Deactivated',
} as const satisfies LabelMap<string>;
export type FacilityState = keyof typeof FACILITY_STATE;

/** The safeguarding level may not exceed the facility clearance level (32 CFR 117.15). */
export function safeguardingAllowed(fcl: BasicClearanceLevel, safeguarding: BasicClearanceLevel): boolean {
  return BASIC_CLEARANCE_LEVEL_RANK[safeguarding] <= BASIC_CLEARANCE_LEVEL_RANK[fcl];
}

/** Texts of the facility record, its states, picture and preferences (not worded by the spec). */
export const FACILITY_RECORD_MESSAGES = {
  deactivate: 'Deactivate',
  deactivateConfirm: (name: string) =>
    `Deactivate the facility ${name}? It becomes read-only and is hidden from lists and pickers until it is enabled again.`,
  deactivated: (name: string) => `Successfully Deactivated Facility: ${name}`,
  deleteConfirm: (name: string) => `Delete the facility ${name}? This cannot be undone.`,
  deleteFacility: 'Delete Facility',
  deleteFacilityConfirm: (name: string) =>
    `Delete the facility ${name} with its documents, preferences, picture and key management personnel? This cannot be undone.`,
  readOnly: (name: string) => `${name} is deactivated and read-only. Enable it to make changes.`,
  notDisabledWhileDeactivated: (name: string) => `${name} is deactivated. Enable it before changing its state.`,
  stillReferenced: (name: string, what: string[]) =>
    `${name} cannot be deleted while it still has ${what.join(', ')}. Move or remove them first, or deactivate the facility instead.`,
  hostNotDeactivated: (name: string) => `${name} is the host facility and cannot be deactivated. Mark another facility as the host first.`,
  hostFacility: (name: string) => `${name} is the host facility and cannot be deleted. Mark another facility as the host first.`,
  safeguardingAboveFcl: 'Safeguarding Level cannot be higher than the Facility Clearance Level',
  fclDateWithoutLevel: 'FCL Date needs a Facility Clearance Level',
  fclDateInFuture: 'FCL Date cannot be in the future',
  kmpTwice: (name: string) => `${name} is listed twice with the same KMP role`,
  noPicture: (name: string) => `${name} has no picture`,
  pictureUpdated: 'Facility picture updated',
  preferencesTitle: 'Facility Preferences',
  preferencesUpdated: 'Successfully Updated Facility Preferences',
  preferencesFailed: 'Failed To Update Facility Preferences',
  trainingDueDay: 'Annual Training Due Day is not a day of that month',
  showDeactivated: 'Show deactivated',
} as const;
