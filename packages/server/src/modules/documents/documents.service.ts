import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type DocumentEntityKind,
  hasPermission,
  MAX_PAGE_SIZE,
  UPLOAD_MESSAGES,
  type PermissionType,
  API_MESSAGES,
  PEOPLE_MESSAGES,
} from '@clearline/shared';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type AuthUser, RequestContext } from '../../core/context/request-context';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, parseList } from '../../core/http/list';
import { StorageService } from '../../core/storage/storage.service';
import { StorageNotFoundError } from '../../core/storage/storage';
import { acceptUpload, UPLOAD_LIMITS, type UploadedFilePart, type UploadLimits, type UploadLimitsSource } from '../../core/storage/upload';
import type { DocumentDto } from './documents.dto';
import { DocumentRecord } from './document.entity';

export interface DocumentEntityType {
  /** permission module: UPDATE to attach, VIEW to list and download */
  module: string;
  /** table of the records (tenant-owned, with an id column); the record must exist in the caller's tenant */
  table: string;
  /**
   * Lets a caller without VIEW on `module` download a document of this kind (e.g. a blank form any
   * signed-in user of the allowed roles may fetch). Runs in the request's transaction.
   */
  readableBy?: (em: EntityManager, doc: Pick<DocumentRecord, 'id' | 'entityId'>, user: AuthUser) => Promise<boolean>;
  /**
   * Lets a caller without `need` on `module` list (VIEW) or attach (UPDATE) the documents of one record
   * (e.g. the reporter of their own self-reported incident). Runs in the request's transaction.
   */
  allows?: (em: EntityManager, entityId: string, user: AuthUser, need: PermissionType) => Promise<boolean>;
  /**
   * Narrows who sees the documents of one record (e.g. a program manager sees those of the contracts they manage):
   * false answers 404 like another tenant's record. Runs in the request's transaction.
   */
  sees?: (em: EntityManager, entityId: string, user: AuthUser) => Promise<boolean>;
}

/**
 * Record kinds documents can be attached to. A module whose table is named differently registers
 * its kind with `registerDocumentEntityType` at start-up. A kind whose table does not exist is refused.
 * Every kind is one of the shared DOCUMENT_ENTITY_TYPES (the values openapi.yaml documents).
 */
const ENTITY_TYPES = new Map<string, DocumentEntityType>([
  ['TENANT', { module: 'TENANT_PROFILE', table: 'tenant' }],
  ['PERSONNEL', { module: 'PERSONNEL', table: 'personnel' }],
  ['FACILITY', { module: 'FACILITIES', table: 'facility' }],
  ['CONTRACT', { module: 'CONTRACTS', table: 'contract' }],
  ['INCOMING_VISIT', { module: 'INCOMING_VISITS', table: 'incoming_visit' }],
  ['OUTGOING_VISIT', { module: 'OUTGOING_VISITS', table: 'outgoing_visit' }],
  ['FOCI_VISIT', { module: 'FOCI_VISITS', table: 'foci_visit' }],
  ['INCIDENT', { module: 'REPORTS_INCIDENTS', table: 'incident' }],
  ['CLASSIFIED_MATERIAL', { module: 'CLASSIFIED_MATERIALS', table: 'classified_material' }],
  ['SAFE', { module: 'SAFES_OR_CLOSED_AREAS', table: 'safe' }],
  ['CMMC', { module: 'CMMC', table: 'cmmc_record' }],
] satisfies Array<[DocumentEntityKind, DocumentEntityType]>);

export function registerDocumentEntityType(entityType: DocumentEntityKind, def: DocumentEntityType): void {
  ENTITY_TYPES.set(entityType.toUpperCase(), def);
}

export const documentEntityTypes = (): string[] => [...ENTITY_TYPES.keys()];

const cleanName = (name: string): string =>
  (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-200) || 'file';

/** GET /documents: the documents of one record */
export const DOCUMENT_LIST = defineList({
  resource: 'documents',
  sortable: { createdAt: 'd.createdAt', fileName: 'd.fileName' },
  defaultSort: { field: 'createdAt', direction: 'DESC' },
  id: 'd.id',
  quickFilter: ['d.fileName'],
  filters: {
    entityType: {
      type: 'string',
      single: true,
      required: true,
      condition: (p) => `d.entityType = upper(${p})`,
      description: 'the kind of record',
    },
    entityId: { type: 'uuid', single: true, required: true, column: 'd.entityId', description: 'the id of the record' },
  },
  defaultSize: MAX_PAGE_SIZE,
});

/** Uploads and downloads of documents attached to records, with the spec's limits and messages. */
@Injectable()
export class DocumentsService {
  private readonly log = new Logger('Documents');

  constructor(
    private readonly db: TenantDb,
    private readonly storage: StorageService,
    @Inject(UPLOAD_LIMITS) private readonly uploadLimits: UploadLimitsSource,
  ) {}

