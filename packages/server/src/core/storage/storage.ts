import type { Readable } from 'node:stream';

/** Where files live. Keys are opaque, random and never derived from user input (see StorageService.newKey). */
export interface StorageDriver {
  readonly name: 'local' | 's3';
  /** Stores the bytes under `key` (replacing any previous object). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a stream of `size` bytes under `key` without holding it in memory (large report files). */
  putStream(key: string, body: Readable, contentType: string, size: number): Promise<void>;
  /** Streams the object; throws StorageNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the object; missing objects are ignored. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object ${key}`);
  }
}

/** Keys are slash-separated segments of letters, digits, dot, dash and underscore; no empty or dot-only segments. */
const KEY_RE = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*)(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function assertKey(key: string): void {
  if (!KEY_RE.test(key) || key.length > 512 || key.split('/').some((s) => s === '.' || s === '..'))
    throw new Error(`Invalid storage key "${key}"`);
}
