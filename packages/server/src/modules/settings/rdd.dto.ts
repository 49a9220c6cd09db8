import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  CMMC_LEVEL_VALUES,
  COMPANY_TYPE,
  FACILITY_RDD_OPTION_TYPES,
  PERSONNEL_RDD_OPTION_TYPES,
  REQUIRED_DOCUMENT_TYPE_VALUES,
} from '@clearline/shared';
import { DayField, EnumField, EnumListField, EnumOf, ReadOnly, TextField } from '../../core/http/fields';

const RequiredDocuments = () =>
  EnumListField(REQUIRED_DOCUMENT_TYPE_VALUES, {
    label: 'Required Documents',
    itemLabel: 'required document',
    required: true,
    min: 1,
    max: 200,
  });
const UpdatedDate = () => DayField({ label: 'Updated Date', nullable: false });

/** What GET answers besides the fields of a body: accepted and ignored. */
class RddAnswerFields {
  @ReadOnly()
  id?: string;
  @ReadOnly()
  requiredDocumentTitles?: string[];
}

/** Body of POST/PUT /tenant-settings/personnel-rdd. */
export class PersonnelRddInputDto extends RddAnswerFields {
  @EnumField(PERSONNEL_RDD_OPTION_TYPES, { label: 'Option Type', required: true })
  optionType: string;

  @TextField({ label: 'Option', required: true })
  option: string;

  /** YYYY-MM-DD; today when omitted */
  @UpdatedDate()
  updatedDate?: string;

  /** document type values (packages/shared document-types.ts) */
  @RequiredDocuments()
  requiredDocuments: string[];
}

/** Body of POST/PUT /tenant-settings/facility-rdd. */
export class FacilityRddInputDto extends RddAnswerFields {
  @EnumField(FACILITY_RDD_OPTION_TYPES, { label: 'Option Type', required: true })
  optionType: string;

  /** a company type */
  @EnumField(COMPANY_TYPE, { label: 'Option', required: true })
  option: string;

  @UpdatedDate()
  updatedDate?: string;

  @RequiredDocuments()
  requiredDocuments: string[];
}

/** Body of POST/PUT /tenant-settings/cmmc-rdd. */
export class CmmcRddInputDto extends RddAnswerFields {
  @EnumField(CMMC_LEVEL_VALUES, { label: 'CMMC Level', required: true })
  cmmcLevel: string;

  @UpdatedDate()
  updatedDate?: string;

  @RequiredDocuments()
  requiredDocuments: string[];
}

export class RddDto {
  id: string;
  /** personnel and facility defaults */
  @EnumOf([...PERSONNEL_RDD_OPTION_TYPES, ...FACILITY_RDD_OPTION_TYPES], false)
  optionType?: string;
  @ApiPropertyOptional()
  option?: string;
  /** CMMC only */
  @ApiPropertyOptional()
  cmmcLevel?: string;
  requiredDocuments: string[];
  /** labels of requiredDocuments, in the same order */
  requiredDocumentTitles: string[];
  /** YYYY-MM-DD */
  updatedDate: string;
}

export class RddOptionDto {
  value: string;
  label: string;
}
