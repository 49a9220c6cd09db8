import { Injectable } from '@nestjs/common';
import type { UploadedFilePart } from '../../core/storage/upload';
import { VisitDocumentsService, type VisitDocumentView } from '../visit-documents';
import { IncomingVisitsService } from './incoming-visits.service';
import { OutgoingVisitsService } from './outgoing-visits.service';
import { assertEditable } from './visit-rules';

/**
 * The document routes of incoming and outgoing visits: the visit must be reachable by the caller (any of
 * the tenant's with the kind's module, or the caller's own My Portal request) and not a closed record;
 * the documents themselves are the kind-generic visit documents.
 */
@Injectable()
export class VisitFilesService {
  constructor(
    private readonly incoming: IncomingVisitsService,
    private readonly outgoing: OutgoingVisitsService,
    private readonly documents: VisitDocumentsService,
  ) {}

  private async editable(kind: 'INCOMING' | 'OUTGOING', visitId: string): Promise<string> {
    const { visit } = kind === 'INCOMING' ? await this.incoming.find(visitId, 'UPDATE') : await this.outgoing.find(visitId, 'UPDATE');
    assertEditable(visit);
    return visit.id;
  }

  async add(
    kind: 'INCOMING' | 'OUTGOING',
    visitId: string,
    body: unknown,
    files: UploadedFilePart[] | undefined,
  ): Promise<VisitDocumentView> {
    return this.documents.add(kind, await this.editable(kind, visitId), body, files);
  }

  async update(
    kind: 'INCOMING' | 'OUTGOING',
    visitId: string,
    documentId: string,
    body: unknown,
    files: UploadedFilePart[] | undefined,
  ): Promise<VisitDocumentView> {
    return this.documents.update(kind, await this.editable(kind, visitId), documentId, body, files);
  }

  async remove(kind: 'INCOMING' | 'OUTGOING', visitId: string, documentId: string): Promise<void> {
    await this.documents.remove(kind, await this.editable(kind, visitId), documentId);
  }
}
