import {
  type PermissionMap,
  type PermissionType,
  canAccess,
  TENANT_MANAGED_FIELDS,
  TENANT_PROFILE_FIELDS,
  type TenantView,
} from '@clearline/shared';
import { API_URL, apiFetch, httpClient } from '../../providers/httpClient';

/** A tenant as GET /tenants and GET /tenants/{id} answer it (with the point of contact's name). */
export type TenantRecord = TenantView & { securityTeamPocName?: string | null };

/** A user of an MSS provider who may be a managed tenant's Security Team Point of Contact. */
export interface PocCandidate {
  id: string;
  name: string;
  username: string;
  email: string;
}

export interface ArchiveRun {
  id: string;
  status: string;
  progress: number;
  fileName: string | null;
  fileSize: number | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** Tenant management is granted by TENANT_MANAGEMENT (every tenant) or MSS_TENANT_MANAGEMENT (managed ones). */
export const canManage = (perms: PermissionMap | undefined, type: PermissionType): boolean =>
  canAccess(perms ?? {}, [['TENANT_MANAGEMENT', type]]) || canAccess(perms ?? {}, [['MSS_TENANT_MANAGEMENT', type]]);

export const PROFILE_FIELDS = TENANT_PROFILE_FIELDS;

/** The body of POST /tenants or PUT /tenants/{id}: only the fields the API accepts there, blanks as null. */
export function tenantBody(data: Record<string, unknown>, mode: 'create' | 'edit' | 'profile'): Record<string, unknown> {
  const fields: readonly string[] =
    mode === 'profile'
      ? PROFILE_FIELDS
      : mode === 'create'
        ? [...TENANT_MANAGED_FIELDS, 'name', 'tenantType', 'managingTenantId', 'enabled']
        : [...TENANT_MANAGED_FIELDS, 'name', 'version'];
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (!(f in data)) continue;
    const v = data[f];
    out[f] = typeof v === 'string' && v.trim() === '' ? null : v;
  }
  if (mode === 'create' && !out.managingTenantId) {
    delete out.managingTenantId;
    delete out.securityTeamPocUserId;
  }
  return out;
}

export const tenantAction = (id: string, action: 'enable' | 'disable') =>
  httpClient<TenantRecord>(`${API_URL}/tenants/${id}/${action}`, { method: 'PUT' }).then((r) => r.json);

export const closeOut = (id: string, terminationDate: string) =>
  httpClient<TenantRecord>(`${API_URL}/tenants/closeout/${id}`, { method: 'PUT', body: JSON.stringify({ terminationDate }) }).then(
    (r) => r.json,
  );

export const convert = (id: string, tenantType: string, managingTenantId: string | null) =>
  httpClient<TenantRecord>(`${API_URL}/tenants/convert/${id}`, {
    method: 'PUT',
    body: JSON.stringify({ tenantType, managingTenantId }),
  }).then((r) => r.json);

export const archiveDocuments = (id: string) =>
  httpClient<{ jobRunId: string; message: string }>(`${API_URL}/tenants/${id}/documents/archive`, { method: 'POST' }).then((r) => r.json);

export const listArchives = (id: string) => httpClient<ArchiveRun[]>(`${API_URL}/tenants/${id}/documents/archives`).then((r) => r.json);

export const listMss = () => httpClient<Array<{ id: string; name: string }>>(`${API_URL}/tenants/mss`).then((r) => r.json);

/** GET /tenants/mss/{id}/users: the candidates for the Security Team Point of Contact of tenants the MSS manages. */
export const listPocCandidates = (mssId: string) =>
  httpClient<PocCandidate[]>(`${API_URL}/tenants/mss/${encodeURIComponent(mssId)}/users`).then((r) => r.json);

/** PUT /tenants/{id}/logo as multipart (field "file"). */
export async function uploadLogo(id: string, file: File): Promise<TenantRecord> {
  const form = new FormData();
  form.set('file', file);
  return (await httpClient<TenantRecord>(`${API_URL}/tenants/${id}/logo`, { method: 'PUT', body: form })).json;
}

export const logoUrl = (t: Pick<TenantRecord, 'id' | 'logoUpdatedAt'>) =>
  `${API_URL}/tenants/${t.id}/logo?v=${encodeURIComponent(t.logoUpdatedAt ?? '')}`;

export const archiveDownload = (tenantId: string, runId: string) =>
  apiFetch(`${API_URL}/tenants/${tenantId}/documents/archives/${runId}/download`);
