import { DOWNLOAD_SECTIONS } from '@clearline/shared';
import { IsIn, IsOptional } from 'class-validator';

export class DownloadListQueryDto {
  /** one section (COMPANY, GOV, NEWSLETTER, BLANK_FORM, EDU_TRNG, SOP); every section when absent */
  @IsOptional()
  @IsIn(DOWNLOAD_SECTIONS, { message: `sectionName must be one of ${DOWNLOAD_SECTIONS.join(', ')}` })
  sectionName?: string;
}

/** A download link as the portal shows it (spec 03 §3). */
export class DownloadLinkDto {
  id: string;
  sectionName: string;
  /** Display Name */
  prettyName: string;
  description: string;
  /** role names; empty means every role */
  allowedRoles: string[];
  isActive: boolean;
  /** YYYY-MM-DD or null */
  validUntilDate: string | null;
  fileName: string | null;
  /** path for GET /documents/{path}, null when the link is an address */
  filePath: string | null;
  url: string | null;
}
