import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CMMC_LEVEL_VALUES, PERSONNEL_RDD_OPTION_TYPES, FACILITY_RDD_OPTION_TYPES } from '@clearline/shared';

const RequiredDocuments = () =>
  applyDecorators(
    IsArray({ message: 'Required Documents must be a list' }),
    ArrayMinSize(1, { message: 'Choose at least one required document' }),
    ArrayMaxSize(200, { message: 'At most 200 required documents can be chosen' }),
    IsString({ each: true, message: 'Each required document must be a document type' }),
  );
const UpdatedDate = () =>
  applyDecorators(IsOptional(), IsString(), Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Updated Date: Invalid Date' }));

/** Body of POST/PUT /tenant-settings/personnel-rdd. */
export class PersonnelRddInputDto {
  @IsIn(PERSONNEL_RDD_OPTION_TYPES, { message: `Option Type must be one of ${PERSONNEL_RDD_OPTION_TYPES.join(', ')}` })
  optionType: string;

  @IsString()
  @IsNotEmpty({ message: 'Option is required' })
  @MaxLength(128)
  option: string;

  /** YYYY-MM-DD; today when omitted */
  @UpdatedDate()
  updatedDate?: string;

  /** document type values (packages/shared document-types.ts) */
  @RequiredDocuments()
  requiredDocuments: string[];
}

/** Body of POST/PUT /tenant-settings/facility-rdd. */
export class FacilityRddInputDto {
  @IsIn(FACILITY_RDD_OPTION_TYPES, { message: `Option Type must be one of ${FACILITY_RDD_OPTION_TYPES.join(', ')}` })
  optionType: string;

  @IsString()
  @IsNotEmpty({ message: 'Option is required' })
  @MaxLength(128)
  option: string;

  @UpdatedDate()
  updatedDate?: string;

  @RequiredDocuments()
  requiredDocuments: string[];
}

/** Body of POST/PUT /tenant-settings/cmmc-rdd. */
export class CmmcRddInputDto {
  @IsIn(CMMC_LEVEL_VALUES, { message: `CMMC Level must be one of ${CMMC_LEVEL_VALUES.join(', ')}` })
  cmmcLevel: string;

  @UpdatedDate()
  updatedDate?: string;

  @RequiredDocuments()
  requiredDocuments: string[];
}

export class RddDto {
  id: string;
  /** ACCESS_TYPE, EMPLOYMENT_TYPE or COMPANY_TYPE (personnel and facility) */
  @ApiPropertyOptional()
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
