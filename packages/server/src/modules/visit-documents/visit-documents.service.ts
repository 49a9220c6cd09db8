import { BadRequestException, Injectable } from '@nestjs/common';
import { VISIT_DOCUMENT_ENTITY, VISIT_DOCUMENT_MESSAGES as M, VISIT_DOCUMENT_TYPE } from '@clearline/shared';
import type { VisitDocumentType, VisitKind } from '@clearline/shared';
import { In } from 'typeorm';
import { RequestContext } from '../../core/context/request-context';
import { checkVersion } from '../../core/database/entity-helpers';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { jsonPartDto } from '../../core/http/json-part';
import { singleFile, type UploadedFilePart } from '../../core/storage/upload';
import { DocumentRecord, DocumentsService } from '../documents';
import { VisitDocument } from './visit-document.entity';
import { VisitDocumentInputDto, type VisitDocumentView } from './visit-documents.dto';

/** The table of each visit kind (the visit must exist in the caller's tenant). */
const VISIT_TABLE: Readonly<Record<VisitKind, string>> = {
  INCOMING: 'incoming_visit',
  OUTGOING: 'outgoing_visit',
  FOCI: 'foci_visit',
};

const typeLabel = (t: string): string => VISIT_DOCUMENT_TYPE[t as VisitDocumentType] ?? t;

/**
 * The documents of a visit of any kind (the Documents tab of incoming, outgoing and FOCI visits). A document is a
 * record (type, title, review status, required) with an optional file stored through DocumentsService under the
 * visit's entity type; a record without a file is a required document still missing. Every call first checks the
 * visit exists in the caller's tenant (404). Whether the visit may still change is the visit's service's decision.
 */
@Injectable()
export class VisitDocumentsService {
  constructor(
    private readonly db: TenantDb,
    private readonly documents: DocumentsService,
  ) {}

  /** The visit's documents, required ones first, then newest first. */
  async list(kind: VisitKind, visitId: string): Promise<VisitDocumentView[]> {
    await this.visit(kind, visitId);
    const rows = await this.db
      .repo(VisitDocument)
      .find({ where: { visitKind: kind, visitId }, order: { required: 'DESC', createdAt: 'DESC', id: 'ASC' } });
    return this.views(rows);
  }

  /** One document of the visit (404 when it is another visit's). */
  async get(kind: VisitKind, visitId: string, id: string): Promise<VisitDocumentView> {
    await this.visit(kind, visitId);
    const [view] = await this.views([await this.find(kind, visitId, id)]);
    return view;
  }

  /**
   * POST …/{visitId}/document: the `document` JSON part and an optional `file`. `requester`: the visit's own requester
   * adds it from My Portal (the caller's service has checked the visit is theirs): the review status stays NEEDS_REVIEW.
   */
  async add(
    kind: VisitKind,
    visitId: string,
    body: unknown,
    files: UploadedFilePart[] | undefined,
    options: { requester?: boolean } = {},
  ): Promise<VisitDocumentView> {
    await this.visit(kind, visitId);
    const input = await jsonPartDto(body, VisitDocumentInputDto);
    if (options.requester) input.documentStatus = undefined;
    const file = singleFile(files, false);
    const repo = this.db.repo(VisitDocument);
    const row = repo.create({
      visitKind: kind,
      visitId,
      documentId: null,
      documentType: 'OTHER',
      documentStatus: 'NEEDS_REVIEW',
      documentTitleId: null,
      documentTitle: null,
      required: false,
      uploadedDate: null,
      brokenUploadDate: null,
      uploadedBy: null,
    });
    await this.apply(row, input);
    if (file) await this.attach(row, file);
    if (!row.documentTitle) row.documentTitle = typeLabel(row.documentType);
    const saved = await repo.save(row);
    return (await this.views([saved]))[0];
  }

  /** PUT …/{visitId}/document/{documentId}: its fields (JSON, or the `document` part of a multipart body with a new file). */
  async update(
    kind: VisitKind,
    visitId: string,
    id: string,
    body: unknown,
    files: UploadedFilePart[] | undefined,
  ): Promise<VisitDocumentView> {
    await this.visit(kind, visitId);
    const row = await this.find(kind, visitId, id);
    const input = await jsonPartDto(body, VisitDocumentInputDto);
    checkVersion(row, input.version);
    await this.apply(row, input);
    const file = singleFile(files, false);
    if (file) {
      const old = row.documentId;
      // the old file goes first, so the same file name may be sent again
      await this.documents.discard(old);
      await this.attach(row, file);
    }
    if (!row.documentTitle) row.documentTitle = typeLabel(row.documentType);
    const saved = await this.db.repo(VisitDocument).save(row);
    return (await this.views([saved]))[0];
  }

  /** DELETE …/{visitId}/document/{documentId}: the record and its file. */
  async remove(kind: VisitKind, visitId: string, id: string): Promise<void> {
    await this.visit(kind, visitId);
    const row = await this.find(kind, visitId, id);
    const documentId = row.documentId;
    await this.db.repo(VisitDocument).remove(row);
    await this.documents.discard(documentId);
  }

