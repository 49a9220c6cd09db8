import { Transform } from 'class-transformer';
import {
  ALPHA2_PATTERN,
  ALPHA3_PATTERN,
  CHECKLIST_TYPE,
  DOC_FORMAT_TYPE,
  DOC_OBJECT_TYPE,
  MASTER_DATA_LABELS as L,
  MASTER_DATA_MESSAGES as M,
  MASTER_POC_TYPE,
  NUMERIC_COUNTRY_CODE_PATTERN,
  TEXT_LIMITS,
} from '@clearline/shared';
import {
  BoolField,
  DayField,
  EmailField,
  EnumField,
  EnumOf,
  formBlank,
  formBool,
  NumberField,
  PatternField,
  PhoneField,
  ReadOnly,
  RefIdField,
  TextField,
  ZipField,
} from '../../core/http/fields';

/** The label of the master data e-mail fields, so that a bad address reads 'Point Of Contact Email is not valid'. */
const POC_EMAIL = 'Point Of Contact Email';

// --- checklist --------------------------------------------------------------------------------

export class ChecklistDto {
  @EnumField(CHECKLIST_TYPE, { label: L.type, required: true })
  type: string;

  @TextField({ label: L.name, required: true })
  name: string;

  /** default 1 */
  @NumberField({ label: L.sequenceNumber, integer: true, min: 0, max: 100000, nullable: false })
  sequenceNumber?: number;

  /** default true */
  @BoolField({ label: L.required, nullable: false })
  required?: boolean;

  @ReadOnly()
  id?: string;
}

export class ChecklistView {
  id: string;
  @EnumOf(CHECKLIST_TYPE)
  type: string;
  name: string;
  sequenceNumber: number;
  required: boolean;
}

// --- cognizant security authority ---------------------------------------------------------------

export class CsaDto {
  @TextField({ label: L.officeName, required: true })
  officeName: string;

  @TextField({ label: L.streetAddress1, required: true })
  streetAddress1: string;

  @TextField({ label: L.streetAddress2 })
  streetAddress2?: string | null;

  @TextField({ label: L.city, required: true })
  city: string;

  /** a US zip code when the country is 236 */
  @ZipField({ label: 'Office', countryField: 'countryId' })
  zipCode?: string | null;

  /** a US postal code (VA) when the country is 236, free text elsewhere */
  @TextField({ label: L.state })
  stateCode?: string | null;

  /** default 236 (United States) */
  @RefIdField({ label: L.country, nullable: false })
  countryId?: number;

  /** default true */
  @BoolField({ label: L.naesoc, nullable: false })
  naesoc?: boolean;

  @EmailField({ label: POC_EMAIL })
  poc1ContactEmail?: string | null;

  @EmailField({ label: POC_EMAIL })
  poc2ContactEmail?: string | null;

  /** ddd-ddd-dddd */
  @PhoneField({ label: L.poc1PhoneNumber })
  poc1PhoneNumber?: string | null;

  /** ddd-ddd-dddd */
  @PhoneField({ label: L.poc2PhoneNumber })
  poc2PhoneNumber?: string | null;

  @ReadOnly()
  id?: string;
}

export class CsaView {
  id: string;
  officeName: string;
  streetAddress1: string;
  streetAddress2: string | null;
  city: string;
  zipCode: string | null;
  stateCode: string | null;
  countryId: number;
  naesoc: boolean;
  poc1ContactEmail: string | null;
  poc2ContactEmail: string | null;
  poc1PhoneNumber: string | null;
  poc2PhoneNumber: string | null;
}

// --- country, alias, state ----------------------------------------------------------------------

export class CountryDto {
  @TextField({ label: L.countryName, required: true })
  countryName: string;

  /** two uppercase letters, unique */
  @PatternField({ label: L.alpha2CountryCode, required: true, pattern: ALPHA2_PATTERN, message: M.alpha2 })
  alpha2CountryCode: string;

  /** three uppercase letters, unique */
  @PatternField({ label: L.alpha3CountryCode, required: true, pattern: ALPHA3_PATTERN, message: M.alpha3 })
  alpha3CountryCode: string;

  /** one to three digits, unique (compared as a number: 4 and 004 are the same code) */
  @PatternField({ label: L.numericCountryCode, pattern: NUMERIC_COUNTRY_CODE_PATTERN, message: M.numeric })
  numericCountryCode?: string | null;

  /** default false */
  @BoolField({ label: L.dniThreatListIncluded, nullable: false })
  dniThreatListIncluded?: boolean;

  @ReadOnly()
  id?: number;
}

export class CountryOtherNameDto {
  @TextField({ label: L.otherName, required: true })
  otherName: string;

