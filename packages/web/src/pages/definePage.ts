import type { ComponentType } from 'react';
import type { PermissionType } from '@clearline/shared';
import { registerBreadcrumbs, type BreadcrumbLabel } from '../layout/breadcrumbs';
import { withRecordId } from '../lib/RecordIdGuard';
import { registerPublicPath } from '../providers/publicPaths';

/** A page that is not a react-admin resource (settings, portals, wizards, public pages). */
export interface PageConfig {
  /** Route path, absolute; end with `/*` when the page has its own sub-routes. */
  path: string;
  /** Breadcrumb and menu text. */
  label: string;
  /** The page, loaded on demand: `lazyWithReload(() => import('./X'))`. */
  component: ComponentType;
  /** Module/type pairs that must all be granted (the spec's route guards). Omit for any signed-in user. */
  access?: ReadonlyArray<readonly [string, PermissionType]>;
  /** Reachable without signing in; rendered without the layout. */
  public?: boolean;
  /** Adds an entry to the side menu (shown only when `access` is granted). */
  menu?: { icon?: ComponentType };
  /** Extra breadcrumb labels for the page's sub-routes, by absolute pattern. */
  breadcrumbs?: Record<string, BreadcrumbLabel>;
}

/** Registers the page's breadcrumbs; a page of a record (a path with `:id`) answers the not-found page for a malformed id. */
export function definePage(page: PageConfig): PageConfig {
  if (!page.public) {
    registerBreadcrumbs({ [page.path.replace(/\/\*$/, '')]: page.label, ...page.breadcrumbs });
  } else {
    registerPublicPath(page.path);
  }
  return /\/:(id|\w+Id)(\/|$)/.test(page.path) ? { ...page, component: withRecordId(page.component) } : page;
}
