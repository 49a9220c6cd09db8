import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { StorageService } from '../../core/storage/storage.service';

export interface StoredFile {
  key: string;
  size: number;
  fileName?: string;
  contentType?: string;
}

/** Work files of runs in progress on this worker (removed when the run ends; stale ones by the purge task). */
export const RUN_SPOOL_DIR = join(tmpdir(), 'clearline-runs');

/**
 * Output files of runs. The file is first written to a spool file on the worker's disk (streamed,
 * never held in memory), then streamed into storage under the run's fixed key with its size known
 * (S3 needs the length up front). Storage replaces the object atomically: a reader sees the previous
 * complete file or the new one, never half a file.
 */
@Injectable()
export class RunFiles {
  constructor(private readonly storage: StorageService) {}

  async write(key: string, contentType: string, produce: (out: Writable) => Promise<unknown>): Promise<StoredFile> {
    await mkdir(RUN_SPOOL_DIR, { recursive: true });
    const spool = join(RUN_SPOOL_DIR, `${key.replace(/\//g, '_')}.${randomBytes(4).toString('hex')}`);
    try {
      const out = createWriteStream(spool, { mode: 0o600 });
      const closed = new Promise<void>((resolve, reject) => {
        out.once('close', resolve);
        out.once('error', reject);
      });
      try {
        await produce(out);
      } finally {
        if (!out.writableFinished) out.end();
      }
      await closed;
      const { size } = await stat(spool);
      await this.storage.putStream(key, createReadStream(spool), contentType, size);
      return { key, size };
    } finally {
      await rm(spool, { force: true });
    }
  }

  read(key: string): Promise<Readable> {
    return this.storage.get(key);
  }

  remove(key: string): Promise<void> {
    return this.storage.delete(key);
  }

  /** Removes spool files older than `maxAgeMs` (left behind by a worker that was killed). */
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
    return removed;
  }
}
