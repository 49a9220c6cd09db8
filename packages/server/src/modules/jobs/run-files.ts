import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Readable, Transform, type Writable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { StorageService } from '../../core/storage/storage.service';

export interface StoredFile {
  key: string;
  size: number;
  fileName?: string;
  contentType?: string;
}

/** Where earlier versions spooled the files of runs in progress (stale ones are removed by the purge task). */
export const RUN_SPOOL_DIR = join(tmpdir(), 'clearline-runs');

/**
 * Output files of runs, streamed into storage under the run's fixed key as they are produced (never held
 * in memory, no work file on the worker's disk). Storage replaces the object atomically: a reader sees
 * the previous complete file or the new one, never half a file; a run that fails stores nothing.
 */
@Injectable()
export class RunFiles {
  constructor(private readonly storage: StorageService) {}

  async write(key: string, contentType: string, produce: (out: Writable) => Promise<unknown>): Promise<StoredFile> {
    let size = 0;
    const out = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length;
        cb(null, chunk);
      },
    });
    const stored = this.storage.putStream(key, out, contentType);
    // storage that fails stops the producer (its writes fail instead of waiting for room)
    stored.catch((e: unknown) => out.destroy(e instanceof Error ? e : new Error(String(e))));
    try {
      await produce(out);
    } catch (e) {
      out.destroy(e instanceof Error ? e : new Error(String(e)));
      await stored.catch(() => undefined);
      throw e;
    }
    if (!out.writableEnded) out.end();
    await stored;
    return { key, size };
  }

  read(key: string): Promise<Readable> {
    return this.storage.get(key);
  }

  remove(key: string): Promise<void> {
    return this.storage.delete(key);
  }

  /** Removes work files older than `maxAgeMs` left behind by a worker that was killed (spool files of earlier versions, incomplete streams in storage). */
  async sweepSpool(maxAgeMs: number): Promise<number> {
    let removed = 0;
    const names = await readdir(RUN_SPOOL_DIR).catch(() => [] as string[]);
    for (const name of names) {
      const p = join(RUN_SPOOL_DIR, name);
      const s = await stat(p).catch(() => undefined);
      if (s && Date.now() - s.mtimeMs > maxAgeMs) {
        await rm(p, { force: true });
        removed += 1;
      }
    }
    return removed + (await this.storage.sweepPartial(maxAgeMs));
  }
}
