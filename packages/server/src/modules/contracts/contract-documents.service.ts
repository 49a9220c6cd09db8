import { BadRequestException, Injectable } from '@nestjs/common';
import { MAX_PAGE_SIZE } from '@clearline/shared';
import { assignDefined } from '../../core/database/entity-helpers';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { jsonPartDto } from '../../core/http/json-part';
import { singleFile, type UploadedFilePart } from '../../core/storage/upload';
import { DocumentRecord, DocumentsService, registerDocumentEntityType } from '../documents';
import { ContractDocument } from './contract-parts.entity';
import { seesContract } from './contract-scope';
import { ContractDocumentDto, type ContractDocumentView } from './contracts.dto';
import { ContractsService } from './contracts.service';

// the files of a contract are seen by those who see the contract (a program manager: the contracts they manage)
registerDocumentEntityType('CONTRACT', {
  module: 'CONTRACTS',
  table: 'contract',
  sees: (em, contractId, user) => seesContract(em, contractId, user),
});

/** Documents filed on a contract: a file of the document table (entity type CONTRACT) and its contract fields. */
@Injectable()
export class ContractDocumentsService {
  constructor(
    private readonly db: TenantDb,
    private readonly contracts: ContractsService,
    private readonly documents: DocumentsService,
  ) {}

  async list(contractId: string): Promise<ContractDocumentView[]> {
    const files = await this.documents.list({ entityType: 'CONTRACT', entityId: contractId, size: String(MAX_PAGE_SIZE) });
    const byDoc = new Map(files.items.map((f) => [f.id, f]));
    const rows = await this.db.repo(ContractDocument).find({ where: { contractId }, order: { createdAt: 'DESC', id: 'ASC' } });
    return rows
      .filter((r) => byDoc.has(r.documentId))
      .map((r) => ({
        id: r.id,
        version: r.version,
        documentType: r.documentType,
        title: r.title,
        description: r.description,
        documentDate: r.documentDate,
        file: byDoc.get(r.documentId)!,
      }));
  }

  /** POST /contracts/{id}/document: the `document` JSON part and one `file`. */
  async add(contractId: string, body: unknown, files: UploadedFilePart[] | undefined): Promise<ContractDocumentView> {
    const c = await this.contracts.find(contractId);
    const dto = await jsonPartDto(body, ContractDocumentDto);
    const file = singleFile(files, true)!;
    const [stored] = await this.documents.upload([file], 'CONTRACT', c.id);
    const repo = this.db.repo(ContractDocument);
    const d = repo.create({ contractId: c.id, documentId: stored.id, documentType: 'OTHER', title: stored.fileName });
    assignDefined(d, dto, ['documentType', 'title', 'description', 'documentDate']);
    if (!d.title?.trim()) d.title = stored.fileName;
    const saved = await repo.save(d);
    return this.one(c.id, saved.id);
  }

  /** PUT /contracts/{id}/document/{documentId}: its fields (JSON, or the `document` part of a multipart body with a new file). */
  async update(contractId: string, id: string, body: unknown, files: UploadedFilePart[] | undefined): Promise<ContractDocumentView> {
    const c = await this.contracts.find(contractId);
    const d = await this.find(c.id, id);
    const dto = await jsonPartDto(body, ContractDocumentDto);
    const file = singleFile(files, false);
    assignDefined(d, dto, ['documentType', 'title', 'description', 'documentDate']);
    if (!d.title?.trim()) throw new BadRequestException('Document Title is required');
    if (file) {
      const old = d.documentId;
      const [stored] = await this.documents.upload([file], 'CONTRACT', c.id);
      d.documentId = stored.id;
      await this.db.repo(ContractDocument).save(d);
      await this.documents.discard(old);
    } else {
      await this.db.repo(ContractDocument).save(d);
    }
    return this.one(c.id, d.id);
  }

  /** DELETE /contracts/{id}/document/{documentId}: the record and its file. */
  async remove(contractId: string, id: string): Promise<void> {
    const c = await this.contracts.find(contractId);
    const d = await this.find(c.id, id);
    await this.db.repo(ContractDocument).remove(d);
    await this.documents.discard(d.documentId);
  }

  /** Drops the files of a contract being deleted (their contract rows go with the contract). */
  async discardAll(contractId: string): Promise<void> {
    const rows = await this.db.repo(DocumentRecord).findBy({ entityType: 'CONTRACT', entityId: contractId });
    for (const r of rows) await this.documents.discard(r.id);
  }

  private async one(contractId: string, id: string): Promise<ContractDocumentView> {
    const found = (await this.list(contractId)).find((x) => x.id === id);
    if (!found) throw recordNotFound('Document', id);
    return found;
  }

  private async find(contractId: string, id: string): Promise<ContractDocument> {
    const d = await this.db.findOr404(ContractDocument, id, 'Document');
    if (d.contractId !== contractId) throw recordNotFound('Document', id);
    return d;
  }
}
