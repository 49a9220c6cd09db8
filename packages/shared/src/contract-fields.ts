/**
 * The plain-value fields of a contract and of one of its subcontractors (POST and PUT /contracts…): what the API
 * copies from a request body onto the stored row and what the forms send. The status of a contract changes
 * through its own route and the version travels by name. The API checks each list against its request class,
 * the web against the request types generated from openapi.yaml.
 */
export const CONTRACT_BODY_FIELDS = {
  contract: [
    'contractNumber',
    'contractName',
    'contractType',
    'primeContractNumber',
    'customerAgency',
    'contractingOfficerName',
    'contractingOfficerEmail',
    'contractingOfficerPhone',
    'popStartDate',
    'popEndDate',
    'facilityId',
    'highestClassification',
    'requiredClearanceLevel',
    'programManagerId',
    'description',
  ],
  /** One subcontractor: every field but the DD254 switch below and the version. */
  subcontractor: [
    'subcontractorName',
    'cageCode',
    'street1',
    'street2',
    'city',
    'state',
    'zipCode',
    'countryId',
    'cognizantSecurityOfficeId',
    'facilityClearanceLevel',
    'safeguardingLevel',
    'pocName',
    'pocEmail',
    'pocPhone',
    'subcontractNumber',
    'popStartDate',
    'popEndDate',
    'dd254IssuedDate',
    'status',
  ],
  /** The subcontractor's switch: whether a DD254 was issued to it (its date is kept only while it is on). */
  subcontractorFlags: ['dd254Issued'],
} as const;
