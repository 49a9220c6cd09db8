import { api, dataOf, listRange, type Schema } from '../../../api/client';

export type Invitation = Schema<'InvitationView'>;
export type SentInvitation = Schema<'InvitationSentView'>;

/** The security office's invitation calls (spec 02 §7 "Invitations (/invite)"). */
export const invitationApi = {
  /** The person's invitation, or null when there is none yet (404). */
  ofPerson: async (personnelId: string): Promise<Invitation | null> => {
    try {
      return dataOf(await api.GET('/api/v1/invite/personnel/{id}', { params: { path: { id: personnelId } } }));
    } catch (e) {
      if ((e as { status?: number }).status === 404) return null;
      throw e;
    }
  },
  list: async () => dataOf(await api.GET('/api/v1/invite', { params: { query: listRange(0, 99) as never } })),
  invite: async (invites: Schema<'InviteeDto'>[]) => dataOf(await api.POST('/api/v1/invite', { body: { invites } })),
  invitePerson: async (personnelId: string, email: string | null) =>
    dataOf(await api.PUT('/api/v1/invite/personnel/{id}', { params: { path: { id: personnelId } }, body: { email } })),
  send: async (id: string) => dataOf(await api.PUT('/api/v1/invite/{id}/send-email', { params: { path: { id } } })),
  remove: async (id: string) => {
    await api.DELETE('/api/v1/invite/{id}', { params: { path: { id } } });
  },
  createUser: async (invitationId: string) => dataOf(await api.POST('/api/v1/invite/create-user', { body: { invitationId } })),
};
