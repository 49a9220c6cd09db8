import { ConflictException, ForbiddenException, Injectable, NotFoundException, StreamableFile } from '@nestjs/common';
import {
  formatSsn,
  MAX_PAGE_SIZE,
  PEOPLE_MESSAGES,
  PERSONNEL_FIELD_LABELS as L,
  requiredDocumentLabel,
  UPLOAD_MESSAGES,
  type SettingOption,
  API_MESSAGES,
  PERSONNEL_MESSAGES,
} from '@clearline/shared';
import { AuditService } from '../../core/audit/audit.service';
import { assignDefined } from '../../core/database/entity-helpers';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { DomainEventBus } from '../../core/events/domain-events';
import { jsonPartDto } from '../../core/http/json-part';
import { StorageService } from '../../core/storage/storage.service';
import { acceptUpload, singleFile, type UploadedFilePart } from '../../core/storage/upload';
import { SettingsService } from '../settings';
import {
  PersonnelDocumentDto,
  type PersonnelDocumentView,
  type PersonnelView,
  type PssnRevealView,
  type RequiredDocumentView,
  type SsnRevealView,
} from './dto/personnel.dto';
import { imageSize } from './image-size';
import { Personnel, PersonnelDocument } from './personnel.entity';
import { documentView, fullName } from './personnel-view';
import { missingTitles, RequiredDocumentDefaults } from './required-document-defaults';
import { SSN_KINDS, type SsnKind, SsnService } from './ssn.service';
import { checkDocumentTitle, PersonnelDetailService, titleRank } from './personnel-detail.service';
import { attachment } from '../../core/http/content-disposition';
import { defineList, GIVEN_ORDER, pageInMemory, parseList } from '../../core/http/list';
import type { Page } from '../../core/http/list-query';

/** GET /personnel/{id}/required-documents: the titles the person must have, in the document types' order */
export const REQUIRED_DOCUMENT_LIST = defineList({
  resource: 'required-documents',
  sortable: { position: GIVEN_ORDER, titleName: 'titleName', missing: 'missing' },
  defaultSort: { field: 'position', direction: 'ASC' },
  id: 'titleId',
  quickFilter: ['titleName'],
  filters: { missing: { type: 'boolean', column: 'missing' } },
  defaultSize: MAX_PAGE_SIZE,
});

const DOCUMENT_FIELDS = ['documentStatus', 'required', 'uploadedDate', 'dateSigned', 'hideFromPersonnel', 'brokenUploadDate'] as const;
const PICTURE_TYPES = ['png', 'jpg', 'jpeg', 'gif'];

/** A person's picture, documents and files, and revealing their SSN or PSSN (each reveal audited). */
@Injectable()
export class PersonnelFilesService {
  constructor(
    private readonly db: TenantDb,
    private readonly detail: PersonnelDetailService,
    private readonly ssn: SsnService,
    private readonly settings: SettingsService,
    private readonly storage: StorageService,
    private readonly events: DomainEventBus,
    private readonly audit: AuditService,
    private readonly requiredDefaults: RequiredDocumentDefaults,
  ) {}

  async getPicture(id: string): Promise<StreamableFile> {
    const p = await this.detail.find(id);
    if (!p.photoKey) throw new NotFoundException(PERSONNEL_MESSAGES.noPicture(fullName(p)));
    const stream = await this.storage.get(p.photoKey);
    return new StreamableFile(stream, { type: p.photoContentType ?? 'application/octet-stream', disposition: 'inline' });
  }

  async putPicture(id: string, files: UploadedFilePart[] | undefined): Promise<PersonnelView> {
    const p = await this.detail.find(id);
    const file = singleFile(files, true)!;
    const type = acceptUpload(file, { accepted: PICTURE_TYPES });
    const size = imageSize(file.buffer);
    const key = this.storage.newKey('personnel-photos', this.db.tenantId());
    await this.storage.put(key, file.buffer, type.mime);
    const old = p.photoKey;
    Object.assign(p, {
      photoKey: key,
      photoName: file.originalname.slice(0, 255),
      photoContentType: type.mime,
      photoWidth: size?.width ?? null,
      photoHeight: size?.height ?? null,
    });
    const saved = await this.db.repo(Personnel).save(p);
    if (old) await this.storage.delete(old).catch(() => undefined);
    return this.detail.view(saved);
  }

  async addDocument(id: string, body: unknown, files: UploadedFilePart[] | undefined): Promise<PersonnelDocumentView> {
    const p = await this.detail.find(id);
    const dto = await this.documentBody(body);
    checkDocumentTitle(dto.titleId);
    const repo = this.db.repo(PersonnelDocument);
    const d = repo.create({ personnelId: p.id, titleId: dto.titleId, required: false, hideFromPersonnel: false });
    assignDefined(d, dto, DOCUMENT_FIELDS);
    d.required ??= false;
    d.hideFromPersonnel ??= false;
    await this.attachFile(d, singleFile(files, false));
    d.documentStatus ??= d.fileKey ? 'CURRENT' : 'MISSING';
    const saved = await repo.save(d);
    await this.events.emit('personnel.changed', { personnelId: p.id });
    return documentView(saved);
  }

