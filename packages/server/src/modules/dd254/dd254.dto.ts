import { ApiProperty } from '@nestjs/swagger';
import {
  CAGE_CODE_PATTERN,
  DD254_ACCESS,
  DD254_CLEARANCE,
  DD254_DISTRIBUTION,
  DD254_KIND,
  DD254_PERFORMANCE,
  DD254_RELEASE,
  DD254_SAFEGUARDING,
  DD254_STATUS,
  type Dd254Access,
  type Dd254Clearance,
  type Dd254Distribution,
  type Dd254Kind,
  type Dd254Performance,
  type Dd254Release,
  type Dd254Safeguarding,
  type Dd254Status,
  DD254_BLOCK_FIELDS,
  DD254_BODY_FIELDS,
  type FieldListOf,
  TEXT_LIMITS,
} from '@clearline/shared';
import {
  BoolField,
  DayField,
  EmailField,
  EnumField,
  EnumListField,
  EnumOf,
  NumberField,
  PatternField,
  PhoneField,
  ReadOnly,
  TextField,
} from '../../core/http/fields';

/** The blocks of the form a draft may change and a revision copies (POST and PUT /contracts/{id}/dd254…). */
export const DD254_FIELDS = DD254_BLOCK_FIELDS;

/** The request's fields: the shared list (the blocks and the next review date) and the version. */
export const DD254_BODY = DD254_BODY_FIELDS satisfies FieldListOf<
  Dd254Dto,
  (typeof DD254_BODY_FIELDS)[number],
  | 'version'
  | 'id'
  | 'contractId'
  | 'contractNumber'
  | 'contractName'
  | 'kind'
  | 'revisionNumber'
  | 'status'
  | 'issuedAt'
  | 'current'
  | 'createdAt'
  | 'updatedAt'
>;

/**
 * POST /contracts/{id}/dd254 and PUT /contracts/{id}/dd254/{dd254Id}: the blocks of the DD Form 254.
 * Every field may be left out (a draft is saved as far as it is filled in); issuing checks that the
 * blocks the form requires are filled. Items 10, 11 and 17 list the letters answered "yes".
 */
export class Dd254Dto {
  @EnumField(DD254_CLEARANCE, { label: '1a. Facility Clearance Required' })
  facilityClearance?: Dd254Clearance | null;

  @EnumField(DD254_SAFEGUARDING, { label: '1b. Level of Safeguarding Required' })
  safeguardingLevel?: Dd254Safeguarding | null;

  @TextField({ label: '2a. Prime Contract Number' })
  primeContractNumber?: string | null;

  @TextField({ label: '2b. Subcontract Number' })
  subcontractNumber?: string | null;

  @TextField({ label: '2c. Solicitation or Other Number' })
  solicitationNumber?: string | null;

  @DayField({ label: '2c. Due Date' })
  solicitationDueDate?: string | null;

  @DayField({ label: '3a. Original Date' })
  originalDate?: string | null;

  @DayField({ label: '3b. Revision Date' })
  revisionDate?: string | null;

  @DayField({ label: '3c. Final Date' })
  finalDate?: string | null;

  @BoolField({ label: '4. Follow-on Contract' })
  followOn?: boolean | null;

  @TextField({ label: '4. Preceding Contract Number' })
  precedingContractNumber?: string | null;

  @BoolField({ label: '5. Final DD Form 254' })
  finalRetention?: boolean | null;

  @DayField({ label: '5. Date of the Retention Request' })
  retentionRequestDate?: string | null;

  @TextField({ label: '5. Retention Period' })
  retentionPeriod?: string | null;

  @TextField({ label: '6a. Contractor Name' })
  contractorName?: string | null;

  @TextField({ label: '6a. Contractor Address', multiline: true })
  contractorAddress?: string | null;

  @PatternField({
    label: '6b. Contractor CAGE Code',
    pattern: CAGE_CODE_PATTERN,
    message: '6b. Contractor CAGE Code must be 5 letters or digits',
  })
  contractorCage?: string | null;

  @TextField({ label: '6c. Contractor Cognizant Security Office' })
  contractorCsoName?: string | null;

  @TextField({ label: '6c. Contractor Cognizant Security Office Address', multiline: true })
  contractorCsoAddress?: string | null;

  @TextField({ label: '7a. Subcontractor Name' })
  subcontractorName?: string | null;

  @TextField({ label: '7a. Subcontractor Address', multiline: true })
  subcontractorAddress?: string | null;

