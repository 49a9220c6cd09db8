/**
 * The plain-value fields of each section of a person and of each per-person record (spec 02 §2–§4):
 * what the API copies from a request body onto the stored row and what the forms send. Fields with a
 * rule of their own (numbers kept encrypted, switches, lists, nested objects, ids) are not in these lists:
 * both sides handle them by name. The API checks each list against its entity columns, the web against
 * the request types generated from openapi.yaml, so renaming a field breaks the build on both sides.
 */

/** An address (birth place, contact). */
export const PERSON_ADDRESS_FIELDS = ['countryId', 'street1', 'street2', 'city', 'state', 'zipCode'] as const;

/** Biographic section: every field but the SSN/PSSN, the switches, facilities and special systems. */
export const PERSON_BIOGRAPHIC_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'previouslyUsedNames',
  'aliasName',
  'employeeId',
  'workEmail',
  'dodEdiPn',
  'agencyId',
  'genderType',
  'maritalStatus',
  'birthDate',
  'kmpType',
  'kmpExclusionDate',
  'kmpOwnership',
  'citizenshipCountryId',
  'citizenshipType',
  'secondCitizenshipCountryId',
  'usCitizenshipDate',
  'nonUsCitizenshipRenDate',
  'alienRegistrationNumber',
  'passportNumber',
  'passportIssueDate',
  'passportType',
  'passportExpiryDate',
  'foreignPassportNumber',
  'foreignPassportCountryId',
  'foreignPassportIssueDate',
  'foreignPassportExpiryDate',
] as const;

/** Employment section: every field but the OCONUS switch. */
export const PERSON_EMPLOYMENT_FIELDS = [
  'jobTitle',
  'employmentType',
  'employmentStatus',
  'hireDate',
  'startDate',
  'endDate',
  'workLocationType',
  'costCenter',
  'supervisorPersonnelId',
  'contractId',
  'contingencyOfferSignedDate',
] as const;

export const PERSON_PHYSICAL_FIELDS = ['race', 'height', 'weight', 'eyeColor', 'hairColor'] as const;

/** Automobile section: the driver's licence (vehicles are a list of their own). */
export const PERSON_AUTOMOBILE_FIELDS = ['driverLicenseNumber', 'dlIssuingState', 'dlIssueDate', 'dlExpiryDate'] as const;

/** One contact: every field but its id and the 'same as primary address' switch. */
export const PERSON_CONTACT_FIELDS = [
  'contactTypeEnum',
  ...PERSON_ADDRESS_FIELDS,
  'contactName',
  'contactRelationshipType',
  'homePhoneNumber',
  'workPhoneNumber',
  'cellPhoneNumber',
  'preferredPhoneType',
  'personalEmailAddress',
  'governmentEmailAddress',
  'faxNumber',
] as const;

/** The phone numbers of a contact, stored normalised. */
export const PERSON_CONTACT_PHONE_FIELDS = ['homePhoneNumber', 'workPhoneNumber', 'cellPhoneNumber', 'faxNumber'] as const;

/** One vehicle: every field but its id. */
export const PERSON_VEHICLE_FIELDS = [
  'vehicleName',
  'vehicleMake',
  'vehicleModel',
  'vehicleYear',
  'vehicleColor',
  'licensePlate',
  'registrationState',
] as const;

export const CLEARANCE_RECORD_FIELDS = [
  'facilityId',
  'pclStatus',
  'indoctrinationLevel',
  'pclEligibility',
  'pclDetermination',
  'eligibilityDeterminationDate',
  'initialBriefingDate',
  'ownedServiced',
  'clearanceGrantingAgency',
  'deBriefDate',
  'ndaDate',
  'attestationDate',
  'billet',
  'ceStatus',
  'ceEnteredDate',
] as const;

/** Investigation: every field but the switches below and the SF-86 rejection dates (a list). */
export const INVESTIGATION_RECORD_FIELDS = [
  'clearanceId',
  'clearanceType',
  'pclStatus',
  'clearanceAction',
  'investigationType',
  'clearanceInvestigatingAgency',
  'initiatedPsiDate',
  'fingerprintSubmittedDate',
  'fingerprintAcceptedDate',
  'fingerprintTakenBy',
  'fingerprintTcnNumber',
  'readyReviewDate',
  'psqSentOpmDate',
  'releasedSignFormsDate',
  'releaseCafDate',
  'sacDate',
  'eqipPincode',
  'siiCaseNumber',
  'investigationOpenDate',
  'investigationClosedDate',
  'reinvestigationDate',
  'adjScheduledDate',
  'adjCompletedDate',
] as const;
export const INVESTIGATION_RECORD_FLAGS = ['isProcessCompleted', 'fingerprintRequired'] as const;

export const SPECIAL_ACCESS_RECORD_FIELDS = [
  'facilityId',
  'specialAccessType',
  'specialAccessStatus',
  'indoctrinationDate',
  'initialBriefDate',
  'lastBriefDate',
  'submitDate',
  'ssoLocation',
  'briefingOfficer',
  'debriefDate',
  'sponsor',
] as const;
export const SPECIAL_ACCESS_RECORD_FLAGS = ['specialAccessBriefReminder'] as const;

export const POLYGRAPH_RECORD_FIELDS = [
  'facilityId',
  'polygraphType',
  'polygraphStatus',
  'polygraphResult',
  'agency',
  'polySystem',
  'polygraphDate',
  'nextPolygraphDate',
] as const;

export const BADGE_RECORD_FIELDS = [
  'contractId',
  'issuingAgency',
  'badgeNumber',
  'badgeType',
  'badgeStatus',
  'issueDate',
  'expiryDate',
  'renewalSubmissionDate',
  'organization',
  'badgingOfficerId',
] as const;