  /**
   * Stores files on a record after checking UPDATE on the kind's module, or the kind's `allows` rule (e.g. an
   * employee's own visit request from My Portal, under SELF_SERVICE).
   */
  async upload(files: UploadedFilePart[] | undefined, entityTypeRaw: string, entityId: string): Promise<DocumentDto[]> {
    const entityType = entityTypeRaw.toUpperCase();
    await this.entity(entityType, entityId, 'UPDATE');
    if (!files?.length) throw new BadRequestException(UPLOAD_MESSAGES.required);
    const { accepted } = await this.limits();
    // every file is checked before anything is stored: no partial uploads
    const checked = files.map((f) =>
      acceptUpload(f, { accepted, wrongTypeStatus: HttpStatus.UNSUPPORTED_MEDIA_TYPE }, cleanName(f.originalname)),
    );
    const repo = this.db.repo(DocumentRecord);
    // a file the record already has (same name and size), or the same file twice in one upload, is refused
    const seen = new Set<string>();
    for (const f of checked) {
      const sig = `${f.name}\n${f.buffer.length}`;
      if (seen.has(sig) || (await repo.existsBy({ entityType, entityId, fileName: f.name, sizeBytes: f.buffer.length }))) {
        throw new ConflictException(UPLOAD_MESSAGES.duplicate(f.name));
      }
      seen.add(sig);
    }
    const tenantId = this.db.tenantId();
    const userId = RequestContext.current()?.user?.id ?? null;
    const out: DocumentDto[] = [];
    const stored: string[] = [];
    try {
      for (const f of checked) {
        const key = this.storage.newKey('documents', tenantId);
        await this.storage.put(key, f.buffer, f.mime);
        stored.push(key);
        const row = await repo.save(
          repo.create({
            entityType,
            entityId,
            fileName: f.name,
            contentType: f.mime,
            sizeBytes: f.buffer.length,
            sha256: createHash('sha256').update(f.buffer).digest('hex'),
            storageKey: key,
            uploadedBy: userId,
          }),
        );
        out.push(this.toDto(row));
      }
    } catch (e) {
      await Promise.all(stored.map((k) => this.storage.delete(k).catch((err) => this.log.warn(`orphan ${k}: ${String(err)}`))));
      throw e;
    }
    return out;
  }

  /** Removes a document record (audited) and, once the transaction has committed, its bytes; nothing without an id. */
  async discard(documentId: string | null): Promise<void> {
    if (!documentId) return;
    const repo = this.db.repo(DocumentRecord);
    const doc = await repo.findOneBy({ id: documentId });
    if (!doc) return;
    await repo.remove(doc);
    this.db.afterCommit(() => {
      this.storage.delete(doc.storageKey).catch((e) => this.log.warn(`orphan ${doc.storageKey}: ${String(e)}`));
    });
  }

  /** The limits uploads are checked against (the same settings the upload interceptor reads). */
  limits(): Promise<UploadLimits> {
    return this.uploadLimits.uploadLimits();
  }

  /** GET /documents?entityType=…&entityId=…: every document of the record unless a page is asked for, newest first. */
  async list(query: Record<string, unknown>): Promise<Page<DocumentDto>> {
    const q = parseList(DOCUMENT_LIST, query);
    await this.entity(String(q.values.entityType).toUpperCase(), q.values.entityId as string, 'VIEW');
    return pageOf(this.db.repo(DocumentRecord).createQueryBuilder('d'), DOCUMENT_LIST, q, (rows) => rows.map((r) => this.toDto(r)));
  }

  /** The document and a stream of its bytes, after checking VIEW on its record's module (or that the caller uploaded it). */
  async open(id: string): Promise<{ doc: DocumentRecord; stream: Readable }> {
    const doc = await this.db.findOr404(DocumentRecord, id, 'Document');
    const def = ENTITY_TYPES.get(doc.entityType);
    const user = RequestContext.require().user;
    const mine = !!user && doc.uploadedBy === user.id;
    const allowed =
      mine ||
      (!!def && !!user && (hasPermission(user.permissions, def.module, 'VIEW') || !!(await def.readableBy?.(this.db.em(), doc, user))));
    if (!allowed) throw new ForbiddenException(UPLOAD_MESSAGES.documentsNeed('VIEW', doc.entityType, def?.module ?? doc.entityType));
    if (!mine && def?.sees && !(await def.sees(this.db.em(), doc.entityId, user!))) throw recordNotFound('Document', id);
    try {
      return { doc, stream: await this.storage.get(doc.storageKey) };
    } catch (e) {
      if (e instanceof StorageNotFoundError) throw new NotFoundException(API_MESSAGES.fileMissingFromStorage(`document ${id}`));
      throw e;
    }
  }

  /** Checks the kind, the caller's permission on its module (or the kind's `allows` rule) and that the record exists in the caller's tenant. */
  private async entity(entityType: string, entityId: string, need: PermissionType): Promise<DocumentEntityType> {
    const def = ENTITY_TYPES.get(entityType);
    if (!def) throw new BadRequestException(PEOPLE_MESSAGES.oneOf('entityType', documentEntityTypes()));
    const user = RequestContext.require().user;
    const em = this.db.em();
    if (!user || !(hasPermission(user.permissions, def.module, need) || (await def.allows?.(em, entityId, user, need))))
      throw new ForbiddenException(UPLOAD_MESSAGES.documentsNeed(need, entityType, def.module));
    const [{ present }] = await em.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [def.table]);
    if (!present) throw new BadRequestException(UPLOAD_MESSAGES.notAttachable(entityType));
    const found =
      def.table === 'tenant'
        ? entityId === this.db.tenantId()
        : (await em.query(`SELECT 1 FROM "${def.table}" WHERE id = $1`, [entityId])).length > 0;
    if (!found || (def.sees && !(await def.sees(em, entityId, user)))) throw recordNotFound(entityType, entityId);
    return def;
  }

  private toDto(r: DocumentRecord): DocumentDto {
    return {
      id: r.id,
      entityType: r.entityType,
      entityId: r.entityId,
      fileName: r.fileName,
      contentType: r.contentType,
      size: r.sizeBytes,
      sha256: r.sha256,
      filePath: r.id,
      uploadedAt: r.createdAt.toISOString(),
      uploadedBy: r.uploadedBy,
    };
  }
}
