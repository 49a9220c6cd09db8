import { API_URL, httpClient } from '../../providers/httpClient';

export interface ImpersonationState {
  tenantId: string;
  tenantName: string;
  readOnly?: boolean;
  startedAt?: string;
}

export interface ImpersonationTarget {
  id: string;
  name: string;
  tenantType: string;
}

const form = (tenantId: string) => ({
  method: 'POST',
  body: new URLSearchParams({ tenantId }).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

/** POST /sessions/impersonate (form tenantId), or /sessions/impersonate/create when changes are wanted. */
export const startImpersonation = (tenantId: string, create = false) =>
  httpClient<ImpersonationState>(`${API_URL}/sessions/impersonate${create ? '/create' : ''}`, form(tenantId)).then((r) => r.json);

/** POST /sessions/impersonation-switcher?tenantId= (another tenant), or without one: back to the own organization. */
export const switchImpersonation = (tenantId?: string) =>
  httpClient<ImpersonationState | undefined>(
    `${API_URL}/sessions/impersonation-switcher${tenantId ? `?tenantId=${encodeURIComponent(tenantId)}` : ''}`,
    { method: 'POST' },
  ).then((r) => r.json ?? null);

export const impersonationTargets = (q: string) =>
  httpClient<ImpersonationTarget[]>(`${API_URL}/sessions/impersonation-targets${q ? `?q=${encodeURIComponent(q)}` : ''}`).then(
    (r) => r.json,
  );

/** The session's impersonation (GET /sessions/is-valid), null when acting in the own organization. */
export const currentImpersonation = () =>
  httpClient<{ impersonating: ImpersonationState | null }>(`${API_URL}/sessions/is-valid`).then((r) => r.json.impersonating ?? null);

/** After a switch everything cached belongs to the previous tenant: start the app afresh. */
export const reloadHome = () => window.location.assign('/');
