import { useQuery } from '@tanstack/react-query';
import { api, dataOf, listRange, multipart, type Schema } from '../../api/client';
import { offerDownload } from '../../components/upload';

export type MyPortal = Schema<'MyPortalView'>;
export type MyAnnualTraining = Schema<'MyAnnualTrainingView'>;
export type MyDocument = Schema<'PersonnelDocumentView'>;

export const myPortalKey = ['my-portal', 'me'] as const;
export const annualTrainingKey = ['my-portal', 'annual-training'] as const;

/** GET /my-portal/me: my personnel record and the records the security office keeps on me. */
export const useMyPortal = () =>
  useQuery({ queryKey: myPortalKey, queryFn: async ({ signal }) => dataOf(await api.GET('/api/v1/my-portal/me', { signal })) });

export const useAnnualTraining = () =>
  useQuery({
    queryKey: annualTrainingKey,
    queryFn: async ({ signal }) => dataOf(await api.GET('/api/v1/my-portal/me/annual-training', { signal })),
  });

/** My open actions; `all`: every state (the requests tab). */
export const useMyOpenActions = (all: boolean) =>
  useQuery({
    queryKey: ['my-portal', 'open-actions', all],
    queryFn: async ({ signal }) =>
      dataOf(
        await api.GET('/api/v1/my-portal/me/open-actions', {
          params: { query: { ...listRange(0, 99), ...(all ? { state: 'ALL' } : {}) } as never },
          signal,
        }),
      ),
  });

/** PUT /my-portal/me: my contacts, replaced as a whole; answers my personnel record. */
export const saveMyContacts = async (personnelContacts: Array<Record<string, unknown>>) =>
  dataOf(await api.PUT('/api/v1/my-portal/me', { body: { personnelContacts } as never }));

/** POST /my-portal/me/document: a document of my own with its file. */
export const uploadMyDocument = async (document: { titleId: string; dateSigned?: string | null }, file: File) =>
  dataOf(await api.POST('/api/v1/my-portal/me/document', multipart({ document: JSON.stringify(document), file })));

/** Offers the file of one of my documents as a download; answers the toast. */
export const downloadMyDocument = (documentId: string, fallbackName: string) =>
  offerDownload(
    async () =>
      (await api.GET('/api/v1/my-portal/me/document/{documentId}/file', { params: { path: { documentId } }, parseAs: 'stream' })).response,
    fallbackName,
  );

/** GET /my-portal/me/incidents: the reports I filed myself, newest first. */
export const useMyIncidents = () =>
  useQuery({
    queryKey: ['incidents', 'me'],
    queryFn: async ({ signal }) => dataOf(await api.GET('/api/v1/my-portal/me/incidents', { params: { query: listRange(0, 99) }, signal })),
  });
