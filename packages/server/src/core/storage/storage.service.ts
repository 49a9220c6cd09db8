import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { config } from '../config/config';
import { LocalStorageDriver } from './local.driver';
import { S3StorageDriver } from './s3.driver';
import type { StorageDriver } from './storage';

/** Builds the driver STORAGE_DRIVER selects (local by default, s3 for an S3-compatible bucket). */
export function createStorageDriver(cfg = config()): StorageDriver {
  if (cfg.storageDriver === 's3')
    return new S3StorageDriver({
      bucket: cfg.s3Bucket,
      region: cfg.s3Region,
      endpoint: cfg.s3Endpoint,
      accessKeyId: cfg.s3AccessKeyId,
      secretAccessKey: cfg.s3SecretAccessKey,
    });
  return new LocalStorageDriver(cfg.storageDir);
}

/**
 * The one way modules store files. Keys are random (`<area>/<tenant>/<uuid>`); callers keep the key
 * with their record and check tenant and permission before streaming it back.
 */
@Injectable()
export class StorageService implements OnModuleDestroy {
  readonly driver: StorageDriver;

  constructor() {
    this.driver = createStorageDriver();
  }

  /** A fresh random key for a file of `area` (e.g. "documents") owned by `tenantId`. */
  newKey(area: string, tenantId: string): string {
    return `${area}/${tenantId}/${randomUUID()}`;
  }

  put(key: string, body: Buffer, contentType: string): Promise<void> {
    return this.driver.put(key, body, contentType);
  }

  putStream(key: string, body: Readable, contentType: string): Promise<void> {
    return this.driver.putStream(key, body, contentType);
  }

  get(key: string): Promise<Readable> {
    return this.driver.get(key);
  }

  delete(key: string): Promise<void> {
    return this.driver.delete(key);
  }

  exists(key: string): Promise<boolean> {
    return this.driver.exists(key);
  }

  /** Removes what streams being stored left incomplete (a killed worker) more than `maxAgeMs` ago. */
  async sweepPartial(maxAgeMs: number): Promise<number> {
    return (await this.driver.sweepPartial?.(maxAgeMs)) ?? 0;
  }

  onModuleDestroy(): void {
    if (this.driver instanceof S3StorageDriver) this.driver.destroy();
  }
}
