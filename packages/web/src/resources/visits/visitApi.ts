import { useGetOne } from 'react-admin';
import { isVisitFinal, VISIT_BODY_FIELDS, type VisitStatus } from '@clearline/shared';
import { api, dataOf, type Schema } from '../../api/client';
import { blankToNull, pickFields, versionOf } from '../../lib/values';
import { KIND_RESOURCE, type ListKind } from './visitKinds';

export type IncomingVisit = Schema<'IncomingVisitDetailView'>;
export type OutgoingVisit = Schema<'OutgoingVisitDetailView'>;
export type AnyVisit = IncomingVisit | OutgoingVisit;
export type VisitPerson = Schema<'OutgoingVisitPersonnelView'>;
export type VisitSummary = Schema<'VisitSummaryView'>;

/** The employee's own request is sent to POST /visits/{kind}/me (the API files it as theirs, SUBMITTED). */
export const MY_VISIT_API_PATH: Readonly<Record<ListKind, string>> = { INCOMING: 'visits/incoming/me', OUTGOING: 'visits/outgoing/me' };
export const myVisitResource = (kind: ListKind) => `my-${KIND_RESOURCE[kind]}`;
/** Where a new visit is created: the security office's list, or the employee's own requests. */
export const createResource = (kind: ListKind, self: boolean) => (self ? myVisitResource(kind) : KIND_RESOURCE[kind]);

/** GET /visits/{kind}/{id}: the security office reads any visit, the employee only their own request. */
export const useVisit = (kind: ListKind, id: string) => useGetOne<AnyVisit>(KIND_RESOURCE[kind], { id });

/**
 * Whether the visit can still be changed here: a cancelled, completed or expired visit is a closed record;
 * the employee's request is processed by the security office and is read-only in My Portal.
 */
export const isEditable = (visit: { visitStatus: VisitStatus }, self: boolean) => !self && !isVisitFinal(visit.visitStatus);

// The body fields come from @clearline/shared (the API's request classes are checked against the same lists),
// checked here against the request types.
const F = VISIT_BODY_FIELDS;
const INCOMING_FIELDS = F.incoming satisfies ReadonlyArray<keyof Schema<'IncomingVisitDto'>>;
const INCOMING_SELF_FIELDS = F.incomingSelf satisfies ReadonlyArray<keyof Schema<'IncomingVisitDto'>>;
const INCOMING_FLAGS = F.incomingFlags satisfies ReadonlyArray<keyof Schema<'IncomingVisitDto'>>;
const VISITOR_FIELDS = F.visitor satisfies ReadonlyArray<keyof Schema<'IncomingVisitorDto'>>;
const OUTGOING_FIELDS = F.outgoing satisfies ReadonlyArray<keyof Schema<'OutgoingVisitDto'>>;
const OUTGOING_SELF_FIELDS = F.outgoingSelf satisfies ReadonlyArray<keyof Schema<'OutgoingVisitDto'>>;
const CONTACT_FIELDS = F.contact satisfies ReadonlyArray<keyof Schema<'VisitContactDto'>>;

const list = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : []);
const flag = (v: unknown) => v === true;

/** The body of an incoming visit's create or save: the DTO's fields only (the API refuses others), blanks as null. */
function incomingBody(values: Record<string, unknown>, self: boolean): Schema<'IncomingVisitDto'> {
  const body: Record<string, unknown> = pickFields(values, self ? INCOMING_SELF_FIELDS : INCOMING_FIELDS);
  for (const f of INCOMING_FLAGS) body[f] = flag(values[f]);
  const notes = (values.notes ?? {}) as Record<string, unknown>;
  body.notes = self
    ? { notesFromEmployee: blankToNull(notes.notesFromEmployee) }
    : { notesFromEmployee: blankToNull(notes.notesFromEmployee), notesFromHelpDesk: blankToNull(notes.notesFromHelpDesk) };
  body.visitors = (Array.isArray(values.visitors) ? (values.visitors as Record<string, unknown>[]) : []).map((v) => {
    const row: Record<string, unknown> = pickFields(v, VISITOR_FIELDS);
    // a new visitor has no id; a masked SSN sent back keeps the stored number
    if (row.id === null) delete row.id;
    row.specialAccesses = list(v.specialAccesses);
    return row;
  });
  body.specialAccesses = list(values.specialAccesses);
  return { ...body, ...versionOf(values) } as Schema<'IncomingVisitDto'>;
}

