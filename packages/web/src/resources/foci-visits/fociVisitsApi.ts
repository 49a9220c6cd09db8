import { api, dataOf, multipart, type Schema } from '../../api/client';
import type { FociAffiliate, FociAttendee } from './FociParticipantsEditor';
import type { VisitDocumentCalls, VisitDocumentFields } from '../visits';

export type FociVisit = Schema<'FociVisitDetailView'>;
type FociVisitBody = Schema<'FociVisitDto'>;

const visit = (id: string) => ({ params: { path: { id } } });
const parts = (fields: VisitDocumentFields, file: File | null) =>
  multipart({ document: JSON.stringify(fields), ...(file ? { file } : {}) });

/** The calls of the FOCI visit pages that are not the data provider's list, get, create and update. */
export const fociVisitsApi = {
  update: async (id: string, body: FociVisitBody) => dataOf(await api.PUT('/api/v1/visits/foci/{id}', { ...visit(id), body })),
  remove: async (id: string) => {
    await api.DELETE('/api/v1/visits/foci/{id}', visit(id));
  },
  participants: async (visitId: string, attendees: FociAttendee[], affiliates: FociAffiliate[]) =>
    dataOf(await api.POST('/api/v1/visits/foci/attendees-affiliates', { body: { visitId, attendees, affiliates } })),
  /** the Documents tab's calls for one visit */
  documents: (visitId: string): VisitDocumentCalls => ({
    list: async () => dataOf(await api.GET('/api/v1/visits/foci/{visitId}/documents', { params: { path: { visitId } } })).documents,
    add: async (fields, file) =>
      dataOf(await api.POST('/api/v1/visits/foci/{visitId}/document', { params: { path: { visitId } }, ...parts(fields, file) })),
    update: async (documentId, fields, file) =>
      dataOf(
        await api.PUT('/api/v1/visits/foci/{visitId}/document/{documentId}', {
          params: { path: { visitId, documentId } },
          ...parts(fields, file),
        }),
      ),
    remove: async (documentId) => {
      await api.DELETE('/api/v1/visits/foci/{visitId}/document/{documentId}', { params: { path: { visitId, documentId } } });
    },
  }),
};
