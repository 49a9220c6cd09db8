import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** One request as the S3 server received it. */
export interface S3Request {
  method: string;
  path: string;
  sse: string | undefined;
}

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** the credentials s3rver checks request signatures against */
  accessKeyId: string;
  secretAccessKey: string;
  /** every request received so far, in order */
  requests: S3Request[];
  /** the environment that points the application's storage at this server (STORAGE_DRIVER=s3) */
  env: Record<string, string>;
  /** an S3 client of its own, to look at the bucket beside the application */
  client: S3Client;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port, its data in a temporary directory,
 * with one bucket created through the S3 API. Stop it in afterAll.
 */
export async function startS3Server(bucket = 'clearline'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'cl-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, vhostBuckets: false });
  const { port } = await server.run();
  const requests: S3Request[] = [];
  server.httpServer.on('request', (req) =>
    requests.push({
      method: req.method ?? '',
      path: new URL(req.url ?? '/', 'http://s3').pathname,
      sse: req.headers['x-amz-server-side-encryption'] as string | undefined,
    }),
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    bucket,
    ...credentials,
    requests,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    client,
    stop: async () => {
      client.destroy();
      server.httpServer.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
