import {
  ASSIGNMENT_STATUS,
  BASIC_CLEARANCE_LEVEL,
  CAGE_CODE_PATTERN,
  CONTRACT_DOCUMENT_TYPE,
  CONTRACT_EFFECTIVE_STATUS,
  CONTRACT_STATUS,
  CONTRACT_TYPE,
  SUBCONTRACTOR_STATUS,
  type AssignmentStatus,
  type BasicClearanceLevel,
  type ContractDocumentType,
  type ContractEffectiveStatus,
  type ContractStatus,
  type ContractType,
  type SubcontractorStatus,
  TEXT_LIMITS,
} from '@clearline/shared';
import {
  BoolField,
  DayField,
  EmailField,
  EnumField,
  EnumOf,
  NumberField,
  PatternField,
  PhoneField,
  ReadOnly,
  RefIdField,
  TextField,
  TextListField,
  UuidField,
  UuidListField,
  ZipField,
} from '../../core/http/fields';
import { DocumentDto } from '../documents';
import { CONTRACT_BODY_FIELDS, type FieldListOf } from '@clearline/shared';

/** What a contract's answer carries and its body ignores when sent back: PUT accepts what GET answered. */
abstract class ContractAnswerFields {
  @ReadOnly()
  id?: string;

  @ReadOnly()
  effectiveStatus?: string;

  @ReadOnly()
  facilityName?: string | null;

  @ReadOnly()
  programManagerName?: string | null;

  @ReadOnly()
  assignedCount?: number;

  @ReadOnly({ type: () => [SubcontractorView] })
  subcontractors?: SubcontractorView[];

  @ReadOnly({ type: () => [ContractDocumentView] })
  documents?: ContractDocumentView[];

  @ReadOnly()
  createdAt?: string;

  @ReadOnly()
  updatedAt?: string;
}

/** What a subcontractor's answer carries and its body ignores when sent back. */
abstract class SubcontractorAnswerFields {
  @ReadOnly()
  id?: string;

  @ReadOnly()
  contractId?: string;

  @ReadOnly()
  cognizantSecurityOfficeName?: string | null;
}

/**
 * POST /contracts and PUT /contracts/{id}. The fields the spec leaves out come from the DD Form 254 and
 * contracting practice. The status is not edited here: POST /contracts/{id} moves it.
 */
export class ContractDto extends ContractAnswerFields {
  /** unique in the tenant (case-insensitive) */
  @TextField({ label: 'Contract Number', required: true })
  contractNumber: string;

  @TextField({ label: 'Contract Name', required: true })
  contractName: string;

  /** default PRIME */
  @EnumField(CONTRACT_TYPE, { label: 'Contract Type' })
  contractType?: ContractType | null;

  /** answered only; moved by POST /contracts/{id} */
  @ReadOnly()
  status?: ContractStatus;

  /** for a subcontract: the prime contract it flows down from */
  @TextField({ label: 'Prime Contract Number' })
  primeContractNumber?: string | null;

  @TextField({ label: 'Customer Agency' })
  customerAgency?: string | null;

  @TextField({ label: 'Contracting Officer Name' })
  contractingOfficerName?: string | null;

  @EmailField({ label: 'Contracting Officer Email' })
  contractingOfficerEmail?: string | null;

  @PhoneField({ label: 'Contracting Officer Phone' })
  contractingOfficerPhone?: string | null;

  /** period of performance start, yyyy-mm-dd */
  @DayField({ label: 'Period of Performance Start' })
  popStartDate?: string | null;

  /** period of performance end, on or after the start */
  @DayField({ label: 'Period of Performance End' })
  popEndDate?: string | null;

  /** a facility of the tenant performing the work */
  @UuidField({ label: 'Facility', references: 'facility' })
  facilityId?: string | null;

  /** DD254 block 1a: the facility clearance the work requires; default SECRET */
  @EnumField(BASIC_CLEARANCE_LEVEL, { label: 'Highest Classification' })
  highestClassification?: BasicClearanceLevel | null;

  /** the clearance a person must hold to be assigned; default SECRET */
  @EnumField(BASIC_CLEARANCE_LEVEL, { label: 'Required Clearance Level' })
  requiredClearanceLevel?: BasicClearanceLevel | null;

  /** a person of the tenant */
  @UuidField({ label: 'Program Manager', references: 'personnel' })
  programManagerId?: string | null;

  @TextField({ label: 'Description', max: TEXT_LIMITS.narrative })
  description?: string | null;

  /** the version read; a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

/** POST /contracts/{id}: move the contract's status (ACTIVE → CLOSING → CLOSED, CLOSING → ACTIVE). */
export class ContractStatusDto {
  @EnumField(CONTRACT_STATUS, { label: 'Status', required: true })
  status: ContractStatus;
}

/** POST /contracts/{id}/subcontractor/add and PUT /contracts/{id}/subcontractor/{sid}. */
export class SubcontractorDto extends SubcontractorAnswerFields {
  @TextField({ label: 'Subcontractor Name', required: true })
  subcontractorName: string;

