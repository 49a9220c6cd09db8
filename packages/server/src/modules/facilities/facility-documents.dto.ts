import { FACILITY_DOCUMENT_STATUS, FACILITY_DETAIL_MESSAGES as M, requiredDocumentTypesFor, TEXT_LIMITS } from '@clearline/shared';
import type { FacilityDocumentStatus } from '@clearline/shared';
import { DayField, EnumField, EnumOf, NumberField, ReadOnly, TextField } from '../../core/http/fields';

/** The document types a facility document may have: the required-document types of the FACILITY scope. */
export const FACILITY_DOCUMENT_TYPES = requiredDocumentTypesFor('FACILITY').map((t) => t.value);

/**
 * The `document` JSON part of POST /facilities/{id}/document (multipart, with the `file` part) and the JSON body of
 * PUT /facilities/{id}/document/{documentId} (metadata only).
 */
export class FacilityDocumentInputDto {
  /** a required-document type of the FACILITY scope (e.g. FACILITY_CLEARANCE_LETTER, DD_441, OTHER) */
  @EnumField(FACILITY_DOCUMENT_TYPES, { label: M.labels.documentType, required: true })
  documentType: string;

  /** the type's label when left out */
  @TextField({ label: M.labels.title })
  title?: string | null;

  /** YYYY-MM-DD; null: does not expire. Past it the document counts as EXPIRED. */
  @DayField({ label: M.labels.expiryDate })
  expiryDate?: string | null;

  @TextField({ label: M.labels.notes, max: TEXT_LIMITS.notes })
  notes?: string | null;

  /** the version read (PUT); a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;

  @ReadOnly()
  id?: string;
  @ReadOnly()
  facilityId?: string;
  @ReadOnly()
  documentTypeLabel?: string;
  @ReadOnly()
  fileName?: string;
  @ReadOnly()
  filePath?: string;
  @ReadOnly()
  contentType?: string;
  @ReadOnly()
  size?: number;
  @ReadOnly()
  status?: string;
  @ReadOnly()
  createdAt?: string;
  @ReadOnly()
  updatedAt?: string;
}

export class FacilityDocumentDto {
  id: string;
  version: number;
  facilityId: string;
  documentType: string;
  documentTypeLabel: string;
  title: string;
  expiryDate: string | null;
  notes: string | null;
  fileName: string;
  /** path for GET /documents/{path} */
  filePath: string;
  contentType: string;
  size: number;
  /** CURRENT, or EXPIRED once the expiry date has passed */
  @EnumOf(FACILITY_DOCUMENT_STATUS)
  status: FacilityDocumentStatus;
  createdAt: string;
  updatedAt: string;
}

/** A document the FACILITY required-document defaults ask for, and whether the facility has it. */
export class RequiredFacilityDocumentDto {
  documentType: string;
  label: string;
  /** CURRENT: a document of the type that has not expired; EXPIRED: only expired ones; MISSING: none */
  @EnumOf(FACILITY_DOCUMENT_STATUS)
  status: FacilityDocumentStatus;
  /** the document that counts (the one expiring last), null when MISSING */
  facilityDocumentId: string | null;
  expiryDate: string | null;
  /** the company types whose defaults ask for it */
  requiredFor: string[];
}

/**
 * GET /facilities/{id}/detail/documents: the facility's documents (newest first) and the documents the FACILITY
 * required-document defaults ask for (every company type's, until the facility records its company type).
 */
export class FacilityDocumentsDto {
  facilityId: string;
  requiredDocuments: RequiredFacilityDocumentDto[];
  documents: FacilityDocumentDto[];
}
