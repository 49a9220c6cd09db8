import { api, dataOf } from '../../api/client';
import { errorMessage } from '../../providers/httpClient';
import type { SaveItem, Setting } from './settingsForm';

export type SettingsScope = 'tenant' | 'system';

export const fetchSettings = async (scope: SettingsScope, category: string) => {
  const byCategory = { params: { path: { category } } };
  const result =
    scope === 'tenant'
      ? await api.GET('/api/v1/tenant-settings/{category}', byCategory)
      : await api.GET('/api/v1/system-settings/{category}', byCategory);
  return dataOf(result) as Setting[];
};

export const saveSettings = async (scope: SettingsScope, items: SaveItem[]) =>
  dataOf(
    scope === 'tenant'
      ? await api.PUT('/api/v1/tenant-settings', { body: items })
      : await api.PUT('/api/v1/system-settings', { body: items }),
  ) as Setting[];

/**
 * A failure toast of the settings pages (spec 01 §8): the failure text ("Failed to Save Settings.", "Failed to
 * add …"), followed by the server's message when the error's body has one.
 */
export function withServerMessage(text: string, error: unknown): string {
  const server = errorMessage((error as { body?: unknown } | null)?.body, '');
  return server ? `${text} ${server}` : text;
}