  @PatternField({
    label: '7b. Subcontractor CAGE Code',
    pattern: CAGE_CODE_PATTERN,
    message: '7b. Subcontractor CAGE Code must be 5 letters or digits',
  })
  subcontractorCage?: string | null;

  @TextField({ label: '7c. Subcontractor Cognizant Security Office' })
  subcontractorCsoName?: string | null;

  @TextField({ label: '7c. Subcontractor Cognizant Security Office Address', multiline: true })
  subcontractorCsoAddress?: string | null;

  @TextField({ label: '8a. Actual Performance Location', multiline: true })
  performanceLocation?: string | null;

  @PatternField({
    label: '8b. Actual Performance CAGE Code',
    pattern: CAGE_CODE_PATTERN,
    message: '8b. Actual Performance CAGE Code must be 5 letters or digits',
  })
  performanceCage?: string | null;

  @TextField({ label: '8c. Actual Performance Cognizant Security Office' })
  performanceCsoName?: string | null;

  @TextField({ label: '8c. Actual Performance Cognizant Security Office Address', multiline: true })
  performanceCsoAddress?: string | null;

  @TextField({ label: '9. General Identification of this Procurement', max: TEXT_LIMITS.dd254Guidance })
  procurementDescription?: string | null;

  /** the letters answered yes (the others are no) */
  @EnumListField(DD254_ACCESS, { label: '10. Access Required' })
  accessRequired?: Dd254Access[] | null;

  @TextField({ label: '10k. Other Access', multiline: true })
  accessOther?: string | null;

  /** the letters answered yes (the others are no) */
  @EnumListField(DD254_PERFORMANCE, { label: '11. Contractor Will' })
  performanceRequirements?: Dd254Performance[] | null;

  @TextField({ label: '11m. Other', multiline: true })
  performanceOther?: string | null;

  @EnumField(DD254_RELEASE, { label: '12. Public Release' })
  publicRelease?: Dd254Release | null;

  @TextField({ label: '12. Release Through', multiline: true })
  publicReleaseThrough?: string | null;

  @TextField({ label: '12. Release To', multiline: true })
  publicReleaseTo?: string | null;

  @TextField({ label: '13. Security Guidance', max: TEXT_LIMITS.dd254Guidance })
  securityGuidance?: string | null;

  @BoolField({ label: '14. Additional Security Requirements' })
  additionalRequirements?: boolean | null;

  @TextField({ label: '14. Additional Security Requirements Text', max: TEXT_LIMITS.dd254Guidance })
  additionalRequirementsText?: string | null;

  @BoolField({ label: '15. Inspections' })
  inspections?: boolean | null;

  @TextField({ label: '15. Inspections Text', max: TEXT_LIMITS.dd254Guidance })
  inspectionsText?: string | null;

  @TextField({ label: '16a. Name of Certifying Official' })
  certifierName?: string | null;

  @TextField({ label: '16b. Title' })
  certifierTitle?: string | null;

  @PhoneField({ label: '16c. Telephone' })
  certifierPhone?: string | null;

  @TextField({ label: '16d. Address', multiline: true })
  certifierAddress?: string | null;

  @EmailField({ label: '16e. E-mail Address' })
  certifierEmail?: string | null;

  @DayField({ label: '16g. Date Signed' })
  certifiedDate?: string | null;

  /** the letters answered yes (the others are no) */
  @EnumListField(DD254_DISTRIBUTION, { label: '17. Required Distribution' })
  distribution?: Dd254Distribution[] | null;

  @TextField({ label: '17f. Others', multiline: true })
  distributionOther?: string | null;

  /** the next review (default on issue: two years after the date of issue; none for a final DD254) */
  @DayField({ label: 'Next Review Date' })
  nextReviewDate?: string | null;

