import type { ReactNode } from 'react';
import { registerApiPath, registerListPath } from '../../providers/dataProvider';
import { registerResourceModule } from '../../providers/access';
import { registerResourceName } from '../../providers/i18nProvider';

/** One entry of a master data page's "Show" dropdown: `key` is the `?show=` value, `render` draws the kind. */
export interface MasterDataKind {
  key: string;
  label: string;
  render: () => ReactNode;
}

/**
 * Registers a master data list as a react-admin resource: its path under /api/v1, the permission module
 * that guards it (list → UI, create → CREATE, edit → UPDATE, delete → DELETE) and the words of its empty state.
 * Returns the resource name for `DialogList`.
 */
export function masterDataResource(config: {
  name: string;
  apiPath: string;
  /** the list's path when it is not `apiPath` */
  listPath?: string;
  module: string;
  one: string;
  many: string;
}): string {
  registerApiPath(config.name, config.apiPath);
  if (config.listPath) registerListPath(config.name, config.listPath);
  registerResourceModule(config.name, config.module);
  registerResourceName(config.name, config.one, config.many);
  return config.name;
}
