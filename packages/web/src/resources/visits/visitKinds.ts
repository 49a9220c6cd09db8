/** The two kinds of visit the /visits pages show (FOCI visits have their own pages). */
export type ListKind = 'INCOMING' | 'OUTGOING';
export const LIST_KINDS: ListKind[] = ['OUTGOING', 'INCOMING'];

/** react-admin resource name of each kind's list and records (API path /visits/incoming, /visits/outgoing). */
export const KIND_RESOURCE: Readonly<Record<ListKind, string>> = { INCOMING: 'incoming-visits', OUTGOING: 'outgoing-visits' };
export const KIND_API_PATH: Readonly<Record<ListKind, string>> = { INCOMING: 'visits/incoming', OUTGOING: 'visits/outgoing' };
export const KIND_MODULE: Readonly<Record<ListKind, string>> = { INCOMING: 'INCOMING_VISITS', OUTGOING: 'OUTGOING_VISITS' };
export const KIND_LABEL: Readonly<Record<ListKind, string>> = { INCOMING: 'Incoming', OUTGOING: 'Outgoing' };

/** The security office's page of a visit. */
export const visitPath = (kind: ListKind, id: string, tab = 'visit-information') => `/visits/${kind.toLowerCase()}/${id}/${tab}`;

/** The employee's page of their own visit request in My Portal. */
export const myVisitPath = (kind: ListKind, id: string, tab = 'visit-information') =>
  `/my-portal/requests/${id}/${kind.toLowerCase()}-visit/${tab}`;
