/**
 * The fields of a facility request body (POST and PUT /facilities…): what the API copies onto the stored facility
 * and what the forms send. The key management personnel are a list of their own and the version travels by name.
 * The API checks each list against its request class, the web against the request types generated from openapi.yaml.
 */
export const FACILITY_BODY_FIELDS = {
  /** The plain values: blank is none. */
  facility: [
    'facilityName',
    'facilityCode',
    'street1',
    'street2',
    'city',
    'state',
    'zipCode',
    'countryId',
    'phone',
    'csaId',
    'fclDate',
    'facilityType',
  ],
  /** The clearance and safeguarding levels: blank is None. */
  levels: ['clearanceLevel', 'safeguardingLevel'],
  /** The switches (a facility's state changes through its own actions once it exists). */
  flags: ['enabled', 'hostFacility'],
  /** The preferences of one facility (PUT /facilities/{id}/facility-preferences). */
  preferences: [
    'reminderRecipients',
    'clearanceReminderDays',
    'badgeReminderDays',
    'trainingReminderDays',
    'selfReportedVisitApproval',
    'defaultVisitRequestMethod',
    'annualTrainingDueMonth',
    'annualTrainingDueDay',
    'notifyNewHire',
  ],
} as const;
