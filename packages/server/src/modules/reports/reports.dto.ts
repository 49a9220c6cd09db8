import { ApiProperty } from '@nestjs/swagger';
import { REPORT_FORMATS, REPORT_TYPE_NAMES, type ReportFormat, unknownReportTypeMessage } from '@clearline/shared';
import { EnumField, EnumOf, ObjectField } from '../../core/http/fields';

export class ReportParameterOptionDto {
  value: string;
  label: string;
}

/** One question a report asks before it runs. */
export class ReportParameterDto {
  /** key in `parameters` */
  name: string;
  label: string;
  /** facility (a facility id from GET /facilities), select, date (YYYY-MM-DD), number, text, boolean */
  @ApiProperty({ enum: ['facility', 'select', 'date', 'number', 'text', 'boolean'] })
  kind: string;
  required: boolean;
  /** select: the accepted values */
  options?: ReportParameterOptionDto[];
  /** select: several values may be chosen */
  multiple?: boolean;
  /** date: this date may not be before the named date parameter */
  notBefore?: string;
  min?: number;
  max?: number;
  maxLength?: number;
  @ApiProperty({
    required: false,
    oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'array', items: { type: 'string' } }],
  })
  default?: unknown;
}

/** A report type the user may run (GET /reports). */
export class ReportTypeDto {
  /** the value of reportType in POST /reports/generate and scheduled jobs */
  @EnumOf(REPORT_TYPE_NAMES)
  reportType: string;
  title: string;
  description: string;
  /** the permission module that allows running it (VIEW) */
  module: string;
  /** TENANT (the user's tenant) or SYSTEM (every tenant) */
  @ApiProperty({ enum: ['TENANT', 'SYSTEM'] })
  scope: string;
  /** the domain whose module defines it */
  domain: string;
  parameters: ReportParameterDto[];
  /** column headers of the output, in order */
  columns: string[];
  @ApiProperty({ enum: REPORT_FORMATS, isArray: true })
  formats: ReportFormat[];
}

/** POST /reports/generate */
export class GenerateReportDto {
  @EnumField(REPORT_TYPE_NAMES, { label: 'reportType', required: true, message: unknownReportTypeMessage })
  reportType: string;

  /** answers to the report's parameters (see GET /reports) */
  @ObjectField({ label: 'parameters', nullable: false })
  parameters?: Record<string, unknown>;

  /** default CSV */
  @EnumField(REPORT_FORMATS, { label: 'format', nullable: false })
  format?: ReportFormat;
}

/** POST /reports/kmp/generate/{facilityId} */
export class GenerateKmpReportDto {
  /** default PDF */
  @EnumField(REPORT_FORMATS, { label: 'format', nullable: false })
  format?: ReportFormat;
}
