import { API_URL, apiGet, errorMessage, httpClient } from '../../providers/httpClient';
import type { SaveItem, Setting } from './settingsForm';

export type SettingsScope = 'tenant' | 'system';

const base = (scope: SettingsScope) => (scope === 'tenant' ? '/tenant-settings' : '/system-settings');

export const fetchSettings = (scope: SettingsScope, category: string) =>
  apiGet<Setting[]>(`${base(scope)}/${encodeURIComponent(category)}`);

export const saveSettings = async (scope: SettingsScope, items: SaveItem[]) =>
  (await httpClient<Setting[]>(`${API_URL}${base(scope)}`, { method: 'PUT', body: JSON.stringify(items) })).json;

/**
 * A failure toast of the settings pages (spec 01 §8): the failure text ("Failed to Save Settings.", "Failed to
 * add …"), followed by the server's message when the error's body has one.
 */
export function withServerMessage(text: string, error: unknown): string {
  const server = errorMessage((error as { body?: unknown } | null)?.body, '');
  return server ? `${text} ${server}` : text;
}
