import type { Readable } from 'node:stream';

/** Where files live. Keys are opaque, random and never derived from user input (see StorageService.newKey). */
export interface StorageDriver {
  readonly name: 'local' | 's3';
  /** Stores the bytes under `key` (replacing any previous object). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a stream under `key` as it arrives, without holding it in memory or knowing its length up front
   * (large report files). The object appears whole when the stream has ended, or not at all when it fails.
   */
  putStream(key: string, body: Readable, contentType: string): Promise<void>;
  /** Streams the object; throws StorageNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the object; missing objects are ignored. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Removes what streams left incomplete more than `maxAgeMs` ago (S3: incomplete multipart uploads expire by the bucket's lifecycle rule). */
  sweepPartial?(maxAgeMs: number): Promise<number>;
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
