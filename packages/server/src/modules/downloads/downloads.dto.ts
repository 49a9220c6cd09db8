import { DOWNLOAD_SECTIONS } from '@clearline/shared';
import { EnumOf } from '../../core/http/fields';

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
  isActive: boolean;
  /** YYYY-MM-DD or null */
  validUntilDate: string | null;
  fileName: string | null;
  /** path for GET /documents/{path}, null when the link is an address */
  filePath: string | null;
  url: string | null;
}
