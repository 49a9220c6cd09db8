import { isVisitFinal } from '@clearline/shared';
import { api, dataOf, multipart } from '../../api/client';
import { useGranted } from '../../lib/useGranted';
import { VisitDocumentsTab as DocumentsTab, type VisitDocumentCalls, type VisitDocumentFields } from './VisitDocuments';
import type { AnyVisit } from './visitApi';
import { KIND_MODULE, type ListKind } from './visitKinds';

const parts = (fields: VisitDocumentFields, file: File | null) =>
  multipart({ document: JSON.stringify(fields), ...(file ? { file } : {}) });

/** The document calls of an incoming visit (its documents come with the visit's answer). */
const incomingCalls = (visitId: string): VisitDocumentCalls => ({
  list: async () => dataOf(await api.GET('/api/v1/visits/incoming/{id}', { params: { path: { id: visitId } } })).documents,
  add: async (fields, file) =>
    dataOf(await api.POST('/api/v1/visits/incoming/{visitId}/document', { params: { path: { visitId } }, ...parts(fields, file) })),
  update: async (documentId, fields, file) =>
    dataOf(
      await api.PUT('/api/v1/visits/incoming/{visitId}/document/{documentId}', {
        params: { path: { visitId, documentId } },
        ...parts(fields, file),
      }),
    ),
  remove: async (documentId) => {
    await api.DELETE('/api/v1/visits/incoming/{visitId}/document/{documentId}', { params: { path: { visitId, documentId } } });
  },
});

/** The document calls of an outgoing visit. */
const outgoingCalls = (visitId: string): VisitDocumentCalls => ({
  list: async () => dataOf(await api.GET('/api/v1/visits/outgoing/{id}', { params: { path: { id: visitId } } })).documents,
  add: async (fields, file) =>
    dataOf(await api.POST('/api/v1/visits/outgoing/{visitId}/document', { params: { path: { visitId } }, ...parts(fields, file) })),
  update: async (documentId, fields, file) =>
    dataOf(
      await api.PUT('/api/v1/visits/outgoing/{visitId}/document/{documentId}', {
        params: { path: { visitId, documentId } },
        ...parts(fields, file),
      }),
    ),
  remove: async (documentId) => {
    await api.DELETE('/api/v1/visits/outgoing/{visitId}/document/{documentId}', { params: { path: { visitId, documentId } } });
  },
});

/**
 * Tab documents of an incoming or outgoing visit. The security office adds, reviews and deletes documents
 * until the visit is closed; the employee adds files to their own request while it is open (the API checks both).
 */
export const VisitDocumentsTab = ({ kind, visit, self }: { kind: ListKind; visit: AnyVisit; self: boolean }) => {
  const canUpdate = useGranted(KIND_MODULE[kind], 'UPDATE');
  const open = !isVisitFinal(visit.visitStatus);
  const calls = kind === 'INCOMING' ? incomingCalls(visit.id) : outgoingCalls(visit.id);
  const manage = !self && canUpdate && open;
  return (
    <DocumentsTab
      queryKey={[kind === 'INCOMING' ? 'incoming-visits' : 'outgoing-visits', visit.id, 'documents']}
      calls={manage ? calls : { list: calls.list, add: calls.add }}
      canAdd={open && (self || canUpdate)}
      requester={self}
    />
  );
};
