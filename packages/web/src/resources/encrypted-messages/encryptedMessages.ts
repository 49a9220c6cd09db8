import { useQuery } from '@tanstack/react-query';
import { api, dataOf, listRange, type Schema } from '../../api/client';

export type EncryptedMessageSummary = Schema<'EncryptedMessageSummaryView'>;
export type EncryptedMessage = Schema<'EncryptedMessageView'>;

/** The react-admin resource of the caller's messages (list: GET /incidents/encrypted-message/me). */
export const ENCRYPTED_MESSAGES_RESOURCE = 'encrypted-messages';

export const messagePath = (id: string) => `/${ENCRYPTED_MESSAGES_RESOURCE}/${id}`;

/** How many received messages the caller has not opened yet (X-Total-Count of the unread inbox). */
export const useUnreadCount = (enabled = true) =>
  useQuery({
    queryKey: [ENCRYPTED_MESSAGES_RESOURCE, 'unread'],
    enabled,
    queryFn: async ({ signal }) => {
      const { response } = await api.GET('/api/v1/incidents/encrypted-message/me', {
        params: { query: { ...listRange(0, 0), direction: 'RECEIVED', read: false } },
        signal,
      });
      return Number(response.headers.get('X-Total-Count') ?? 0);
    },
  });

/**
 * GET /incidents/encrypted-message/{id}: the message decrypted (an audited read), fetched once per visit;
 * not through react-admin's getOne, whose cache holds the list's summaries under the same ids.
 */
export const useEncryptedMessage = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [ENCRYPTED_MESSAGES_RESOURCE, 'read', id],
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async ({ signal }) => dataOf(await api.GET('/api/v1/incidents/encrypted-message/{id}', { params: { path: { id } }, signal })),
  });
