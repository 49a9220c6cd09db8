import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** sessionStorage key set just before the reload, so a second failure does not reload again. */
export const RELOAD_GUARD_KEY = 'clearline:chunk-reload';
/** Query parameter that makes the reloaded page bypass cached HTML/chunks. */
export const RELOAD_PARAM = 'reload';

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  href: () => string;
  navigate: (url: string) => void;
  now: () => number;
}

const browserEnv = (): ReloadEnv => ({
  storage: window.sessionStorage,
  href: () => window.location.href,
  navigate: (url) => window.location.replace(url),
  now: () => Date.now(),
});

export function cacheBustedUrl(href: string, stamp: number): string {
  const url = new URL(href);
  url.searchParams.set(RELOAD_PARAM, String(stamp));
  return url.toString();
}

/**
 * Runs a dynamic import. When it fails (typically a chunk deleted by a new deployment), the page
 * reloads once with a cache-busting parameter; if it fails again after that reload, the error is
 * thrown to the error boundary. A successful load clears the guard.
 */
export async function importWithReload<T>(importer: () => Promise<T>, env: ReloadEnv = browserEnv()): Promise<T> {
  try {
    const mod = await importer();
    env.storage.removeItem(RELOAD_GUARD_KEY);
    return mod;
  } catch (error) {
    if (env.storage.getItem(RELOAD_GUARD_KEY) !== null) {
      env.storage.removeItem(RELOAD_GUARD_KEY);
      throw error;
    }
    const stamp = env.now();
    env.storage.setItem(RELOAD_GUARD_KEY, String(stamp));
    env.navigate(cacheBustedUrl(env.href(), stamp));
    // The page is going away; never settle so nothing renders an error in between.
    return new Promise<T>(() => undefined);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithReload<C extends ComponentType<any>>(importer: () => Promise<{ default: C }>): LazyExoticComponent<C> {
  return lazy(() => importWithReload(importer));
}

/** Removes the cache-busting parameter from the address bar after a reload (call before rendering). */
export function stripReloadParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(RELOAD_PARAM)) return;
  url.searchParams.delete(RELOAD_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}
