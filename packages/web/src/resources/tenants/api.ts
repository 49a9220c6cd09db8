import { type PermissionMap, type PermissionType, canAccess, TENANT_MANAGED_FIELDS, TENANT_PROFILE_FIELDS } from '@clearline/shared';
import { api, dataOf, multipart, type Schema } from '../../api/client';
import { API_URL } from '../../providers/httpClient';

/** A tenant as GET /tenants and GET /tenants/{id} answer it (with the point of contact's name). */
export type TenantRecord = Schema<'TenantDto'>;

export type ArchiveRun = Schema<'ArchiveRunDto'>;

/** Tenant management is granted by TENANT_MANAGEMENT (every tenant) or MSS_TENANT_MANAGEMENT (managed ones). */
export const canManage = (perms: PermissionMap | undefined, type: PermissionType): boolean =>
  canAccess(perms ?? {}, [['TENANT_MANAGEMENT', type]]) || canAccess(perms ?? {}, [['MSS_TENANT_MANAGEMENT', type]]);

export const PROFILE_FIELDS = TENANT_PROFILE_FIELDS satisfies ReadonlyArray<keyof Schema<'UpdateTenantDto'>>;

const CREATE_FIELDS = [...TENANT_MANAGED_FIELDS, 'name', 'tenantType', 'managingTenantId', 'enabled'] as const satisfies ReadonlyArray<
  keyof Schema<'CreateTenantDto'>
>;
const UPDATE_FIELDS = [...TENANT_MANAGED_FIELDS, 'name', 'version'] as const satisfies ReadonlyArray<keyof Schema<'UpdateTenantDto'>>;

/** The body of POST /tenants or PUT /tenants/{id}: only the fields the API accepts there, blanks as null. */
export function tenantBody(data: Record<string, unknown>, mode: 'create'): Schema<'CreateTenantDto'>;
export function tenantBody(data: Record<string, unknown>, mode: 'edit' | 'profile'): Schema<'UpdateTenantDto'>;
export function tenantBody(
  data: Record<string, unknown>,
  mode: 'create' | 'edit' | 'profile',
): Schema<'CreateTenantDto'> | Schema<'UpdateTenantDto'> {
  const fields: readonly string[] = mode === 'profile' ? PROFILE_FIELDS : mode === 'create' ? CREATE_FIELDS : UPDATE_FIELDS;
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
  return out as Schema<'CreateTenantDto'> | Schema<'UpdateTenantDto'>;
}

const byId = (id: string) => ({ params: { path: { id } } });

export const tenantAction = async (id: string, action: 'enable' | 'disable') =>
  dataOf(
    await (action === 'enable' ? api.PUT('/api/v1/tenants/{id}/enable', byId(id)) : api.PUT('/api/v1/tenants/{id}/disable', byId(id))),
  );

export const closeOut = async (id: string, terminationDate: string) =>
  dataOf(await api.PUT('/api/v1/tenants/closeout/{id}', { ...byId(id), body: { terminationDate } }));

export const convert = async (id: string, tenantType: Schema<'ConvertTenantDto'>['tenantType'], managingTenantId: string | null) =>
  dataOf(await api.PUT('/api/v1/tenants/convert/{id}', { ...byId(id), body: { tenantType, managingTenantId } }));

export const archiveDocuments = async (id: string) => dataOf(await api.POST('/api/v1/tenants/{id}/documents/archive', byId(id)));

export const listArchives = async (id: string) => dataOf(await api.GET('/api/v1/tenants/{id}/documents/archives', byId(id)));

export const listMss = async () => dataOf(await api.GET('/api/v1/tenants/mss'));

/** GET /tenants/mss/{id}/users: the candidates for the Security Team Point of Contact of tenants the MSS manages. */
export const listPocCandidates = async (mssId: string) => dataOf(await api.GET('/api/v1/tenants/mss/{id}/users', byId(mssId)));

/** PUT /tenants/{id}/logo as multipart (field "file"). */
export const uploadLogo = async (id: string, file: File) =>
  dataOf(await api.PUT('/api/v1/tenants/{id}/logo', { ...byId(id), ...multipart({ file }) }));

export const logoUrl = (t: Pick<TenantRecord, 'id' | 'logoUpdatedAt'>) =>
  `${API_URL}/tenants/${t.id}/logo?v=${encodeURIComponent(t.logoUpdatedAt ?? '')}`;

/** The zip of a finished archive run (the answer is the file). */
export const archiveDownload = async (tenantId: string, runId: string) =>
  (
    await api.GET('/api/v1/tenants/{id}/documents/archives/{runId}/download', {
      params: { path: { id: tenantId, runId } },
      parseAs: 'stream',
    })
  ).response;
