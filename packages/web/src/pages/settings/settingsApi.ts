import { API_URL, apiGet, httpClient } from '../../providers/httpClient';
import type { SaveItem, Setting } from './settingsForm';

export type SettingsScope = 'tenant' | 'system';

const base = (scope: SettingsScope) => (scope === 'tenant' ? '/tenant-settings' : '/system-settings');

export const fetchSettings = (scope: SettingsScope, category: string) =>
  apiGet<Setting[]>(`${base(scope)}/${encodeURIComponent(category)}`);

export const saveSettings = async (scope: SettingsScope, items: SaveItem[]) =>
  (await httpClient<Setting[]>(`${API_URL}${base(scope)}`, { method: 'PUT', body: JSON.stringify(items) })).json;