  /** default 236 */
  @RefIdField({ label: L.country, nullable: false })
  countryId?: number;

  @ReadOnly()
  id?: string;
  @ReadOnly()
  countryName?: string;
}

export class CountryOtherNameView {
  id: string;
  otherName: string;
  countryId: number;
  countryName: string;
}

export class StateDto {
  @TextField({ label: L.stateName, required: true })
  stateName: string;

  @TextField({ label: L.stateCode, required: true })
  stateCode: string;

  /** default 236 */
  @RefIdField({ label: L.country, nullable: false })
  countryId?: number;

  @ReadOnly()
  id?: number;
}

// --- document types and templates ---------------------------------------------------------------

export class DocTypeDto {
  @EnumField(DOC_OBJECT_TYPE, { label: L.objectType, required: true })
  objectTypeEnum: string;

  @TextField({ label: L.docTitle, required: true })
  docTitle: string;

  @TextField({ label: L.fileName, max: TEXT_LIMITS.fileName })
  fileName?: string | null;

  @DayField({ label: L.endDate })
  endDate?: string | null;

  /** default false */
  @BoolField({ label: L.docLocked, nullable: false })
  docLocked?: boolean;

  /** default 0 */
  @NumberField({ label: L.sortOrder, integer: true, min: 0, max: 100000, nullable: false })
  sortOrder?: number;

  @ReadOnly()
  id?: string;
}

export class DocTypeView {
  id: string;
  @EnumOf(DOC_OBJECT_TYPE)
  objectTypeEnum: string;
  docTitle: string;
  fileName: string | null;
  endDate: string | null;
  docLocked: boolean;
  sortOrder: number;
}

/**
 * POST/PUT /system-master-data/doc-template-type (JSON), or the same fields as multipart form fields with the
 * file in the field "file" (POST /doc-template-type/file, PUT /doc-template-type/{id}/file).
 */
export class DocTemplateTypeDto {
  /** default FACILITY */
  @EnumField(DOC_OBJECT_TYPE, { label: L.objectType, nullable: false })
  objectTypeEnum?: string;

  /** default STANDARD */
  @EnumField(DOC_FORMAT_TYPE, { label: L.formatType, nullable: false })
  formatTypeEnum?: string;

  @TextField({ label: L.templateTypeName, required: true })
  templateTypeName: string;

  @Transform(formBlank)
  @TextField({ label: L.docName })
  docName?: string | null;

  /** default true */
  @Transform(formBool)
  @BoolField({ label: L.isActive, nullable: false })
  isActive?: boolean;

  @ReadOnly()
  id?: string;
  @ReadOnly()
  fileName?: string | null;
  @ReadOnly()
  hasFile?: boolean;
}

export class DocTemplateTypeView {
  id: string;
  @EnumOf(DOC_OBJECT_TYPE)
  objectTypeEnum: string;
  @EnumOf(DOC_FORMAT_TYPE)
  formatTypeEnum: string;
  templateTypeName: string;
  docName: string | null;
  isActive: boolean;
  /** the uploaded template's file name; null without a file */
  fileName: string | null;
  /** whether GET /system-master-data/doc-template-type/{id}/file answers the file */
  hasFile: boolean;
}

// --- master point of contact --------------------------------------------------------------------

export class MasterPocDto {
  /** default DCSA_REPRESENTATIVE */
  @EnumField(MASTER_POC_TYPE, { label: L.pocType, nullable: false })
  pocTypeEnum?: string;

  @TextField({ label: L.pocFullName, required: true })
  pocFullName: string;

  @TextField({ label: L.title })
  title?: string | null;

  @TextField({ label: L.street1 })
  street1?: string | null;

  @TextField({ label: L.street2 })
  street2?: string | null;

  @TextField({ label: L.city })
  city?: string | null;

  @ZipField({ label: 'Point Of Contact', countryField: 'countryId' })
  zipCode?: string | null;

  /** a US postal code (VA) when the country is 236, free text elsewhere */
  @TextField({ label: L.state })
  state?: string | null;

  /** default 236 */
  @RefIdField({ label: L.country, nullable: false })
  countryId?: number;

  @EmailField({ label: POC_EMAIL })
  email?: string | null;

  /** ddd-ddd-dddd */
  @PhoneField({ label: L.phoneNumber })
  phoneNumber?: string | null;

  @ReadOnly()
  id?: string;
}

export class MasterPocView {
  id: string;
  @EnumOf(MASTER_POC_TYPE)
  pocTypeEnum: string;
  pocFullName: string;
  title: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  zipCode: string | null;
  state: string | null;
  countryId: number;
  email: string | null;
  phoneNumber: string | null;
}
