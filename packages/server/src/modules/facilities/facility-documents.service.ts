import { BadRequestException, Injectable } from '@nestjs/common';
import { COMPANY_TYPE, FACILITY_DETAIL_MESSAGES as M, PEOPLE_MESSAGES, requiredDocumentLabel } from '@clearline/shared';
import type { CompanyType, FacilityDocumentStatus } from '@clearline/shared';
import { assignDefined, checkVersion } from '../../core/database/entity-helpers';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { SettingsService } from '../settings';
import { jsonPartDto } from '../../core/http/json-part';
import { singleFile, type UploadedFilePart } from '../../core/storage/upload';
import { DocumentRecord, DocumentsService } from '../documents';
import type { FacilityDocumentDto, FacilityDocumentsDto, RequiredFacilityDocumentDto } from './facility-documents.dto';
import { FacilityDocumentInputDto } from './facility-documents.dto';
import { FacilityDocument } from './facility-documents.entity';
import { Facility } from './facility.entity';

/** The entity type of a facility's files in table document. */
const FACILITY_ENTITY = 'FACILITY';

/** Facility documents (Facility Documents tab): the files with their type, title, expiry and notes, and the required ones. */
@Injectable()
export class FacilityDocumentsService {
  constructor(
    private readonly db: TenantDb,
    private readonly documents: DocumentsService,
    private readonly settings: SettingsService,
  ) {}

  /** The documents of the facility and the FACILITY required-document defaults checked against them. */
  async list(facilityId: string): Promise<FacilityDocumentsDto> {
    await this.facility(facilityId);
    const em = this.db.em();
    const rows = await this.db.repo(FacilityDocument).find({ where: { facilityId }, order: { createdAt: 'DESC', id: 'ASC' } });
    const files = await this.files(rows);
    const today = await this.settings.tenantToday();
    const documents = rows.map((r) => this.toDto(r, files.get(r.documentId), today));
    const defaults = await em.query<Array<{ option: string; required_documents: string[] }>>(
      `SELECT option, required_documents FROM required_document_default WHERE kind = 'facility' ORDER BY option`,
    );
    const required = new Map<string, string[]>();
    for (const d of defaults) {
      for (const type of d.required_documents) {
        required.set(type, [...(required.get(type) ?? []), COMPANY_TYPE[d.option as CompanyType] ?? d.option]);
      }
    }
    const requiredDocuments: RequiredFacilityDocumentDto[] = [...required].map(([documentType, requiredFor]) => {
      const ofType = documents.filter((d) => d.documentType === documentType);
      // the one that counts: a document without expiry, else the one expiring last
      const best = [...ofType].sort((a, b) => (b.expiryDate ?? '9999-12-31').localeCompare(a.expiryDate ?? '9999-12-31'))[0];
      return {
        documentType,
        label: requiredDocumentLabel(documentType),
        status: best ? best.status : 'MISSING',
        facilityDocumentId: best?.id ?? null,
        expiryDate: best?.expiryDate ?? null,
        requiredFor,
      };
    });
    requiredDocuments.sort((a, b) => a.label.localeCompare(b.label));
    return { facilityId, requiredDocuments, documents };
  }

  /** POST /facilities/{id}/document: the `document` JSON part and the `file` part (required), stored together. */
  async create(facilityId: string, body: unknown, files: UploadedFilePart[] | undefined): Promise<FacilityDocumentDto> {
    await this.facility(facilityId);
    const input = await jsonPartDto(body, FacilityDocumentInputDto, { missing: PEOPLE_MESSAGES.required(M.labels.documentType) });
    const file = singleFile(files, false);
    if (!file) throw new BadRequestException(PEOPLE_MESSAGES.required(M.labels.file));
    const [stored] = await this.documents.upload([file], FACILITY_ENTITY, facilityId);
    const repo = this.db.repo(FacilityDocument);
    const row = repo.create({ facilityId, documentId: stored.id, expiryDate: null, notes: null });
    this.apply(row, input);
    return this.view(await repo.save(row));
  }

  /** PUT /facilities/{id}/document/{documentId}: the metadata (JSON); the file stays. */
  async update(facilityId: string, id: string, body: unknown): Promise<FacilityDocumentDto> {
    const row = await this.find(facilityId, id);
    const input = await jsonPartDto(body, FacilityDocumentInputDto, { missing: PEOPLE_MESSAGES.required(M.labels.documentType) });
    checkVersion(row, input.version);
    this.apply(row, input);
    return this.view(await this.db.repo(FacilityDocument).save(row));
  }

  /** DELETE /facilities/{id}/document/{documentId}: the record and its file. */
  async remove(facilityId: string, id: string): Promise<void> {
    const row = await this.find(facilityId, id);
    const documentId = row.documentId;
    await this.db.repo(FacilityDocument).remove(row);
    await this.documents.discard(documentId);
  }

  private apply(row: FacilityDocument, input: FacilityDocumentInputDto): void {
    assignDefined(row, input, ['documentType']);
    if (input.expiryDate !== undefined) row.expiryDate = input.expiryDate;
    if (input.notes !== undefined) row.notes = input.notes?.trim() || null;
    if (input.title !== undefined || !row.title) row.title = input.title?.trim() || requiredDocumentLabel(row.documentType);
  }

  private facility(id: string): Promise<Facility> {
    return this.db.findOr404(Facility, id, 'Facility');
  }

  private async find(facilityId: string, id: string): Promise<FacilityDocument> {
    await this.facility(facilityId);
    const row = await this.db.findOr404(FacilityDocument, id, 'Document');
    if (row.facilityId !== facilityId) throw recordNotFound('Document', id);
    return row;
  }

  private async files(rows: FacilityDocument[]): Promise<Map<string, DocumentRecord>> {
    if (!rows.length) return new Map();
    const docs = await this.db
      .repo(DocumentRecord)
      .createQueryBuilder('d')
      .where('d.id IN (:...ids)', { ids: rows.map((r) => r.documentId) })
      .getMany();
    return new Map(docs.map((d) => [d.id, d]));
  }

  private async view(row: FacilityDocument): Promise<FacilityDocumentDto> {
    const today = await this.settings.tenantToday();
    return this.toDto(row, (await this.files([row])).get(row.documentId), today);
  }

  private toDto(r: FacilityDocument, file: DocumentRecord | undefined, today: string): FacilityDocumentDto {
    const status: FacilityDocumentStatus = r.expiryDate !== null && r.expiryDate < today ? 'EXPIRED' : 'CURRENT';
    return {
      id: r.id,
      version: r.version,
      facilityId: r.facilityId,
      documentType: r.documentType,
      documentTypeLabel: requiredDocumentLabel(r.documentType),
      title: r.title,
      expiryDate: r.expiryDate,
      notes: r.notes,
      fileName: file?.fileName ?? '',
      filePath: r.documentId,
      contentType: file?.contentType ?? '',
      size: file?.sizeBytes ?? 0,
      status,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  }
}