  /** CAGE code (five letters or digits) */
  @PatternField({ label: 'CAGE Code', pattern: CAGE_CODE_PATTERN, message: 'CAGE Code must be 5 letters or digits' })
  cageCode?: string | null;

  @TextField({ label: 'Street 1' })
  street1?: string | null;

  @TextField({ label: 'Street 2' })
  street2?: string | null;

  @TextField({ label: 'City' })
  city?: string | null;

  @TextField({ label: 'State' })
  state?: string | null;

  @ZipField({ label: 'Subcontractor' })
  zipCode?: string | null;

  /** default 236 (United States) */
  @RefIdField({ label: 'Country' })
  countryId?: number | null;

  /** a cognizant security office of the CSA master data */
  @UuidField({
    label: 'Cognizant Security Office',
    references: { notTenantScoped: 'system reference data (cognizant_security_authority): ContractsService checks it' },
  })
  cognizantSecurityOfficeId?: string | null;

  /** default SECRET */
  @EnumField(BASIC_CLEARANCE_LEVEL, { label: 'Facility Clearance Level' })
  facilityClearanceLevel?: BasicClearanceLevel | null;

  /** the level the subcontractor may store at its facility; default NONE */
  @EnumField(BASIC_CLEARANCE_LEVEL, { label: 'Safeguarding Level' })
  safeguardingLevel?: BasicClearanceLevel | null;

  @TextField({ label: 'POC Name' })
  pocName?: string | null;

  @EmailField({ label: 'POC Email' })
  pocEmail?: string | null;

  @PhoneField({ label: 'POC Phone' })
  pocPhone?: string | null;

  @TextField({ label: 'Subcontract Number' })
  subcontractNumber?: string | null;

  @DayField({ label: 'Period of Performance Start' })
  popStartDate?: string | null;

  @DayField({ label: 'Period of Performance End' })
  popEndDate?: string | null;

  /** whether the tenant issued the subcontract DD254 */
  @BoolField({ label: 'DD254 Issued' })
  dd254Issued?: boolean | null;

  /** only with dd254Issued */
  @DayField({ label: 'DD254 Issued Date' })
  dd254IssuedDate?: string | null;

  /** default ACTIVE */
  @EnumField(SUBCONTRACTOR_STATUS, { label: 'Subcontractor Status' })
  status?: SubcontractorStatus | null;

  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

/**
 * The `document` JSON part of POST /contracts/{id}/document (multipart, with the `file` part) and the
 * body of PUT /contracts/{id}/document/{documentId}.
 */
export class ContractDocumentDto {
  /** default OTHER */
  @EnumField(CONTRACT_DOCUMENT_TYPE, { label: 'Document Type' })
  documentType?: ContractDocumentType | null;

  /** default: the file name */
  @TextField({ label: 'Document Title' })
  title?: string | null;

  @TextField({ label: 'Description', max: TEXT_LIMITS.notes })
  description?: string | null;

  /** the date the document bears (signature, modification, issue) */
  @DayField({ label: 'Document Date' })
  documentDate?: string | null;
}

/** POST /contracts/{id}/personnel/assign: one or more people of the tenant. */
export class AssignPersonnelDto {
  @UuidListField({ label: 'Personnel', references: 'personnel', required: true, maxItems: 200 })
  personnelIds: string[];

  /** default: today */
  @DayField({ label: 'Date Assigned' })
  dateAssigned?: string | null;

  /** special accesses the work needs (stored colon-separated) */
  @TextListField({ label: 'Special Access', maxItems: 50 })
  specialAccess?: string[] | null;

  /** PENDING (awaiting the customer's approval) or ASSIGNED; default ASSIGNED */
  @EnumField(['PENDING', 'ASSIGNED'], { label: 'Assignment Status' })
  assignmentStatus?: 'PENDING' | 'ASSIGNED' | null;

  @TextField({ label: 'Position' })
  position?: string | null;
}

/** PUT /contracts/personnel/unassign: ends assignments (status UNASSIGNED). */
export class UnassignPersonnelDto {
  /** assignment ids */
  @UuidListField({ label: 'Assignments', itemLabel: 'Assignment', references: 'contract_assignment', required: true, maxItems: 200 })
  ids: string[];

  /** default: today */
  @DayField({ label: 'Date Unassigned' })
  dateUnassigned?: string | null;
}

/** PUT /contracts/personnel/update: changes one assignment. */
export class UpdateAssignmentDto {
  @UuidField({ label: 'Assignment', references: 'contract_assignment', required: true })
  id: string;

  @EnumField(ASSIGNMENT_STATUS, { label: 'Assignment Status' })
  assignmentStatus?: AssignmentStatus | null;

  @DayField({ label: 'Date Assigned' })
  dateAssigned?: string | null;

  @DayField({ label: 'Date Unassigned' })
  dateUnassigned?: string | null;

  @TextListField({ label: 'Special Access', maxItems: 50 })
  specialAccess?: string[] | null;

  @TextField({ label: 'Position' })
  position?: string | null;

