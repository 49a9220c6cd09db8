import { API_URL, apiFetch, apiGet, errorMessage, httpClient } from '../../providers/httpClient';
import { HttpError } from 'react-admin';
import { UPLOAD_MESSAGES } from '@clearline/shared';
import type {
  Badge,
  Clearance,
  Facility,
  Investigation,
  OpenAction,
  Personnel,
  PersonnelDocument,
  Polygraph,
  SpecialAccess,
} from './types';

/** JSON write to `${API_URL}${path}`; answers the parsed body. Errors are HttpErrors carrying the server message. */
export async function send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method };
  if (body !== undefined) init.body = JSON.stringify(body);
  return (await httpClient<T>(`${API_URL}${path}`, init)).json;
}

/** Multipart write (uploads); answers the parsed body. Errors carry the server message, like `send`. */
export async function sendForm<T>(method: 'POST' | 'PUT', path: string, form: FormData, fallback: string): Promise<T> {
  const res = await apiFetch(`${API_URL}${path}`, { method, body: form, headers: { Accept: 'application/json' } });
  const json = (await res.json().catch(() => undefined)) as unknown;
  if (!res.ok) throw new HttpError(errorMessage(json, fallback), res.status, json);
  return json as T;
}

/** The multipart body of a personnel document: the `document` JSON part and the file. */
const documentForm = (titleId: string, file: File) => {
  const form = new FormData();
  form.append('document', JSON.stringify({ documentType: 'PERSONNEL', titleId }));
  form.append('file', file, file.name);
  return form;
};

/** The person and the saves of each wizard section (docs/personnel-api.md). */
export const personnelApi = {
  get: (id: string) => apiGet<Personnel>(`/personnel/${id}`),
  create: (body: Record<string, unknown>) => send<Personnel>('POST', '/personnel', body),
  saveBiographic: (personnelId: string, body: Record<string, unknown>) =>
    send<Personnel>('PUT', '/personnel/biographic', { ...body, personnelId }),
  saveContacts: (personnelId: string, personnelContacts: Array<Record<string, unknown>>) =>
    send<Personnel>('PUT', `/personnel/${personnelId}/contacts`, { personnelContacts }),
  saveEmployment: (personnelId: string, body: Record<string, unknown>) =>
    send<Personnel>('PUT', '/personnel/employment', { ...body, personnelId }),
  savePhysical: (personnelId: string, body: Record<string, unknown>) =>
    send<Personnel>('PUT', '/personnel/physical', { ...body, personnelId }),
  saveAutomobile: (personnelId: string, body: Record<string, unknown>) =>
    send<Personnel>('PUT', '/personnel/automobile', { ...body, personnelId }),
  saveDocuments: (personnelId: string, documents: Array<{ titleId: string; required: boolean }>) =>
    send<Personnel>('PUT', '/personnel/documents', { personnelId, documents }),
  /** Uploads or replaces the profile photo (PNG, JPEG or GIF); answers the person. */
  putPicture: (id: string, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return sendForm<Personnel>('PUT', `/personnel/${id}/picture`, form, UPLOAD_MESSAGES.uploadFailed);
  },
  /** Adds a document of a title with its file. */
  addDocument: (id: string, titleId: string, file: File) =>
    sendForm<PersonnelDocument>('POST', `/personnel/${id}/document`, documentForm(titleId, file), UPLOAD_MESSAGES.uploadFailed),
  /** Attaches (or replaces) the file of an existing document, e.g. a required one that is missing. */
  putDocumentFile: (id: string, doc: PersonnelDocument, file: File) =>
    sendForm<PersonnelDocument>(
      'PUT',
      `/personnel/${id}/document/${doc.id}`,
      documentForm(doc.titleId, file),
      UPLOAD_MESSAGES.uploadFailed,
    ),
  removeDocument: (id: string, documentId: string) => send<void>('DELETE', `/personnel/${id}/document/${documentId}`),
  /** The whole SSN (audited on the server). */
  revealSsn: (id: string) => apiGet<{ ssn: string | null }>(`/personnel/${id}/ssn`),
  /** The whole PSSN (audited on the server, like the SSN). */
  revealPssn: (id: string) => apiGet<{ pssn: string | null }>(`/personnel/${id}/pssn`),
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

export const recordApi = <K extends RecordKind>(kind: K) => ({
  list: (personnelId: string) => apiGet<Array<RecordTypes[K]>>(`/personnel/${personnelId}/${kind}`),
  get: (personnelId: string, id: string) => apiGet<RecordTypes[K]>(`/personnel/${personnelId}/${kind}/${id}`),
  create: (personnelId: string, body: Record<string, unknown>) => send<RecordTypes[K]>('POST', `/personnel/${personnelId}/${kind}`, body),
  update: (personnelId: string, id: string, body: Record<string, unknown>) =>
    send<RecordTypes[K]>('PUT', `/personnel/${personnelId}/${kind}/${id}`, body),
  remove: (personnelId: string, id: string) => send<void>('DELETE', `/personnel/${personnelId}/${kind}/${id}`),
});

export const openActionsApi = {
  ofPerson: (personnelId: string) => apiGet<OpenAction[]>(`/requests-and-actions/open-actions/personnel/${personnelId}`),
  complete: (id: string, note?: string) =>
    send<OpenAction>('PUT', `/requests-and-actions/open-actions/${id}/complete`, note ? { note } : {}),
  close: (id: string, note?: string) => send<OpenAction>('PUT', `/requests-and-actions/open-actions/${id}/close`, note ? { note } : {}),
};

/** Facilities for pickers: every facility of the tenant, by name. */
export const facilitiesApi = {
  all: () => apiGet<Facility[]>(`/facilities?range=${encodeURIComponent('[0,999]')}&sort=${encodeURIComponent('["facilityName","ASC"]')}`),
};
