import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { formatBytes, hasPermission, UPLOAD_MESSAGES, type PermissionType } from '@clearline/shared';
import { BadRequestException, ForbiddenException, HttpException, HttpStatus, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type AuthUser, RequestContext } from '../../core/context/request-context';
import { TenantDb } from '../../core/database/tenant-db';
import { StorageService } from '../../core/storage/storage.service';
import { StorageNotFoundError } from '../../core/storage/storage';
import { SettingsService } from '../settings/settings.service';
import type { DocumentDto } from './documents.dto';
import { DocumentRecord } from './document.entity';
import { checkFileType } from './file-sniff';
import { readUploadLimits, type UploadedFilePart, type UploadLimits } from './upload.interceptor';

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
}

/**
 * Record kinds documents can be attached to. A module whose table is named differently registers
 * its kind with `registerDocumentEntityType` at start-up. A kind whose table does not exist is refused.
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
]);

export function registerDocumentEntityType(entityType: string, def: DocumentEntityType): void {
  ENTITY_TYPES.set(entityType.toUpperCase(), def);
}

export const documentEntityTypes = (): string[] => [...ENTITY_TYPES.keys()];

const cleanName = (name: string): string =>
  (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-200) || 'file';

/** Uploads and downloads of documents attached to records, with the spec's limits and messages. */
@Injectable()
export class DocumentsService {
  private readonly log = new Logger('Documents');

  constructor(
    private readonly db: TenantDb,
    private readonly storage: StorageService,
    private readonly settings: SettingsService,
  ) {}

  async upload(files: UploadedFilePart[] | undefined, entityTypeRaw: string, entityId: string): Promise<DocumentDto[]> {
    const entityType = entityTypeRaw.toUpperCase();
    await this.entity(entityType, entityId, 'UPDATE');
    if (!files?.length) throw new BadRequestException(UPLOAD_MESSAGES.required);
    const { accepted } = await this.limits();
    // every file is checked before anything is stored: no partial uploads
    const checked = files.map((f) => {
      const name = cleanName(f.originalname);
      if (f.size < 1) throw new BadRequestException(UPLOAD_MESSAGES.tooSmall(name, formatBytes(1)));
      const type = checkFileType(name, f.buffer, accepted);
      if (!type.ok) throw new HttpException(UPLOAD_MESSAGES.wrongType(name, type.type), HttpStatus.UNSUPPORTED_MEDIA_TYPE);
      return { name, mime: type.mime, buffer: f.buffer };
    });
    const tenantId = this.db.tenantId();
    const userId = RequestContext.current()?.user?.id ?? null;
    const repo = this.db.repo(DocumentRecord);
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

  /** The limits uploads are checked against (the same settings the upload interceptor reads). */
  limits(): Promise<UploadLimits> {
    return readUploadLimits(this.settings);
  }

  async list(entityTypeRaw: string, entityId: string): Promise<DocumentDto[]> {
    const entityType = entityTypeRaw.toUpperCase();
    await this.entity(entityType, entityId, 'VIEW');
    const rows = await this.db.repo(DocumentRecord).find({ where: { entityType, entityId }, order: { createdAt: 'DESC' } });
    return rows.map((r) => this.toDto(r));
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
    if (!allowed)
      throw new ForbiddenException(`Reading documents of ${doc.entityType} records needs VIEW on ${def?.module ?? doc.entityType}`);
    try {
      return { doc, stream: await this.storage.get(doc.storageKey) };
    } catch (e) {
      if (e instanceof StorageNotFoundError) throw new NotFoundException(`The file of document ${id} is missing from storage`);
      throw e;
    }
  }

  /** Checks the kind, the caller's permission on its module and that the record exists in the caller's tenant. */
  private async entity(entityType: string, entityId: string, need: PermissionType): Promise<DocumentEntityType> {
    const def = ENTITY_TYPES.get(entityType);
    if (!def) throw new BadRequestException(`entityType must be one of ${documentEntityTypes().join(', ')}`);
    const user = RequestContext.require().user;
    if (!user || !hasPermission(user.permissions, def.module, need))
      throw new ForbiddenException(
        `${need === 'VIEW' ? 'Reading' : 'Attaching'} documents of ${entityType} records needs ${need} on ${def.module}`,
      );
    const em = this.db.em();
    const [{ present }] = await em.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [def.table]);
    if (!present) throw new BadRequestException(`Documents cannot be attached to ${entityType} records yet`);
    const found =
      def.table === 'tenant'
        ? entityId === this.db.tenantId()
        : (await em.query(`SELECT 1 FROM "${def.table}" WHERE id = $1`, [entityId])).length > 0;
    if (!found) throw new NotFoundException(`${entityType} ${entityId} was not found`);
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
