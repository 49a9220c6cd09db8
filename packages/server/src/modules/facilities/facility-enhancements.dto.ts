import { ENHANCEMENT_CATEGORY, ENHANCEMENT_STATUS, type EnhancementCategory, type EnhancementStatus, TEXT_LIMITS } from '@clearline/shared';
import { DayField, EnumField, EnumOf, HttpsUrlField, NumberField, TextField } from '../../core/http/fields';

/** POST /facilities/{id}/detail/security_enhancements and PUT …/security_enhancements/{enhancementId}. */
export class FacilitySecurityEnhancementDto {
  /** the category of the DCSA security rating score matrix */
  @EnumField(ENHANCEMENT_CATEGORY, { label: 'Category', required: true })
  category: EnhancementCategory;

  @TextField({ label: 'Title', required: true })
  title: string;

  @TextField({ label: 'Description', max: TEXT_LIMITS.narrative })
  description?: string | null;

  /** required unless the enhancement is PLANNED */
  @DayField({ label: 'Date Implemented' })
  dateImplemented?: string | null;

  /** where the evidence is kept (an https address) */
  @HttpsUrlField({ label: 'Evidence Link' })
  evidenceLink?: string | null;

  /** IMPLEMENTED when left out (PLANNED without a date implemented) */
  @EnumField(ENHANCEMENT_STATUS, { label: 'Status' })
  status?: EnhancementStatus | null;

  /** the version read; a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;
}

export class FacilitySecurityEnhancementView {
  id: string;
  version: number;
  facilityId: string;
  @EnumOf(ENHANCEMENT_CATEGORY)
  category: EnhancementCategory;
  title: string;
  description: string | null;
  dateImplemented: string | null;
  evidenceLink: string | null;
  @EnumOf(ENHANCEMENT_STATUS)
  status: EnhancementStatus;
  createdAt: string;
  updatedAt: string;
}
