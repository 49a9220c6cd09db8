import { useQuery } from '@tanstack/react-query';
import { api, dataOf, listRange, multipart, type Schema } from '../../../api/client';
import type { VisitDocumentCalls, VisitDocumentFields } from '../../../resources/visits';

export type MyFociVisit = Schema<'FociVisitDetailView'>;
export type FociVisitRequest = Schema<'FociVisitRequestDto'>;

export const myFociKey = ['my-portal', 'foci-visits'] as const;

/** GET /visits/foci/me: the FOCI visits I requested, newest first. */
export const useMyFociVisits = () =>
  useQuery({
    queryKey: myFociKey,
    queryFn: async ({ signal }) =>
      dataOf(await api.GET('/api/v1/visits/foci/me', { params: { query: listRange(0, 99) as never }, signal })),
  });

/** GET /visits/foci/me/{id}: one of my requests with its attendees, affiliates and documents. */
export const useMyFociVisit = (id: string) =>
  useQuery({
    queryKey: [...myFociKey, id],
    queryFn: async ({ signal }) => dataOf(await api.GET('/api/v1/visits/foci/me/{id}', { params: { path: { id } }, signal })),
  });

/** POST /visits/foci/me: request a FOCI visit (it goes to the security office as SUBMITTED). */
export const requestFociVisit = async (body: FociVisitRequest) => dataOf(await api.POST('/api/v1/visits/foci/me', { body }));

/** The Documents tab of my request: its documents, and adding one (with a file) while it is open. */
export const myFociDocuments = (id: string): VisitDocumentCalls => ({
  list: async () => dataOf(await api.GET('/api/v1/visits/foci/me/{id}', { params: { path: { id } } })).documents,
  add: async (fields: VisitDocumentFields, file: File | null) =>
    dataOf(
      await api.POST('/api/v1/visits/foci/me/{id}/document', {
        params: { path: { id } },
        ...multipart({ document: JSON.stringify(fields), ...(file ? { file } : {}) }),
      }),
    ),
});
