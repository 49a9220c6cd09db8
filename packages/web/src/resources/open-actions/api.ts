import { api, dataOf, type Schema } from '../../api/client';

export type OpenAction = Schema<'OpenActionView'>;

/** The calls of the open actions that are not a person's or a facility's own list. */
export const openActionApi = {
  /** PUT …/open-actions/{id}/waive: closes an action that closes by itself, with the reason (trimmed by the server). */
  waive: async (id: string, reason: string) =>
    dataOf(await api.PUT('/api/v1/requests-and-actions/open-actions/{id}/waive', { params: { path: { id } }, body: { reason } })),
  /** The person's waived actions (every state a waiver leaves: CLOSED), oldest first. */
  waivedOf: async (personnelId: string) =>
    dataOf(
      await api.GET('/api/v1/requests-and-actions/open-actions/personnel/{id}', {
        params: { path: { id: personnelId }, query: { state: 'CLOSED', waived: true } },
      }),
    ),
};
