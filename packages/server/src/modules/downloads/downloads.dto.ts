import { DOWNLOAD_MESSAGES, DOWNLOAD_SECTIONS } from '@clearline/shared';
import { Transform } from 'class-transformer';
import {
  BoolField,
  DayField,
  EnumField,
  EnumOf,
  formBlank,
  formBool,
  formInt,
  formList,
  NumberField,
  TextField,
  TextListField,
  UuidListField,
} from '../../core/http/fields';

/** A download link as the portal shows it (spec 03 §3). */
export class DownloadLinkDto {
  id: string;
  @EnumOf(DOWNLOAD_SECTIONS)
  sectionName: string;
  /** Display Name */
  prettyName: string;
  description: string;
  /** role names; empty means every role */
  allowedRoles: string[];
  /** facility ids whose people see the link (people linked to one of them); empty means every facility */
  allowedFacilities: string[];
  isActive: boolean;
  /** YYYY-MM-DD or null */
  validUntilDate: string | null;
  fileName: string | null;
  /** path for GET /documents/{path}, null when the link is an address */
  filePath: string | null;
  url: string | null;
}

const L = DOWNLOAD_MESSAGES.labels;

/**
 * POST (multipart, a file required) and PUT (JSON or multipart, the file optional) of
 * /tenant-master-data/downloads. In a form, allowedRoles is repeated or one comma-separated field.
 */
export class DownloadLinkInputDto {
  /** GOV when left out on add */
  @EnumField(DOWNLOAD_SECTIONS, { label: L.sectionName })
  sectionName?: string | null;

  /** Display Name */
  @TextField({ label: L.prettyName, required: true })
  prettyName: string;

  @Transform(formBlank)
  @TextField({ label: L.description, multiline: true })
  description?: string | null;

  /** role names; required unless selectAllAllowedRoles (or, on edit, when the link already is for every role) */
  @Transform(formList)
  @TextListField({ label: L.allowedRoles, maxItems: 100 })
  allowedRoles?: string[] | null;

  /** facility ids (spec 03 §3 allowedFacilities): only people linked to one of them see the link; empty or left out on add: every facility */
  @Transform(formList)
  @UuidListField({ label: L.allowedFacilities, itemLabel: 'Facility', references: 'facility', maxItems: 500 })
  allowedFacilities?: string[] | null;

  /** on: every role may see the link (allowedRoles cleared) */
  @Transform(formBool)
  @BoolField({ label: L.selectAllAllowedRoles })
  selectAllAllowedRoles?: boolean | null;

  /** default true on add */
  @Transform(formBool)
  @BoolField({ label: L.isActive })
  isActive?: boolean | null;

  /** YYYY-MM-DD; today when left out on add; null: no end */
  @Transform(formBlank)
  @DayField({ label: L.validUntilDate })
  validUntilDate?: string | null;

  /** the version read; a stale save is refused (409) */
  @Transform(formInt)
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

/** A download link as tenant master data manages it. */
export class ManagedDownloadLinkDto extends DownloadLinkDto {
  version: number;
  createdAt: string;
  updatedAt: string;
}
