import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, type StorageDriver, StorageNotFoundError } from './storage';

/** Where a stream being stored is written until it is complete (then renamed into place); a killed process leaves it here. */
const PARTIAL_DIR = '.partial';

/** Files on the local disk under one root directory (the default driver). */
export class LocalStorageDriver implements StorageDriver {
  readonly name = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    assertKey(key);
    const p = resolve(join(this.root, key));
    if (!p.startsWith(this.root + sep)) throw new Error(`Invalid storage key "${key}"`);
    return p;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    // written under a temporary name and renamed: a reader never sees half a file
    const tmp = `${p}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, body, { mode: 0o600 });
    await rename(tmp, p);
  }

  async putStream(key: string, body: Readable): Promise<void> {
    const p = this.path(key);
    const partial = join(this.root, PARTIAL_DIR);
    await mkdir(dirname(p), { recursive: true });
    await mkdir(partial, { recursive: true });
    const tmp = join(partial, randomBytes(12).toString('hex'));
    try {
      await pipeline(body, createWriteStream(tmp, { mode: 0o600 }));
      await rename(tmp, p);
    } catch (e) {
      await rm(tmp, { force: true });
      throw e;
    }
  }

  async get(key: string): Promise<Readable> {
    const p = this.path(key);
    if (!(await this.exists(key))) throw new StorageNotFoundError(key);
    return createReadStream(p);
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.path(key))).isFile();
    } catch {
      return false;
    }
  }

  /** Removes streams left incomplete (by a process killed while storing them) more than `maxAgeMs` ago. */
  async sweepPartial(maxAgeMs: number): Promise<number> {
    const dir = join(this.root, PARTIAL_DIR);
    let removed = 0;
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const s = await stat(join(dir, name)).catch(() => undefined);
      if (s && Date.now() - s.mtimeMs > maxAgeMs) {
        await rm(join(dir, name), { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
