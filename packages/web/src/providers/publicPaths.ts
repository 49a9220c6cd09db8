import { matchPath } from 'react-router-dom';

const publicPaths = new Set<string>();

/** Declares a page reachable without signing in (definePage does it for `public` pages). */
export function registerPublicPath(path: string): void {
  publicPaths.add(path);
}

/** Whether the browser shows a page reachable without signing in (/404, /500, …). */
export const onPublicPage = (pathname: string = window.location.pathname): boolean =>
  [...publicPaths].some((path) => matchPath(path, pathname) != null);