/** The body of an outgoing visit's create or save: the DTO's fields only (the API refuses others), blanks as null. */
function outgoingBody(values: Record<string, unknown>, self: boolean): Schema<'OutgoingVisitDto'> {
  const body: Record<string, unknown> = pickFields(values, self ? OUTGOING_SELF_FIELDS : OUTGOING_FIELDS);
  for (const c of ['meetingTPOC', 'meetingSPOC']) {
    const contact = pickFields(values[c] as Record<string, unknown> | undefined, CONTACT_FIELDS);
    body[c] = Object.values(contact).some((v) => v !== null) ? contact : null;
  }
  if (!self) {
    body.isPermCertification = flag(values.isPermCertification);
    if (!body.isPermCertification) body.permCertificationDuration = null;
  }
  body.specialAccesses = list(values.specialAccesses);
  return { ...body, ...versionOf(values) } as Schema<'OutgoingVisitDto'>;
}

/** The body of a create or save: the DTO's fields only (the API refuses others), blanks as null. */
export function visitBody(
  kind: ListKind,
  values: Record<string, unknown>,
  self: boolean,
): Schema<'IncomingVisitDto'> | Schema<'OutgoingVisitDto'> {
  return kind === 'INCOMING' ? incomingBody(values, self) : outgoingBody(values, self);
}

/** Moves the visit to another status (PUT with the new visitStatus; the API checks the move); answers the visit. */
export async function moveVisit(kind: ListKind, visit: AnyVisit, to: VisitStatus): Promise<AnyVisit> {
  const body = { visitStatus: to, version: visit.version, startDate: visit.startDate, endDate: visit.endDate };
  const params = { path: { id: visit.id } };
  return kind === 'INCOMING'
    ? dataOf(await api.PUT('/api/v1/visits/incoming/{id}', { params, body }))
    : dataOf(await api.PUT('/api/v1/visits/outgoing/{id}', { params, body }));
}

export async function deleteVisit(kind: ListKind, id: string): Promise<void> {
  if (kind === 'INCOMING') await api.DELETE('/api/v1/visits/incoming/{id}', { params: { path: { id } } });
  else await api.DELETE('/api/v1/visits/outgoing/{id}', { params: { path: { id } } });
}

/** POST /visits/outgoing/personnel/add: the API refuses a person without the visit's clearance level, saying why. */
export const addVisitPerson = async (visit: OutgoingVisit, personnelId: string, role: string | null) =>
  dataOf(await api.POST('/api/v1/visits/outgoing/personnel/add', { body: { visitId: visit.id, personnel: [{ personnelId, role }] } }));

export const updateVisitPerson = async (visit: OutgoingVisit, row: VisitPerson, change: { role: string | null; notes: string | null }) =>
  dataOf(
    await api.POST('/api/v1/visits/outgoing/personnel/update', {
      body: { visitId: visit.id, personnelId: row.personnelId, version: row.version, ...change },
    }),
  );

export const removeVisitPerson = async (visitId: string, personnelId: string) =>
  api.DELETE('/api/v1/visits/outgoing/{visitId}/personnel/{personnelId}', { params: { path: { visitId, personnelId } } });

/** GET /visits/incoming/{id}/visitors/{visitorId}/ssn: the whole number (an audited reveal). */
export const revealVisitorSsn = async (id: string, visitorId: string) =>
  dataOf(await api.GET('/api/v1/visits/incoming/{id}/visitors/{visitorId}/ssn', { params: { path: { id, visitorId } } })).ssn;
