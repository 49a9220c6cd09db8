import { BadRequestException, Injectable } from '@nestjs/common';
import { DEFAULT_ANNUAL_TRAINING_TYPE, normaliseTrainingReminders } from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import { TenantDb } from '../../core/database/tenant-db';
import type { Page } from '../../core/http/list-query';
import { defineList, pageOf, parseList } from '../../core/http/list';
import { DocumentsService, registerDocumentEntityType } from '../documents';
import { singleFile, type UploadedFilePart } from '../../core/storage/upload';
import { assignDefined, checkVersion } from '../../core/database/entity-helpers';
import { AnnualTrainingDocument } from './annual-training-document.entity';
import type { AnnualTrainingDocumentDto, AnnualTrainingDocumentView } from './annual-training.dto';

/** The document kind of a training document's file: TENANT_MASTER manages it; any user of the tenant may read an active one. */
export const ANNUAL_TRAINING_ENTITY_TYPE = 'ANNUAL_TRAINING_DOCUMENT';

async function activeTrainingFile(em: EntityManager, doc: { id: string; entityId: string }): Promise<boolean> {
  const found = await em.getRepository(AnnualTrainingDocument).countBy({ id: doc.entityId, documentId: doc.id, isActive: true });
  return found > 0;
}

registerDocumentEntityType(ANNUAL_TRAINING_ENTITY_TYPE, {
  module: 'TENANT_MASTER',
  table: 'annual_training_document',
  readableBy: activeTrainingFile,
});

/** GET /tenant-master-data/annual-training-required-documents */
export const ANNUAL_TRAINING_LIST = defineList({
  resource: 'annual-training-required-documents',
  sortable: {
    documentName: 'lower(d.document_name)',
    nextDeadlineDate: 'd.next_deadline_date',
    trainingType: 'd.training_type',
    isActive: 'd.is_active',
    createdAt: 'd.created_at',
  },
  defaultSort: { field: 'documentName', direction: 'ASC' },
  id: 'd.id',
  quickFilter: ['d.document_name', 'd.file_name'],
  filters: { isActive: { type: 'boolean', column: 'd.is_active' }, trainingType: { type: 'string', column: 'd.training_type' } },
});

const FIELDS = ['trainingType', 'documentName', 'nextDeadlineDate', 'isActive'] as const;

/** Annual required training documents of the tenant (tenant master data): list, add, edit, delete, with an optional file. */
@Injectable()
export class AnnualTrainingService {
  constructor(
    private readonly db: TenantDb,
    private readonly documents: DocumentsService,
  ) {}

  list(query: Record<string, unknown>): Promise<Page<AnnualTrainingDocumentView>> {
    const q = parseList(ANNUAL_TRAINING_LIST, query);
    return pageOf(this.db.repo(AnnualTrainingDocument).createQueryBuilder('d'), ANNUAL_TRAINING_LIST, q, (rows) => rows.map(toView));
  }

  async get(id: string): Promise<AnnualTrainingDocumentView> {
    return toView(await this.find(id));
  }

  async create(dto: AnnualTrainingDocumentDto, files: UploadedFilePart[] | undefined): Promise<AnnualTrainingDocumentView> {
    const file = singleFile(files, false);
    const repo = this.db.repo(AnnualTrainingDocument);
    const d = repo.create({ trainingType: DEFAULT_ANNUAL_TRAINING_TYPE, isActive: true, reminders: null });
    this.apply(d, dto);
    const saved = await repo.save(d);
    if (file) await this.attach(saved, file);
    return toView(saved);
  }

  async update(id: string, dto: AnnualTrainingDocumentDto, files: UploadedFilePart[] | undefined): Promise<AnnualTrainingDocumentView> {
    const file = singleFile(files, false);
    const d = await this.find(id);
    checkVersion(d, dto.version);
    this.apply(d, dto);
    const saved = await this.db.repo(AnnualTrainingDocument).save(d);
    if (file) await this.attach(saved, file);
    return toView(saved);
  }

  async remove(id: string): Promise<void> {
    const d = await this.find(id);
    const documentId = d.documentId;
    await this.db.repo(AnnualTrainingDocument).remove(d);
    await this.documents.discard(documentId);
  }

  private find(id: string): Promise<AnnualTrainingDocument> {
    return this.db.findOr404(AnnualTrainingDocument, id, 'Annual Required Training Document');
  }

  /** The body's fields onto the record (undefined keeps a value; null trainingType/isActive fall back to the defaults). */
  private apply(d: AnnualTrainingDocument, dto: AnnualTrainingDocumentDto): void {
    assignDefined(d, dto, FIELDS);
    d.trainingType ||= DEFAULT_ANNUAL_TRAINING_TYPE;
    d.isActive ??= true;
    if (dto.reminders !== undefined) {
      const r = normaliseTrainingReminders(dto.reminders);
      if ('error' in r) throw new BadRequestException(r.error);
      d.reminders = r.value;
    }
  }

  /** Stores the file through the documents service (checked, audited) and replaces the previous one. */
  private async attach(d: AnnualTrainingDocument, file: UploadedFilePart): Promise<void> {
    const [stored] = await this.documents.upload([file], ANNUAL_TRAINING_ENTITY_TYPE, d.id);
    const previous = d.documentId;
    d.documentId = stored.id;
    d.fileName = stored.fileName;
    await this.db.repo(AnnualTrainingDocument).save(d);
    await this.documents.discard(previous);
  }
}

function toView(d: AnnualTrainingDocument): AnnualTrainingDocumentView {
  return {
    id: d.id,
    version: d.version,
    trainingType: d.trainingType,
    documentName: d.documentName,
    filename: d.fileName,
    filePath: d.documentId,
    nextDeadlineDate: d.nextDeadlineDate,
    reminders: d.reminders,
    isActive: d.isActive,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}
