import { VISIT_DOCUMENT_MESSAGES, VISIT_DOCUMENT_STATUS, VISIT_DOCUMENT_TYPE, VISIT_KIND } from '@clearline/shared';
import type { VisitDocumentStatus, VisitKind } from '@clearline/shared';
import { BoolField, DayField, EnumField, EnumOf, NumberField, ReadOnly, TextField, UuidField } from '../../core/http/fields';

const L = VISIT_DOCUMENT_MESSAGES.labels;

/**
 * The `document` JSON part of POST /visits/{kind}/{visitId}/document (multipart, with an optional `file` part:
 * without one the record is a required document still missing) and of PUT …/document/{documentId}.
 */
export class VisitDocumentInputDto {
  /** default OTHER */
  @EnumField(Object.keys(VISIT_DOCUMENT_TYPE), { label: L.documentType })
  documentType?: string | null;

  /** the file name, else the type's label, when left out */
  @TextField({ label: L.documentTitle })
  documentTitle?: string | null;

  /** default NEEDS_REVIEW; the FSO marks it ACCEPTED or REJECTED after review */
  @EnumField(Object.keys(VISIT_DOCUMENT_STATUS), { label: L.documentStatus })
  documentStatus?: VisitDocumentStatus | null;

  /** another document of the same visit that this one answers (e.g. the file for a required document listed without one) */
  @UuidField({ label: L.documentTitleId, references: 'visit_document' })
  documentTitleId?: string | null;

  /** the visit cannot go ahead without it (default false) */
  @BoolField({ label: L.required })
  required?: boolean | null;

  /** YYYY-MM-DD: the day the stored file was found unreadable; null clears it */
  @DayField({ label: L.brokenUploadDate })
  brokenUploadDate?: string | null;

  /** the version read (PUT); a stale save is refused (409) */
  @NumberField({ label: 'Version', integer: true, min: 1 })
  version?: number | null;

  @ReadOnly()
  id?: string;
  @ReadOnly()
  visitKind?: string;
  @ReadOnly()
  visitId?: string;
  @ReadOnly()
  documentTypeLabel?: string;
  @ReadOnly()
  fileName?: string | null;
  @ReadOnly()
  filePath?: string | null;
  @ReadOnly()
  contentType?: string | null;
  @ReadOnly()
  size?: number | null;
  @ReadOnly()
  uploadedDate?: string | null;
  @ReadOnly()
  uploadedBy?: string | null;
  @ReadOnly()
  uploadedByName?: string | null;
}

/** A document of a visit: its record and, when uploaded, its file. */
export class VisitDocumentView {
  id: string;
  version: number;
  @EnumOf(VISIT_KIND)
  visitKind: VisitKind;
  visitId: string;
  @EnumOf(VISIT_DOCUMENT_TYPE)
  documentType: string;
  documentTypeLabel: string;
  @EnumOf(VISIT_DOCUMENT_STATUS)
  documentStatus: VisitDocumentStatus;
  documentTitleId: string | null;
  documentTitle: string;
  /** null while the document is missing */
  fileName: string | null;
  /** path for GET /documents/{path}; null while the document is missing */
  filePath: string | null;
  contentType: string | null;
  size: number | null;
  required: boolean;
  /** ISO date-time of the upload */
  uploadedDate: string | null;
  /** YYYY-MM-DD */
  brokenUploadDate: string | null;
  /** the user id of the uploader */
  uploadedBy: string | null;
  /** the uploader's name */
  uploadedByName: string | null;
}
