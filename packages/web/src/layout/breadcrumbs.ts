import { matchPath, useLocation } from 'react-router-dom';

/** A crumb label: fixed text, or computed from the route's params (e.g. a record id). */
export type BreadcrumbLabel = string | ((params: Record<string, string | undefined>) => string);

const routes = new Map<string, BreadcrumbLabel>([['/', 'Home']]);

/** Declares breadcrumb labels by route pattern, e.g. `{ '/personnel': 'Personnel', '/personnel/:id': 'Details' }`. */
export function registerBreadcrumbs(table: Record<string, BreadcrumbLabel>): void {
  for (const [pattern, label] of Object.entries(table)) routes.set(pattern, label);
}

export interface Crumb {
  label: string;
  to: string;
}

/** Trail for a pathname: one crumb per path prefix that matches a registered route. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const prefixes = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  const crumbs: Crumb[] = [];
  for (const prefix of prefixes) {
    // The most specific pattern wins: '/personnel/create' over '/personnel/:id'.
    let best: { label: BreadcrumbLabel; params: Record<string, string | undefined> } | undefined;
    for (const [pattern, label] of routes) {
      const match = matchPath({ path: pattern, end: true }, prefix);
      if (match && (!best || Object.keys(match.params).length < Object.keys(best.params).length)) {
        best = { label, params: match.params };
      }
    }
    if (best) crumbs.push({ label: typeof best.label === 'function' ? best.label(best.params) : best.label, to: prefix });
  }
  return crumbs;
}

export const useBreadcrumbs = (): Crumb[] => breadcrumbsFor(useLocation().pathname);