  @TextField({ label: 'Notes', max: TEXT_LIMITS.notes })
  notes?: string | null;

  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

// ============================================================================================= answers

export class ContractRefView {
  id: string;
  contractNumber: string;
  contractName: string;
  popStartDate: string | null;
  popEndDate: string | null;
  @EnumOf(CONTRACT_STATUS)
  status: ContractStatus;
  /** the status the contract shows on the tenant's today: NOT_STARTED while an ACTIVE contract's period of performance has not started */
  @EnumOf(CONTRACT_EFFECTIVE_STATUS)
  effectiveStatus: ContractEffectiveStatus;
}

export class SubcontractorView {
  id: string;
  version: number;
  contractId: string;
  subcontractorName: string;
  cageCode: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  countryId: number;
  cognizantSecurityOfficeId: string | null;
  /** office name of the cognizant security office */
  cognizantSecurityOfficeName: string | null;
  @EnumOf(BASIC_CLEARANCE_LEVEL)
  facilityClearanceLevel: BasicClearanceLevel;
  @EnumOf(BASIC_CLEARANCE_LEVEL)
  safeguardingLevel: BasicClearanceLevel;
  pocName: string | null;
  pocEmail: string | null;
  pocPhone: string | null;
  subcontractNumber: string | null;
  popStartDate: string | null;
  popEndDate: string | null;
  dd254Issued: boolean;
  dd254IssuedDate: string | null;
  @EnumOf(SUBCONTRACTOR_STATUS)
  status: SubcontractorStatus;
}

export class ContractDocumentView {
  /** the contract document id (path of PUT/DELETE /contracts/{id}/document/{documentId}) */
  id: string;
  version: number;
  @EnumOf(CONTRACT_DOCUMENT_TYPE)
  documentType: ContractDocumentType;
  title: string;
  description: string | null;
  documentDate: string | null;
  /** the stored file (download: GET /documents/{file.filePath}) */
  file: DocumentDto;
}

export class ContractView {
  id: string;
  version: number;
  contractNumber: string;
  contractName: string;
  @EnumOf(CONTRACT_TYPE)
  contractType: ContractType;
  @EnumOf(CONTRACT_STATUS)
  status: ContractStatus;
  /** the status the contract shows on the tenant's today: NOT_STARTED while an ACTIVE contract's period of performance has not started */
  @EnumOf(CONTRACT_EFFECTIVE_STATUS)
  effectiveStatus: ContractEffectiveStatus;
  primeContractNumber: string | null;
  customerAgency: string | null;
  contractingOfficerName: string | null;
  contractingOfficerEmail: string | null;
  contractingOfficerPhone: string | null;
  popStartDate: string | null;
  popEndDate: string | null;
  facilityId: string | null;
  facilityName: string | null;
  @EnumOf(BASIC_CLEARANCE_LEVEL)
  highestClassification: BasicClearanceLevel;
  @EnumOf(BASIC_CLEARANCE_LEVEL)
  requiredClearanceLevel: BasicClearanceLevel;
  programManagerId: string | null;
  programManagerName: string | null;
  description: string | null;
  /** people PENDING or ASSIGNED */
  assignedCount: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /contracts/{id}: the contract with its subcontractors and documents. */
export class ContractDetailView extends ContractView {
  subcontractors: SubcontractorView[];
  documents: ContractDocumentView[];
}

/** A row of GET /contracts/{id}/personnel. */
export class ContractPersonnelView {
  /** assignment id */
  id: string;
  version: number;
  personnelId: string;
  firstName: string;
  lastName: string;
  /** the person's highest held clearance (basic level) */
  @EnumOf(BASIC_CLEARANCE_LEVEL)
  clearanceLevel: BasicClearanceLevel;
  @EnumOf(ASSIGNMENT_STATUS)
  assignmentStatus: AssignmentStatus;
  dateAssigned: string | null;
  dateUnassigned: string | null;
  /** colon-separated */
  specialAccess: string | null;
  position: string | null;
  notes: string | null;
}

/** A row of GET /contract-assignment/personnel/{id} (the person's Assignments tab). */
export class PersonnelAssignmentView {
  id: string;
  contract: ContractRefView;
  @EnumOf(ASSIGNMENT_STATUS)
  assignmentStatus: AssignmentStatus;
  dateAssigned: string | null;
  dateUnassigned: string | null;
  /** colon-separated */
  specialAccess: string | null;
}

// The request fields come from @clearline/shared (the web sends the same lists), checked here against the request classes:
// each list below is every field the API copies from the body, switches included.
type ContractListed = (typeof CONTRACT_BODY_FIELDS)['contract'][number];
export const CONTRACT_FIELDS = CONTRACT_BODY_FIELDS.contract satisfies FieldListOf<
  ContractDto,
  ContractListed,
  'status' | 'version' | keyof ContractAnswerFields
>;
type SubcontractorListed = (typeof CONTRACT_BODY_FIELDS)['subcontractor' | 'subcontractorFlags'][number];
export const SUBCONTRACTOR_FIELDS = [
  ...CONTRACT_BODY_FIELDS.subcontractor,
  ...CONTRACT_BODY_FIELDS.subcontractorFlags,
] as const satisfies FieldListOf<SubcontractorDto, SubcontractorListed, 'version' | keyof SubcontractorAnswerFields>;