  /** Every document of a visit being deleted, with their files (each removal audited). */
  async removeAll(kind: VisitKind, visitId: string): Promise<void> {
    await this.visit(kind, visitId);
    const repo = this.db.repo(VisitDocument);
    const rows = await repo.findBy({ visitKind: kind, visitId });
    for (const r of rows) {
      await repo.remove(r);
      await this.documents.discard(r.documentId);
    }
    // files attached to the visit through POST /documents directly go too
    const loose = await this.db.repo(DocumentRecord).findBy({ entityType: VISIT_DOCUMENT_ENTITY[kind], entityId: visitId });
    for (const d of loose) await this.documents.discard(d.id);
  }

  /** How many documents each visit has, and how many required ones are still missing a file (for lists). */
  async counts(kind: VisitKind, visitIds: string[]): Promise<Map<string, { documents: number; missingRequired: number }>> {
    if (!visitIds.length) return new Map();
    const rows = await this.db.em().query<Array<{ visit_id: string; documents: number; missing: number }>>(
      `SELECT visit_id, count(*)::int AS documents, count(*) FILTER (WHERE required AND document_id IS NULL)::int AS missing
         FROM visit_document WHERE visit_kind = $1 AND visit_id = ANY ($2::uuid[]) GROUP BY visit_id`,
      [kind, visitIds],
    );
    return new Map(rows.map((r) => [r.visit_id, { documents: r.documents, missingRequired: r.missing }]));
  }

  private async apply(row: VisitDocument, input: VisitDocumentInputDto): Promise<void> {
    if (input.documentType !== undefined) row.documentType = input.documentType ?? 'OTHER';
    if (input.documentStatus !== undefined) row.documentStatus = input.documentStatus ?? 'NEEDS_REVIEW';
    if (input.required !== undefined) row.required = input.required ?? false;
    if (input.documentTitle !== undefined) row.documentTitle = input.documentTitle?.trim() || null;
    if (input.brokenUploadDate !== undefined)
      row.brokenUploadDate = input.brokenUploadDate ? new Date(`${input.brokenUploadDate}T00:00:00Z`) : null;
    if (input.documentTitleId !== undefined) {
      const titleId = input.documentTitleId ?? null;
      if (titleId !== null) {
        const other = await this.db.repo(VisitDocument).findOneBy({ id: titleId, visitKind: row.visitKind, visitId: row.visitId });
        if (!other || other.id === row.id) throw new BadRequestException(M.titleNotOfVisit);
      }
      row.documentTitleId = titleId;
    }
  }

  /** Stores the file under the visit's entity type and stamps the upload on the record. */
  private async attach(row: VisitDocument, file: UploadedFilePart): Promise<void> {
    const [stored] = await this.documents.upload([file], VISIT_DOCUMENT_ENTITY[row.visitKind], row.visitId);
    row.documentId = stored.id;
    row.uploadedDate = new Date(stored.uploadedAt);
    row.uploadedBy = RequestContext.current()?.user?.id ?? null;
    row.brokenUploadDate = null;
    if (!row.documentTitle) row.documentTitle = stored.fileName;
  }

  private async visit(kind: VisitKind, visitId: string): Promise<void> {
    const table = VISIT_TABLE[kind];
    const found = await this.db.em().query(`SELECT 1 FROM ${table} WHERE id = $1`, [visitId]);
    if (!found.length) throw recordNotFound('Visit', visitId);
  }

  private async find(kind: VisitKind, visitId: string, id: string): Promise<VisitDocument> {
    const row = await this.db.findOr404(VisitDocument, id, 'Document');
    if (row.visitKind !== kind || row.visitId !== visitId) throw recordNotFound('Document', id);
    return row;
  }

  private async views(rows: VisitDocument[]): Promise<VisitDocumentView[]> {
    const fileIds = rows.map((r) => r.documentId).filter((x): x is string => !!x);
    const files = new Map((fileIds.length ? await this.db.repo(DocumentRecord).findBy({ id: In(fileIds) }) : []).map((d) => [d.id, d]));
    const userIds = [...new Set(rows.map((r) => r.uploadedBy).filter((x): x is string => !!x))];
    const names = new Map<string, string>();
    if (userIds.length) {
      const found = await this.db
        .em()
        .query<Array<{ id: string; name: string }>>(
          `SELECT id, coalesce(nullif(trim(concat_ws(' ', first_name, last_name)), ''), username) AS name FROM app_user WHERE id = ANY ($1::uuid[])`,
          [userIds],
        );
      for (const u of found) names.set(u.id, u.name);
    }
    return rows.map((r) => {
      const f = r.documentId ? files.get(r.documentId) : undefined;
      return {
        id: r.id,
        version: r.version,
        visitKind: r.visitKind,
        visitId: r.visitId,
        documentType: r.documentType,
        documentTypeLabel: typeLabel(r.documentType),
        documentStatus: r.documentStatus,
        documentTitleId: r.documentTitleId,
        documentTitle: r.documentTitle ?? typeLabel(r.documentType),
        fileName: f?.fileName ?? null,
        filePath: f ? f.id : null,
        contentType: f?.contentType ?? null,
        size: f?.sizeBytes ?? null,
        required: r.required,
        uploadedDate: r.uploadedDate ? r.uploadedDate.toISOString() : null,
        brokenUploadDate: r.brokenUploadDate ? r.brokenUploadDate.toISOString().slice(0, 10) : null,
        uploadedBy: r.uploadedBy,
        uploadedByName: r.uploadedBy ? (names.get(r.uploadedBy) ?? null) : null,
      };
    });
  }
}
