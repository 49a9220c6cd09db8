import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { LocalStorageDriver } from '../../src/core/storage/local.driver';
import { S3StorageDriver } from '../../src/core/storage/s3.driver';
import { type StorageDriver, StorageNotFoundError } from '../../src/core/storage/storage';
import { createStorageDriver } from '../../src/core/storage/storage.service';
import { loadConfig } from '../../src/core/config/config';

const read = async (s: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
};

/** The storage contract, run against each driver. */
function contract(name: string, make: () => StorageDriver) {
  describe(name, () => {
    it('puts, gets, checks and deletes objects', async () => {
      const d = make();
      const key = `documents/t1/${name}-object`;
      await expect(d.exists(key)).resolves.toBe(false);
      await d.put(key, Buffer.from('hello'), 'text/plain');
      await expect(d.exists(key)).resolves.toBe(true);
      expect((await read(await d.get(key))).toString()).toBe('hello');
      await d.put(key, Buffer.from('replaced'), 'text/plain');
      expect((await read(await d.get(key))).toString()).toBe('replaced');
      await d.delete(key);
      await expect(d.exists(key)).resolves.toBe(false);
      await expect(d.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
      await d.delete(key);
    });

    it('refuses keys that could leave the store', async () => {
      const d = make();
      for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', 'a/./b', 'spa ce', ''])
        await expect(d.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid storage key');
    });
  });
}

describe('storage drivers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cl-storage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  contract('local', () => new LocalStorageDriver(dir));

  // an S3-compatible endpoint on loopback (path-style, as MinIO answers), recording what the driver sends
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: Array<{ method: string; url: string; sse?: string }> = [];
  let server: Server;
  let endpoint = '';
  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const url = new URL(req.url!, 'http://x');
      requests.push({ method: req.method!, url: url.pathname, sse: req.headers['x-amz-server-side-encryption'] as string | undefined });
      const key = decodeURIComponent(url.pathname);
      const found = objects.get(key);
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
        res.writeHead(200, { ETag: '"1"' }).end();
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else if (!found) {
        res.writeHead(404, { 'Content-Type': 'application/xml' });
        res.end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
      } else {
        res.writeHead(200, { 'Content-Type': found.type, 'Content-Length': found.body.length });
        res.end(req.method === 'HEAD' ? undefined : found.body);
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  contract('s3', () => new S3StorageDriver({ bucket: 'clearline', region: 'us-east-1', endpoint, accessKeyId: 'k', secretAccessKey: 's' }));

  it('addresses the bucket path-style and asks for encryption at rest', () => {
    const put = requests.find((r) => r.method === 'PUT');
    expect(put).toEqual({ method: 'PUT', url: '/clearline/documents/t1/s3-object', sse: 'AES256' });
  });

  it('is chosen by STORAGE_DRIVER', () => {
    const local = createStorageDriver(loadConfig({ NODE_ENV: 'test', STORAGE_DIR: dir }));
    expect(local.name).toBe('local');
    const s3 = createStorageDriver(loadConfig({ NODE_ENV: 'test', STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: endpoint }));
    expect(s3.name).toBe('s3');
    (s3 as S3StorageDriver).destroy();
    expect(() => createStorageDriver(loadConfig({ NODE_ENV: 'test', STORAGE_DRIVER: 's3' }))).toThrow(
      'S3_BUCKET is required when STORAGE_DRIVER=s3',
    );
  });
});
