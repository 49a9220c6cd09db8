import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MAX_PAGE_SIZE } from '@clearline/shared';
import { recordNotFound, TenantDb } from '../../core/database/tenant-db';
import { defineList, pageInMemory, parseList } from '../../core/http/list';
import type { Page } from '../../core/http/list-query';
import type { UploadedFilePart } from '../../core/storage/upload';
import { DocumentRecord, DocumentsService, registerDocumentEntityType, type DocumentDto } from '../documents';
import { IncidentsService } from './incidents.service';

/** GET /incidents/{id}/documents: every document of the incident unless a page is asked for, newest first. */
export const INCIDENT_DOCUMENT_LIST = defineList({
  resource: 'incident-documents',
  sortable: { uploadedAt: 'uploadedAt', fileName: 'fileName', size: 'size' },
  defaultSort: { field: 'uploadedAt', direction: 'DESC' },
  id: 'id',
  quickFilter: ['fileName'],
  defaultSize: MAX_PAGE_SIZE,
});

/**
 * Files attached to incidents: rows of the generic document table (entity type INCIDENT). Officers hold
 * REPORTS_INCIDENTS; the person who filed a self-report may list and download its documents and add
 * files while it is not closed.
 */
@Injectable()
export class IncidentDocumentsService implements OnModuleInit {
  constructor(
    private readonly db: TenantDb,
    private readonly incidents: IncidentsService,
    private readonly documents: DocumentsService,
  ) {}

  onModuleInit(): void {
    const ownSelfReport = `SELECT 1 FROM incident WHERE id = $1 AND self_reported AND reported_by_user_id = $2 AND incident_type <> 'ENCRYPTED_MESSAGE'`;
    registerDocumentEntityType('INCIDENT', {
      module: 'REPORTS_INCIDENTS',
      table: 'incident',
      allows: async (em, entityId, user, need) =>
        (need === 'VIEW' || need === 'UPDATE') &&
        (await em.query(`${ownSelfReport}${need === 'UPDATE' ? ` AND status <> 'CLOSED'` : ''}`, [entityId, user.id])).length > 0,
      readableBy: async (em, doc, user) => (await em.query(ownSelfReport, [doc.entityId, user.id])).length > 0,
    });
  }

  /** GET /incidents/{id}/documents */
  async list(incidentId: string, query: Record<string, unknown>): Promise<Page<DocumentDto>> {
    const q = parseList(INCIDENT_DOCUMENT_LIST, query);
    const i = await this.incidents.forDocuments(incidentId, 'VIEW');
    const all = await this.documents.list({ entityType: 'INCIDENT', entityId: i.id, size: String(MAX_PAGE_SIZE) });
    return pageInMemory(INCIDENT_DOCUMENT_LIST, q, all.items);
  }

  /** POST /incidents/{id}/document */
  async add(incidentId: string, files: UploadedFilePart[] | undefined): Promise<DocumentDto[]> {
    const i = await this.incidents.forDocuments(incidentId, 'UPDATE');
    return this.documents.upload(files, 'INCIDENT', i.id);
  }

  /** DELETE /incidents/documents/{documentId}: a document of an incident that is not closed. */
  async remove(documentId: string): Promise<void> {
    const doc = await this.db.findOr404(DocumentRecord, documentId, 'Document');
    if (doc.entityType !== 'INCIDENT') throw recordNotFound('Document', documentId);
    await this.incidents.forDocuments(doc.entityId, 'UPDATE');
    await this.documents.discard(doc.id);
  }

  /** Drops the files of an incident being deleted. */
  async discardAll(incidentId: string): Promise<void> {
    const rows = await this.db.repo(DocumentRecord).findBy({ entityType: 'INCIDENT', entityId: incidentId });
    for (const r of rows) await this.documents.discard(r.id);
  }
}
