import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import { mergeRolePermissions, OTP_REQUIRED_HEADER, withoutWrites, type PermissionMap, type RolePermissionEntry } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { API_URL, apiFetch, apiGet, errorMessage, httpClient, statusOf } from './httpClient';
import { canAccessResource } from './access';
import { onPublicPage } from './publicPaths';
import { setTenantTimeZone } from '../lib/dates';

export interface LoginParams {
  username: string;
  password: string;
  otp?: string;
  rememberDevice?: boolean;
}

/**
 * POST /auth/login as a form. Throws react-admin's HttpError (status, body with `message`, plus
 * `otpRequired` from the X-OTP-Required header) so the login page can map it to the spec's outcomes
 * (MFA required, password expired, …).
 */
export async function submitLogin({ username, password, otp, rememberDevice }: LoginParams): Promise<unknown> {
  const form = new URLSearchParams({ username, password, rememberDevice: String(Boolean(rememberDevice)) });
  if (otp) form.set('otp', otp);
  const response = await apiFetch(`${API_URL}/auth/login`, {
    method: 'POST',
    body: form,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
  });
  const text = await response.text();
  let json: Record<string, unknown> | undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const otpRequired = response.headers.get(OTP_REQUIRED_HEADER) === 'true';
    throw new HttpError(errorMessage(json, response.statusText || MESSAGES.fetchError), response.status, { ...json, otpRequired });
  }
  return json;
}

interface MeResponse {
  id: string | number;
  username?: string;
  fullName?: string;
  firstName?: string;
  lastName?: string;
  avatar?: string;
  /** the zone of the tenant the user acts in */
  timeZone?: string;
}

export function identityOf(me: MeResponse): UserIdentity {
  const name = me.fullName || [me.firstName, me.lastName].filter(Boolean).join(' ') || me.username || '';
  return { id: me.id, fullName: name, avatar: me.avatar };
}

// One permission load per session; react-admin asks for it from several places.
let permissions: Promise<PermissionMap> | undefined;

/**
 * The signed-in user's permissions as the web applies them: merged across roles, and without any write
 * while impersonating read-only (the API refuses those), so every Add, Edit, Delete and Save that checks a
 * permission is hidden rather than refused.
 */
export function loadPermissions(): Promise<PermissionMap> {
  permissions ??= Promise.all([
    apiGet<Array<{ permissions: RolePermissionEntry[] }>>('/users/me/roles'),
    apiGet<{ impersonating?: { readOnly: boolean } | null }>('/sessions/is-valid'),
  ])
    .then(([roles, session]) => {
      const merged = mergeRolePermissions(roles);
      return session.impersonating?.readOnly ? withoutWrites(merged) : merged;
    })
    .catch((error: unknown) => {
      permissions = undefined;
      throw error;
    });
  return permissions;
}

export const resetPermissions = (): void => {
  permissions = undefined;
};

export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    resetPermissions();
    await submitLogin(params);
  },
  async logout() {
    resetPermissions();
    try {
      await httpClient(`${API_URL}/auth/logout`, { method: 'POST' });
    } catch {
      // Already signed out (or the server is unreachable): the client state is cleared anyway.
    }
  },
  async checkAuth() {
    await httpClient(`${API_URL}/sessions/is-valid`);
  },
  async checkError(error) {
    // A 401 from any call outside the login screen sends the user to /login; 403 only denies.
    if (statusOf(error) === 401) {
      resetPermissions();
      // A public page (/404, /500) asks for nothing: react-admin's own permission check finding no
      // session there is no reason to leave it.
      if (onPublicPage()) return;
      throw error;
    }
  },
  getPermissions: () => loadPermissions(),
  async canAccess({ resource, action }) {
    let perms: PermissionMap;
    try {
      perms = await loadPermissions();
    } catch (error) {
      // A 401 signs the user out; any other failure to load the permissions grants nothing (access
      // denied → /): only the session check AND the permission load failing lead to /404 (SessionGate).
      if (statusOf(error) === 401) throw error;
      return false;
    }
    return canAccessResource(perms, resource, action);
  },
  async getIdentity() {
    const me = await apiGet<MeResponse>('/users/me');
    setTenantTimeZone(me.timeZone);
    return identityOf(me);
  },
};