  /** the version read; a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;

  // the answer-only fields of the GET answer, which a client may send back
  @ReadOnly()
  id?: string;

  @ReadOnly()
  contractId?: string;

  @ReadOnly()
  contractNumber?: string;

  @ReadOnly()
  contractName?: string;

  @ReadOnly()
  kind?: string;

  @ReadOnly()
  revisionNumber?: number;

  @ReadOnly()
  status?: string;

  @ReadOnly()
  issuedAt?: string | null;

  @ReadOnly()
  current?: boolean;

  @ReadOnly()
  createdAt?: string;

  @ReadOnly()
  updatedAt?: string;
}

/** POST /contracts/{id}/dd254/{dd254Id}/revise: a revision, or the final DD254 at the contract's end. */
export class Dd254ReviseDto {
  @EnumField(['REVISED', 'FINAL'], { label: 'Kind', required: true })
  kind: Exclude<Dd254Kind, 'ORIGINAL'>;
}

/** One version of a contract's DD Form 254. */
export class Dd254View {
  id: string;
  version: number;
  contractId: string;
  /** the contract's number and name, for headings */
  contractNumber: string;
  contractName: string;
  @EnumOf(DD254_KIND)
  kind: Dd254Kind;
  revisionNumber: number;
  @EnumOf(DD254_STATUS)
  status: Dd254Status;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  issuedAt: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true })
  nextReviewDate: string | null;
  /** the latest issued version of the contract (the one in force) */
  current: boolean;
  @EnumOf(DD254_CLEARANCE, false)
  facilityClearance: Dd254Clearance | null;

  @EnumOf(DD254_SAFEGUARDING, false)
  safeguardingLevel: Dd254Safeguarding | null;

  @ApiProperty({ type: String, nullable: true })
  primeContractNumber: string | null;

  @ApiProperty({ type: String, nullable: true })
  subcontractNumber: string | null;

  @ApiProperty({ type: String, nullable: true })
  solicitationNumber: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  solicitationDueDate: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  originalDate: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  revisionDate: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  finalDate: string | null;

  followOn: boolean;

  @ApiProperty({ type: String, nullable: true })
  precedingContractNumber: string | null;

  finalRetention: boolean;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  retentionRequestDate: string | null;

  @ApiProperty({ type: String, nullable: true })
  retentionPeriod: string | null;

  @ApiProperty({ type: String, nullable: true })
  contractorName: string | null;

  @ApiProperty({ type: String, nullable: true })
  contractorAddress: string | null;

  @ApiProperty({ type: String, nullable: true })
  contractorCage: string | null;

  @ApiProperty({ type: String, nullable: true })
  contractorCsoName: string | null;

  @ApiProperty({ type: String, nullable: true })
  contractorCsoAddress: string | null;

  @ApiProperty({ type: String, nullable: true })
  subcontractorName: string | null;

  @ApiProperty({ type: String, nullable: true })
  subcontractorAddress: string | null;

  @ApiProperty({ type: String, nullable: true })
  subcontractorCage: string | null;

  @ApiProperty({ type: String, nullable: true })
  subcontractorCsoName: string | null;

  @ApiProperty({ type: String, nullable: true })
  subcontractorCsoAddress: string | null;

  @ApiProperty({ type: String, nullable: true })
  performanceLocation: string | null;

  @ApiProperty({ type: String, nullable: true })
  performanceCage: string | null;

  @ApiProperty({ type: String, nullable: true })
  performanceCsoName: string | null;

  @ApiProperty({ type: String, nullable: true })
  performanceCsoAddress: string | null;

  @ApiProperty({ type: String, nullable: true })
  procurementDescription: string | null;

  @ApiProperty({ enum: Object.keys(DD254_ACCESS), isArray: true })
  accessRequired: Dd254Access[];

  @ApiProperty({ type: String, nullable: true })
  accessOther: string | null;

  @ApiProperty({ enum: Object.keys(DD254_PERFORMANCE), isArray: true })
  performanceRequirements: Dd254Performance[];

  @ApiProperty({ type: String, nullable: true })
  performanceOther: string | null;

  @EnumOf(DD254_RELEASE)
  publicRelease: Dd254Release;

  @ApiProperty({ type: String, nullable: true })
  publicReleaseThrough: string | null;

  @ApiProperty({ type: String, nullable: true })
  publicReleaseTo: string | null;

  @ApiProperty({ type: String, nullable: true })
  securityGuidance: string | null;

  additionalRequirements: boolean;

  @ApiProperty({ type: String, nullable: true })
  additionalRequirementsText: string | null;

  inspections: boolean;

  @ApiProperty({ type: String, nullable: true })
  inspectionsText: string | null;

  @ApiProperty({ type: String, nullable: true })
  certifierName: string | null;

  @ApiProperty({ type: String, nullable: true })
  certifierTitle: string | null;

  @ApiProperty({ type: String, nullable: true })
  certifierPhone: string | null;

  @ApiProperty({ type: String, nullable: true })
  certifierAddress: string | null;

  @ApiProperty({ type: String, nullable: true })
  certifierEmail: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  certifiedDate: string | null;

  @ApiProperty({ enum: Object.keys(DD254_DISTRIBUTION), isArray: true })
  distribution: Dd254Distribution[];

  @ApiProperty({ type: String, nullable: true })
  distributionOther: string | null;

  createdAt: string;
  updatedAt: string;
}
