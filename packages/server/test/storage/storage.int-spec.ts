import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { LocalStorageDriver } from '../../src/core/storage/local.driver';
import { S3StorageDriver } from '../../src/core/storage/s3.driver';
import { type StorageDriver, StorageNotFoundError } from '../../src/core/storage/storage';
import { createStorageDriver, StorageService } from '../../src/core/storage/storage.service';
import { loadConfig } from '../../src/core/config/config';
import { WorkerService } from '../../src/core/queue/worker.service';
import { RUN_SPOOL_DIR, RunFiles } from '../../src/modules/jobs/run-files';
import { binary, filesUnder } from '../reports/support';
import { createTenant, signInAs } from '../support/auth';
import { startS3Server, type S3TestServer } from '../support/s3-server';
import { startTestApp, type TestApp } from '../support/test-app';

const read = async (s: Readable) => {
  const chunks: Buffer[] = [];
  for await (const c of s) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
};
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** What the storage contract needs: a driver, or the application's StorageService in front of one. */
type Store = Pick<StorageDriver, 'put' | 'putStream' | 'get' | 'delete' | 'exists'>;

/** The storage contract, run against each driver. */
function contract(name: string, make: () => Store) {
  describe(name, () => {
    it('puts, gets, checks, replaces and deletes objects', async () => {
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
    });

    it('streams a large object in and out byte for byte', async () => {
      const d = make();
      const key = `job-runs/t1/${name}-large.pdf`;
      const body = randomBytes(3 * 1024 * 1024 + 17);
      // in 64 KiB pieces, as a spool file is read
      const pieces = Array.from({ length: Math.ceil(body.length / 65536) }, (_, i) => body.subarray(i * 65536, (i + 1) * 65536));
      await d.putStream(key, Readable.from(pieces), 'application/pdf');
      await expect(d.exists(key)).resolves.toBe(true);
      const back = await read(await d.get(key));
      expect({ length: back.length, sha256: sha256(back) }).toEqual({ length: body.length, sha256: sha256(body) });
      await d.delete(key);
      await expect(d.exists(key)).resolves.toBe(false);
    });

    it('answers StorageNotFoundError for a key never stored, and deleting it is no error', async () => {
      const d = make();
      const key = `documents/t1/${name}-never-stored`;
      await expect(d.exists(key)).resolves.toBe(false);
      await expect(d.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(d.delete(key)).resolves.toBeUndefined();
    });

    it('refuses keys that could leave the store', async () => {
      const d = make();
      for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', 'a/./b', 'spa ce', '']) {
        await expect(d.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid storage key');
        await expect(d.get(key)).rejects.toThrow('Invalid storage key');
        await expect(d.delete(key)).rejects.toThrow('Invalid storage key');
      }
    });
  });
}

describe('storage drivers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cl-storage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  contract('local', () => new LocalStorageDriver(dir));

  /** The application configured with STORAGE_DRIVER=s3 against a real S3-compatible server (s3rver). */
  describe('s3, through the application against an S3-compatible server', () => {
    let s3: S3TestServer;
    let t: TestApp;
    const storage = () => t.app.get(StorageService);

    beforeAll(async () => {
      s3 = await startS3Server('clearline');
      t = await startTestApp(s3.env);
      await t.app.get(WorkerService).start(1);
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      await s3?.stop();
    }, 120_000);

    it('uses the S3 driver', () => {
      expect(storage().driver.name).toBe('s3');
    });

    contract('s3', () => storage());

    it('writes into the bucket path-style and asks for encryption at rest on every write', async () => {
      const key = storage().newKey('documents', '6f1c7c1e-3c38-4d1e-9d61-0b7d8c0f9e11');
      const from = s3.requests.length;
      await storage().put(key, Buffer.from('in the bucket'), 'text/plain');
      const puts = s3.requests.slice(from).filter((r) => r.method === 'PUT');
      expect(puts).toEqual([{ method: 'PUT', path: `/clearline/${key}`, sse: 'AES256' }]);
      // another client sees the object where the driver put it
      const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: 'clearline', Prefix: key }));
      expect(listed.Contents?.map((o) => o.Key)).toEqual([key]);
      const got = await s3.client.send(new GetObjectCommand({ Bucket: 'clearline', Key: key }));
      expect(await got.Body!.transformToString()).toBe('in the bucket');
      expect(got.ContentType).toBe('text/plain');
      // every object write of the suite so far asked for encryption at rest
      const writes = s3.requests.filter((r) => r.method === 'PUT' && r.path.startsWith('/clearline/') && r.path !== '/clearline/');
      expect(writes.length).toBeGreaterThan(0);
      expect(writes.filter((r) => r.sse !== 'AES256')).toEqual([]);
      await storage().delete(key);
    });

    it('stores a report file in the bucket (not on the local disk) and downloads it from there', async () => {
      const tenantId = await createTenant(t, { name: 'S3 Tenant' });
      const agent = await signInAs(t, {
        tenantId,
        permissions: { REPORTS: { canView: true, ui: true }, REPORT_PERSONNEL_ROSTER: { canView: true, ui: true } },
      });
      await t.sql(
        `INSERT INTO personnel (tenant_id, first_name, last_name, work_email, employee_id) VALUES ($1, 'Sally', 'Bucket', 's@s3.example', 'S3-1')`,
        [tenantId],
      );
      const res = await agent
        .post('/api/v1/reports/generate')
        .send({ reportType: 'PERSONNEL_ROSTER', format: 'CSV' })
        .buffer(true)
        .parse(binary)
        .expect(200);
      const runId = String(res.headers['x-job-id']);
      const key = `job-runs/${tenantId}/${runId}.csv`;
      const [run] = await t.sql<{ file_key: string }>(`SELECT file_key FROM job_run WHERE id = $1`, [runId]);
      expect(run.file_key).toBe(key);
      const stored = await s3.client.send(new GetObjectCommand({ Bucket: 'clearline', Key: key }));
      const bytes = Buffer.from(await stored.Body!.transformToByteArray());
      expect(bytes.toString('utf8')).toContain('Bucket,Sally,,S3-1,s@s3.example');
      expect(bytes.equals(res.body as Buffer)).toBe(true);
      expect(filesUnder(t.storageDir)).toEqual([]);
      // a later download reads the object back from the bucket
      const again = await agent.get(`/api/v1/jobs/archives/${runId}/download`).buffer(true).parse(binary).expect(200);
      expect((again.body as Buffer).equals(bytes)).toBe(true);
    });

    it('streams an object of unknown length into the bucket in parts; a stream that fails leaves nothing', async () => {
      const cfg = loadConfig({ NODE_ENV: 'test', ...s3.env });
      const MiB = 1024 * 1024;
      const d = new S3StorageDriver({
        bucket: cfg.s3Bucket,
        region: cfg.s3Region,
        endpoint: cfg.s3Endpoint,
        accessKeyId: cfg.s3AccessKeyId,
        secretAccessKey: cfg.s3SecretAccessKey,
        partSize: 5 * MiB,
      });
      try {
        const body = randomBytes(11 * MiB + 5);
        const pieces = Array.from({ length: Math.ceil(body.length / 65536) }, (_, i) => body.subarray(i * 65536, (i + 1) * 65536));
        const key = 'job-runs/t1/parts.xlsx';
        const from = s3.requests.length;
        await d.putStream(key, Readable.from(pieces), 'application/octet-stream');
        // one multipart upload of three parts (5 + 5 + 1 MiB)
        expect(s3.requests.slice(from).filter((r) => r.method === 'PUT').length).toBe(3);
        const back = await read(await d.get(key));
        expect({ length: back.length, sha256: sha256(back) }).toEqual({ length: body.length, sha256: sha256(body) });

        const failing = 'job-runs/t1/failed.xlsx';
        async function* broken() {
          for (let i = 0; i < 7 * 16; i++) yield body.subarray(i * 65536, (i + 1) * 65536);
          throw new Error('the producer failed');
        }
        await expect(d.putStream(failing, Readable.from(broken()), 'application/octet-stream')).rejects.toThrow('the producer failed');
        await expect(d.exists(failing)).resolves.toBe(false);
      } finally {
        d.destroy();
      }
    });

    it('streams a run file into storage as it is produced: no work file on the worker disk', async () => {
      const spool = () => (existsSync(RUN_SPOOL_DIR) ? readdirSync(RUN_SPOOL_DIR) : []);
      const before = spool();
      const key = 'job-runs/6f1c7c1e-3c38-4d1e-9d61-0b7d8c0f9e11/run.csv';
      let during: string[] = [];
      const stored = await t.app.get(RunFiles).write(key, 'text/csv', async (out) => {
        for (let i = 0; i < 160; i++) out.write(Buffer.alloc(64 * 1024, 97 + (i % 26)));
        // once the bytes written so far have gone on: wherever they went, it is there now
        if (out.writableNeedDrain) await once(out, 'drain');
        during = spool();
        out.end();
      });
      expect(during).toEqual(before);
      expect(stored.size).toBe(160 * 64 * 1024);
      const back = await read(await storage().get(key));
      expect(back.length).toBe(stored.size);
      expect(back.subarray(0, 3).toString()).toBe('aaa');
      await storage().delete(key);
    });

    it('is chosen by STORAGE_DRIVER', () => {
      const local = createStorageDriver(loadConfig({ NODE_ENV: 'test', STORAGE_DIR: dir }));
      expect(local.name).toBe('local');
      const chosen = createStorageDriver(loadConfig({ NODE_ENV: 'test', ...s3.env }));
      expect(chosen.name).toBe('s3');
      (chosen as S3StorageDriver).destroy();
      expect(() => createStorageDriver(loadConfig({ NODE_ENV: 'test', STORAGE_DRIVER: 's3' }))).toThrow(
        'S3_BUCKET is required when STORAGE_DRIVER=s3',
      );
    });
  });
});
