import { DOCUMENT_ENTITY_TYPES } from '@clearline/shared';
import { EnumOf, TextField, UuidField } from '../../core/http/fields';

/** Form fields of POST /documents (multipart; the file part is named "file"). */
export class UploadDocumentDto {
  /** kind of record the file belongs to, e.g. PERSONNEL, FACILITY, TENANT */
  @TextField({ label: 'entityType', required: true })
  entityType: string;

  /** id of that record */
  @UuidField({
    label: 'entityId',
    references: {
      notTenantScoped:
        'the record of entityType (its table, or the tenant itself for TENANT): DocumentsService checks it after the permission',
    },
    required: true,
  })
  entityId: string;
}

export class DocumentDto {
  id: string;
  @EnumOf(DOCUMENT_ENTITY_TYPES)
  entityType: string;
  entityId: string;
  fileName: string;
  contentType: string;
  /** bytes */
  size: number;
  sha256: string;
  /** path for GET /documents/{path} */
  filePath: string;
  uploadedAt: string;
  uploadedBy: string | null;
}

/** GET /documents/limits: what an upload may be, from the system settings the server enforces. */
export class UploadLimitsDto {
  /** largest accepted file, bytes (MAX_UPLOAD_MB) */
  maxBytes: number;
  /** most files in one upload (MAX_UPLOAD_FILES) */
  maxFiles: number;
  /** accepted extensions without the dot (ACCEPTED_UPLOAD_TYPES) */
  accepted: string[];
}
