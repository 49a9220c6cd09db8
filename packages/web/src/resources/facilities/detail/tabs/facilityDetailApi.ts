import { api, dataOf, multipart, type Schema } from '../../../../api/client';

export type FacilityOpenActions = Schema<'FacilityOpenActionsDto'>;
export type FacilityOpenAction = Schema<'OpenActionView'>;
export type WorkflowRetry = Schema<'WorkflowRetryDto'>;
export type FacilityNote = Schema<'FacilityNoteDto'>;
export type FacilityDocuments = Schema<'FacilityDocumentsDto'>;
export type FacilityDocument = Schema<'FacilityDocumentDto'>;
export type RequiredFacilityDocument = Schema<'RequiredFacilityDocumentDto'>;
export type PortalDownload = Schema<'DownloadLinkDto'>;

/** The metadata of a facility document, as the add and edit dialogs send it. */
export interface FacilityDocumentFields {
  documentType: string;
  title?: string | null;
  expiryDate?: string | null;
  notes?: string | null;
  version?: number;
}

const facility = (id: string) => ({ params: { path: { id } } });

/** The calls of the facility detail tabs Open Actions, Workflow Retries, Notes, Facility Documents and Portal Downloads. */
export const facilityDetailApi = {
  openActions: async (id: string) => dataOf(await api.GET('/api/v1/facilities/{id}/detail/open-actions/details', facility(id))),
  completeAction: async (actionId: string) =>
    dataOf(await api.PUT('/api/v1/requests-and-actions/open-actions/{id}/complete', { params: { path: { id: actionId } }, body: {} })),
  closeAction: async (actionId: string) =>
    dataOf(await api.PUT('/api/v1/requests-and-actions/open-actions/{id}/close', { params: { path: { id: actionId } }, body: {} })),

  workflowRetries: async (id: string) => dataOf(await api.GET('/api/v1/facilities/{id}/detail/workflow_retries', facility(id))),
  retry: async (id: string, retryId: string) =>
    dataOf(await api.POST('/api/v1/facilities/{id}/detail/workflow_retries/{retryId}/retry', { params: { path: { id, retryId } } })),
  resolve: async (id: string, retryId: string, note: string) =>
    dataOf(
      await api.POST('/api/v1/facilities/{id}/detail/workflow_retries/{retryId}/resolve', {
        params: { path: { id, retryId } },
        body: { note: note.trim() || null },
      }),
    ),

  notes: async (id: string) => dataOf(await api.GET('/api/v1/facilities/{id}/detail/notes', facility(id))),
  addNote: async (id: string, content: string) =>
    dataOf(await api.POST('/api/v1/facilities/{id}/detail/notes', { ...facility(id), body: { content } })),
  updateNote: async (id: string, note: FacilityNote, content: string) =>
    dataOf(
      await api.PUT('/api/v1/facilities/{id}/detail/notes/{noteId}', {
        params: { path: { id, noteId: note.id } },
        body: { content, version: note.version },
      }),
    ),
  removeNote: async (id: string, noteId: string) => {
    await api.DELETE('/api/v1/facilities/{id}/detail/notes/{noteId}', { params: { path: { id, noteId } } });
  },

  documents: async (id: string) => dataOf(await api.GET('/api/v1/facilities/{id}/detail/documents', facility(id))),
  addDocument: async (id: string, fields: FacilityDocumentFields, file: File) =>
    dataOf(
      await api.POST('/api/v1/facilities/{id}/document', {
        ...facility(id),
        ...multipart({ document: JSON.stringify(fields), file }),
      }),
    ),
  updateDocument: async (id: string, documentId: string, fields: FacilityDocumentFields) =>
    dataOf(
      await api.PUT('/api/v1/facilities/{id}/document/{documentId}', {
        params: { path: { id, documentId } },
        body: fields as Schema<'FacilityDocumentInputDto'>,
      }),
    ),
  removeDocument: async (id: string, documentId: string) => {
    await api.DELETE('/api/v1/facilities/{id}/document/{documentId}', { params: { path: { id, documentId } } });
  },

  portalDownloads: async (id: string) =>
    dataOf(await api.GET('/api/v1/facilities/detail/{x}/portal_downloads', { params: { path: { x: id } } })),
};