  async updateDocument(
    id: string,
    documentId: string,
    body: unknown,
    files: UploadedFilePart[] | undefined,
  ): Promise<PersonnelDocumentView> {
    const p = await this.detail.find(id);
    const d = await this.findDocument(p.id, documentId);
    const dto = await this.documentBody(body);
    checkDocumentTitle(dto.titleId);
    const oldKey = d.fileKey;
    d.titleId = dto.titleId;
    assignDefined(d, dto, DOCUMENT_FIELDS);
    d.required ??= false;
    d.hideFromPersonnel ??= false;
    const file = singleFile(files, false);
    await this.attachFile(d, file);
    if (file && dto.documentStatus === undefined && (d.documentStatus === 'MISSING' || d.documentStatus === 'EXPIRED'))
      d.documentStatus = 'CURRENT';
    d.documentStatus ??= d.fileKey ? 'CURRENT' : 'MISSING';
    const saved = await this.db.repo(PersonnelDocument).save(d);
    if (file && oldKey) await this.storage.delete(oldKey).catch(() => undefined);
    await this.events.emit('personnel.changed', { personnelId: p.id });
    return documentView(saved);
  }

  async removeDocument(id: string, documentId: string): Promise<void> {
    const p = await this.detail.find(id);
    const d = await this.findDocument(p.id, documentId);
    const key = d.fileKey;
    await this.db.repo(PersonnelDocument).remove(d);
    if (key) await this.storage.delete(key).catch(() => undefined);
    await this.events.emit('personnel.changed', { personnelId: p.id });
  }

  async downloadDocument(id: string, documentId: string): Promise<StreamableFile> {
    const p = await this.detail.find(id);
    const d = await this.findDocument(p.id, documentId);
    if (!d.fileKey) throw new NotFoundException(API_MESSAGES.noFile('This document'));
    const stream = await this.storage.get(d.fileKey);
    const name = d.fileName ?? 'document';
    return new StreamableFile(stream, {
      type: d.contentType ?? 'application/octet-stream',
      disposition: attachment(name),
    });
  }

  /** The titles the person must have (their required documents and the defaults that match them), in title order. */
  async requiredDocuments(id: string, query: Record<string, unknown>): Promise<Page<RequiredDocumentView>> {
    const q = parseList(REQUIRED_DOCUMENT_LIST, query);
    const p = await this.detail.find(id);
    const docs = await this.db.repo(PersonnelDocument).findBy({ personnelId: p.id });
    const { required, missing } = missingTitles(await this.requiredDefaults.titlesFor(p), docs);
    const isMissing = new Set(missing);
    const rows = [...required]
      .sort((a, b) => titleRank(a) - titleRank(b))
      .map((titleId) => ({
        titleId,
        titleName: requiredDocumentLabel(titleId),
        missing: isMissing.has(titleId),
      }));
    return pageInMemory(REQUIRED_DOCUMENT_LIST, q, rows);
  }

  /** Reveals a person's whole SSN to a caller with VISIBLE_SOCIAL_SECURITY, writing an SSN_REVEAL audit row. */
  async revealSsn(id: string): Promise<SsnRevealView> {
    return { ssn: await this.revealNumber(id, 'ssn') };
  }

  /** Reveals a person's whole PSSN, exactly like the SSN (VISIBLE_SOCIAL_SECURITY, an SSN_REVEAL audit row naming the field). */
  async revealPssn(id: string): Promise<PssnRevealView> {
    return { pssn: await this.revealNumber(id, 'pssn') };
  }

  private async revealNumber(id: string, kind: SsnKind): Promise<string | null> {
    const p = await this.detail.find(id);
    if (!this.ssn.callerVisibility().canReveal) throw new ForbiddenException(API_MESSAGES.noPermission('VIEW', 'VISIBLE_SOCIAL_SECURITY'));
    const digits = this.ssn.reveal(p[SSN_KINDS[kind].encrypted], p.tenantId);
    await this.audit.write(this.db.em(), {
      eventType: 'SSN_REVEAL',
      objectTable: 'personnel',
      objectId: p.id,
      action: 'READ',
      details: { personnel: fullName(p), field: L[kind], found: digits !== null },
    });
    return digits ? formatSsn(digits) : null;
  }

  private async findDocument(personnelId: string, documentId: string): Promise<PersonnelDocument> {
    const d = await this.db.findOr404(PersonnelDocument, documentId, 'Document');
    if (d.personnelId !== personnelId) throw recordNotFound('Document', documentId);
    return d;
  }

  /** The document fields of a JSON body, or of the `document` part of a multipart body, validated like any DTO. */
  private documentBody(body: unknown): Promise<PersonnelDocumentDto> {
    return jsonPartDto(body, PersonnelDocumentDto, { missing: PEOPLE_MESSAGES.required('Document Title') });
  }

  /**
   * Stores an uploaded file for a document after checking its type against ACCEPTED_UPLOAD_TYPES (by content).
   * A file the person already has (same name and size, spec 02 §5) is refused.
   */
  private async attachFile(d: PersonnelDocument, file: UploadedFilePart | undefined): Promise<void> {
    if (!file) return;
    const accepted = await this.settings.getSystem<SettingOption[]>('ACCEPTED_UPLOAD_TYPES');
    const type = acceptUpload(file, { accepted: accepted.map((o) => o.value) });
    const name = file.originalname.slice(0, 255);
    const same = await this.db.repo(PersonnelDocument).existsBy({ personnelId: d.personnelId, fileName: name, size: file.size });
    if (same) throw new ConflictException(UPLOAD_MESSAGES.duplicate(name));
    const key = this.storage.newKey('personnel-documents', this.db.tenantId());
    await this.storage.put(key, file.buffer, type.mime);
    Object.assign(d, { fileKey: key, fileName: name, contentType: type.mime, size: file.size });
    d.uploadedDate ??= await this.settings.tenantToday();
  }
}
