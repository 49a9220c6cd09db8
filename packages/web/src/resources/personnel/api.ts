import { api, dataOf, multipart, type Schema } from '../../api/client';
import type { Badge, Clearance, Investigation, PersonnelDocument, Polygraph, SpecialAccess } from './types';

/** The multipart body of a personnel document: the `document` JSON part and the file. */
const documentForm = (titleId: string, file: File) => multipart({ document: JSON.stringify({ documentType: 'PERSONNEL', titleId }), file });

type Body = Record<string, unknown>;
const person = (id: string) => ({ params: { path: { id } } });

/** The person and the saves of each wizard section (docs/personnel-api.md). */
export const personnelApi = {
  get: async (id: string) => dataOf(await api.GET('/api/v1/personnel/{id}', person(id))),
  create: async (body: Body) => dataOf(await api.POST('/api/v1/personnel', { body: body as Schema<'CreatePersonnelDto'> })),
  saveBiographic: async (personnelId: string, body: Body) =>
    dataOf(await api.PUT('/api/v1/personnel/biographic', { body: { ...body, personnelId } as Schema<'BiographicSectionDto'> })),
  saveContacts: async (personnelId: string, personnelContacts: Body[]) =>
    dataOf(
      await api.PUT('/api/v1/personnel/{id}/contacts', { ...person(personnelId), body: { personnelContacts } as Schema<'ContactsDto'> }),
    ),
  saveEmployment: async (personnelId: string, body: Body) =>
    dataOf(await api.PUT('/api/v1/personnel/employment', { body: { ...body, personnelId } as Schema<'EmploymentSectionDto'> })),
  savePhysical: async (personnelId: string, body: Body) =>
    dataOf(await api.PUT('/api/v1/personnel/physical', { body: { ...body, personnelId } as Schema<'PhysicalSectionDto'> })),
  saveAutomobile: async (personnelId: string, body: Body) =>
    dataOf(await api.PUT('/api/v1/personnel/automobile', { body: { ...body, personnelId } as Schema<'AutomobileSectionDto'> })),
  saveDocuments: async (personnelId: string, documents: Array<{ titleId: string; required: boolean }>) =>
    dataOf(await api.PUT('/api/v1/personnel/documents', { body: { personnelId, documents } })),
  /** Uploads or replaces the profile photo (PNG, JPEG or GIF); answers the person. */
  putPicture: async (id: string, file: File) =>
    dataOf(await api.PUT('/api/v1/personnel/{id}/picture', { ...person(id), ...multipart({ file }) })),
  /** Adds a document of a title with its file. */
  addDocument: async (id: string, titleId: string, file: File) =>
    dataOf(await api.POST('/api/v1/personnel/{id}/document', { ...person(id), ...documentForm(titleId, file) })),
  /** Attaches (or replaces) the file of an existing document, e.g. a required one that is missing. */
  putDocumentFile: async (id: string, doc: PersonnelDocument, file: File) =>
    dataOf(
      await api.PUT('/api/v1/personnel/{id}/document/{documentId}', {
        params: { path: { id, documentId: doc.id } },
        ...documentForm(doc.titleId, file),
      }),
    ),
  /** The titles the person must have (required documents and matching defaults), missing or not. */
  requiredDocuments: async (id: string) => dataOf(await api.GET('/api/v1/personnel/{id}/required-documents', person(id))),
  removeDocument: async (id: string, documentId: string) => {
    await api.DELETE('/api/v1/personnel/{id}/document/{documentId}', { params: { path: { id, documentId } } });
  },
  /** The whole SSN (audited on the server). */
  revealSsn: async (id: string) => dataOf(await api.GET('/api/v1/personnel/{id}/ssn', person(id))),
  /** The whole PSSN (audited on the server, like the SSN). */
  revealPssn: async (id: string) => dataOf(await api.GET('/api/v1/personnel/{id}/pssn', person(id))),
};

/** The per-person records and their path segment under /personnel/{id}. */
export interface RecordTypes {
  clearance: Clearance;
  'special-access': SpecialAccess;
  investigation: Investigation;
  polygraph: Polygraph;
  badge: Badge;
}
export type RecordKind = keyof RecordTypes;

const RECORD_PATHS = {
  clearance: ['/api/v1/personnel/{id}/clearance', '/api/v1/personnel/{id}/clearance/{recordId}'],
  'special-access': ['/api/v1/personnel/{id}/special-access', '/api/v1/personnel/{id}/special-access/{recordId}'],
  investigation: ['/api/v1/personnel/{id}/investigation', '/api/v1/personnel/{id}/investigation/{recordId}'],
  polygraph: ['/api/v1/personnel/{id}/polygraph', '/api/v1/personnel/{id}/polygraph/{recordId}'],
  badge: ['/api/v1/personnel/{id}/badge', '/api/v1/personnel/{id}/badge/{recordId}'],
} as const;

/**
 * The record routes of one kind. The five kinds share one shape, so the calls go through the first kind's
 * signature; the answers are typed by kind.
 */
export const recordApi = <K extends RecordKind>(kind: K) => {
  const [list, one] = RECORD_PATHS[kind] as unknown as (typeof RECORD_PATHS)['clearance'];
  const record = (id: string, recordId: string) => ({ params: { path: { id, recordId } } });
  return {
    list: async (personnelId: string) => dataOf(await api.GET(list, person(personnelId))) as unknown as Array<RecordTypes[K]>,
    get: async (personnelId: string, id: string) => dataOf(await api.GET(one, record(personnelId, id))) as unknown as RecordTypes[K],
    create: async (personnelId: string, body: Body) =>
      dataOf(await api.POST(list, { ...person(personnelId), body: body as never })) as unknown as RecordTypes[K],
    update: async (personnelId: string, id: string, body: Body) =>
      dataOf(await api.PUT(one, { ...record(personnelId, id), body: body as never })) as unknown as RecordTypes[K],
    remove: async (personnelId: string, id: string) => {
      await api.DELETE(one, record(personnelId, id));
    },
  };
};

export const openActionsApi = {
  ofPerson: async (personnelId: string) =>
    dataOf(await api.GET('/api/v1/requests-and-actions/open-actions/personnel/{id}', person(personnelId))),
  complete: async (id: string, note?: string) =>
    dataOf(await api.PUT('/api/v1/requests-and-actions/open-actions/{id}/complete', { ...person(id), body: note ? { note } : {} })),
  close: async (id: string, note?: string) =>
    dataOf(await api.PUT('/api/v1/requests-and-actions/open-actions/{id}/close', { ...person(id), body: note ? { note } : {} })),
};
