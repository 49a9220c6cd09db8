import { IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';

/** Form fields of POST /documents (multipart; the file part is named "file"). */
export class UploadDocumentDto {
  /** kind of record the file belongs to, e.g. PERSONNEL, FACILITY, TENANT */
  @IsString()
  @IsNotEmpty({ message: 'entityType is required' })
  @MaxLength(64)
  entityType: string;

  /** id of that record */
  @IsUUID('all', { message: 'entityId must be the id of a record' })
  entityId: string;
}

export class DocumentListQueryDto {
  @IsString()
  @IsNotEmpty({ message: 'entityType is required' })
  @MaxLength(64)
  entityType: string;

  @IsUUID('all', { message: 'entityId must be the id of a record' })
  entityId: string;
}

export class DocumentDto {
  id: string;
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
