import type { ComponentType } from 'react';
import { registerApiPath } from '../providers/dataProvider';
import { registerResourceModule } from '../providers/access';
import { registerBreadcrumbs, type BreadcrumbLabel } from '../layout/breadcrumbs';
import { withRecordId } from '../lib/RecordIdGuard';

/** What a `src/resources/<domain>/index.ts` exports. */
export interface ResourceConfig {
  /** react-admin resource name = URL segment (`/personnel`). */
  name: string;
  /**
   * Permission module guarding it (list/show → UI, create → CREATE, edit → UPDATE, delete → DELETE); with
   * several, any one of them opens it (the API narrows what each sees).
   */
  module: string | readonly string[];
  /** Plural label for the menu and breadcrumbs. */
  label: string;
  /** Path under /api/v1 when it differs from `name`. */
  apiPath?: string;
  icon?: ComponentType;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  recordRepresentation?: string;
  /** Extra breadcrumb labels, by absolute pattern. */
  breadcrumbs?: Record<string, BreadcrumbLabel>;
}

/**
 * Registers the resource's API path, permission module and breadcrumbs; returns the config for App, its
 * record pages (edit, show) answering the not-found page at once for an id that is not a record id.
 */
export function defineResource(config: ResourceConfig): ResourceConfig {
  const base = `/${config.name}`;
  if (config.apiPath) registerApiPath(config.name, config.apiPath);
  registerResourceModule(config.name, config.module);
  registerBreadcrumbs({
    [base]: config.label,
    ...(config.create && { [`${base}/create`]: 'Create' }),
    ...(config.edit && { [`${base}/:id`]: 'Edit' }),
    ...(config.show && { [`${base}/:id/show`]: 'Details' }),
    ...config.breadcrumbs,
  });
  return {
    ...config,
    ...(config.edit && { edit: withRecordId(config.edit) }),
    ...(config.show && { show: withRecordId(config.show) }),
  };
}
