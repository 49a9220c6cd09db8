import { describe, expect, it, vi } from 'vitest';
import { cacheBustedUrl, importWithReload, RELOAD_GUARD_KEY, type ReloadEnv } from './lazyWithReload';

function fakeEnv(href = 'https://app.example/personnel?page=2') {
  const store = new Map<string, string>();
  const env = {
    storage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
    href: () => href,
    navigate: vi.fn<(url: string) => void>(),
    now: () => 1700000000000,
  } satisfies ReloadEnv;
  return { ...env, store };
}

const never = Symbol('pending');
const settleOrPending = <T>(p: Promise<T>) => Promise.race([p, new Promise((r) => setTimeout(() => r(never), 20))]);

describe('importWithReload', () => {
  it('returns the module and clears the guard when the import succeeds', async () => {
    const env = fakeEnv();
    env.store.set(RELOAD_GUARD_KEY, '1');
    const mod = { default: 'Page' };
    await expect(importWithReload(() => Promise.resolve(mod), env)).resolves.toBe(mod);
    expect(env.store.has(RELOAD_GUARD_KEY)).toBe(false);
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('reloads once with a cache-busting parameter on the first failure and stays pending', async () => {
    const env = fakeEnv();
    const importer = vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    expect(await settleOrPending(importWithReload(importer, env))).toBe(never);
    expect(env.navigate).toHaveBeenCalledTimes(1);
    expect(env.navigate).toHaveBeenCalledWith('https://app.example/personnel?page=2&reload=1700000000000');
    expect(env.store.get(RELOAD_GUARD_KEY)).toBe('1700000000000');
  });

  it('does not reload a second time: the error reaches the error boundary', async () => {
    const env = fakeEnv();
    const error = new Error('chunk gone');
    await settleOrPending(importWithReload(() => Promise.reject(error), env));
    // after the reload, the same import fails again
    await expect(importWithReload(() => Promise.reject(error), env)).rejects.toBe(error);
    expect(env.navigate).toHaveBeenCalledTimes(1);
    expect(env.store.has(RELOAD_GUARD_KEY)).toBe(false);
  });
});

describe('cacheBustedUrl', () => {
  it('adds or replaces the reload parameter, keeping path, query and hash', () => {
    expect(cacheBustedUrl('http://h/a/b?x=1#top', 5)).toBe('http://h/a/b?x=1&reload=5#top');
    expect(cacheBustedUrl('http://h/a?reload=1', 7)).toBe('http://h/a?reload=7');
  });
});
