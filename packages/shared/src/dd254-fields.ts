/**
 * The fields of a DD Form 254 request body (POST and PUT /contracts/{id}/dd254…): what the API copies onto the
 * stored version and what the editor sends. The API checks the lists against its request class, the web
 * against the request type generated from openapi.yaml.
 */

/** Items 1 to 17 of the form: what a draft saves and what a revision or the final DD254 copies. */
export const DD254_BLOCK_FIELDS = [
  'facilityClearance',
  'safeguardingLevel',
  'primeContractNumber',
  'subcontractNumber',
  'solicitationNumber',
  'solicitationDueDate',
  'originalDate',
  'revisionDate',
  'finalDate',
  'followOn',
  'precedingContractNumber',
  'finalRetention',
  'retentionRequestDate',
  'retentionPeriod',
  'contractorName',
  'contractorAddress',
  'contractorCage',
  'contractorCsoName',
  'contractorCsoAddress',
  'subcontractorName',
  'subcontractorAddress',
  'subcontractorCage',
  'subcontractorCsoName',
  'subcontractorCsoAddress',
  'performanceLocation',
  'performanceCage',
  'performanceCsoName',
  'performanceCsoAddress',
  'procurementDescription',
  'accessRequired',
  'accessOther',
  'performanceRequirements',
  'performanceOther',
  'publicRelease',
  'publicReleaseThrough',
  'publicReleaseTo',
  'securityGuidance',
  'additionalRequirements',
  'additionalRequirementsText',
  'inspections',
  'inspectionsText',
  'certifierName',
  'certifierTitle',
  'certifierPhone',
  'certifierAddress',
  'certifierEmail',
  'certifiedDate',
  'distribution',
  'distributionOther',
] as const;

/**
 * Every field of the body but the version: the blocks and the next review date, which belongs to this version
 * alone (a revision starts without one and gets the default when it is issued).
 */
export const DD254_BODY_FIELDS = [...DD254_BLOCK_FIELDS, 'nextReviewDate'] as const;
