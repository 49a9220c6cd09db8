/**
 * The plain-value fields of each section of a person and of each per-person record (spec 02 §2–§4):
 * what the API copies from a request body onto the stored row and what the forms send. Fields with a
 * rule of their own (numbers kept encrypted, switches, lists, nested objects, ids) are not in these lists:
 * both sides handle them by name. The API checks each list against its entity columns, the web against
 * the request types generated from openapi.yaml, so renaming a field breaks the build on both sides.
 */

/** An address (birth place, contact). */
const ADDRESS = ['countryId', 'street1', 'street2', 'city', 'state', 'zipCode'] as const;

/** The plain-value fields of each section of a person. */
export const PERSON_SECTION_FIELDS = {
  address: ADDRESS,
  /** Biographic section: every field but the SSN/PSSN, the switches, facilities and special systems. */
  biographic: [
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
  ],
  /** Employment section: every field but the OCONUS switch. */
  employment: [
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
  ],
  physical: ['race', 'height', 'weight', 'eyeColor', 'hairColor'],
  /** Automobile section: the driver's licence (vehicles are a list of their own). */
  automobile: ['driverLicenseNumber', 'dlIssuingState', 'dlIssueDate', 'dlExpiryDate'],
  /** One contact: every field but its id and the 'same as primary address' switch. */
  contact: [
    'contactTypeEnum',
    ...ADDRESS,
    'contactName',
    'contactRelationshipType',
    'homePhoneNumber',
    'workPhoneNumber',
    'cellPhoneNumber',
    'preferredPhoneType',
    'personalEmailAddress',
    'governmentEmailAddress',
    'faxNumber',
  ],
  /** The phone numbers of a contact, stored normalised. */
  contactPhones: ['homePhoneNumber', 'workPhoneNumber', 'cellPhoneNumber', 'faxNumber'],
  /** One vehicle: every field but its id. */
  vehicle: ['vehicleName', 'vehicleMake', 'vehicleModel', 'vehicleYear', 'vehicleColor', 'licensePlate', 'registrationState'],
} as const;

/** The plain-value fields (and switches) of each per-person record. */
export const PERSON_RECORD_FIELDS = {
  clearance: [
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
  ],
  /** Investigation: every field but the switches below and the SF-86 rejection dates (a list). */
  investigation: [
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
  ],
  investigationFlags: ['isProcessCompleted', 'fingerprintRequired'],
  specialAccess: [
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
  ],
  specialAccessFlags: ['specialAccessBriefReminder'],
  polygraph: [
    'facilityId',
    'polygraphType',
    'polygraphStatus',
    'polygraphResult',
    'agency',
    'polySystem',
    'polygraphDate',
    'nextPolygraphDate',
  ],
  badge: [
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
  ],
} as const;
