import { api, dataOf, type Schema } from '../../api/client';

export type ImpersonationState = Schema<'ImpersonationStateDto'>;
export type ImpersonationTarget = Schema<'ImpersonationTargetDto'>;

/** POST /sessions/impersonate, or /sessions/impersonate/create when changes are wanted. */
export const startImpersonation = async (tenantId: string, create = false) =>
  dataOf(await api.POST(create ? '/api/v1/sessions/impersonate/create' : '/api/v1/sessions/impersonate', { body: { tenantId } })) as
    ImpersonationState | undefined;

/** POST /sessions/impersonation-switcher?tenantId= (another tenant), or without one: back to the own organization. */
export const switchImpersonation = async (tenantId?: string) =>
  dataOf(await api.POST('/api/v1/sessions/impersonation-switcher', { params: { query: tenantId ? { tenantId } : {} } })) ?? null;

export const impersonationTargets = async (q: string) =>
  dataOf(await api.GET('/api/v1/sessions/impersonation-targets', { params: { query: q ? { q } : {} } }));

/** The session's impersonation (GET /sessions/is-valid), null when acting in the own organization. */
export const currentImpersonation = async () => dataOf(await api.GET('/api/v1/sessions/is-valid')).impersonating;

/** After a switch everything cached belongs to the previous tenant: start the app afresh. */
export const reloadHome = () => window.location.assign('/');
