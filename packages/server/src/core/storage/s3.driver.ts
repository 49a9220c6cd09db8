import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  type CompletedPart,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { assertKey, type StorageDriver, StorageNotFoundError } from './storage';

export interface S3DriverOptions {
  bucket: string;
  region: string;
  /** S3-compatible endpoint (MinIO, Ceph, …); empty for AWS */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bytes per part of a streamed upload (S3's minimum is 5 MiB; default 8 MiB) */
  partSize?: number;
}

const DEFAULT_PART_SIZE = 8 * 1024 * 1024;

const notFound = (e: unknown): boolean => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
};

/** Objects in an S3-compatible bucket, encrypted at rest by the service (SSE AES256). */
export class S3StorageDriver implements StorageDriver {
  readonly name = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly partSize: number;

  constructor(opts: S3DriverOptions, client?: S3Client) {
    if (!opts.bucket) throw new Error('S3_BUCKET is required when STORAGE_DRIVER=s3');
    this.bucket = opts.bucket;
    this.partSize = opts.partSize ?? DEFAULT_PART_SIZE;
    const cfg: S3ClientConfig = { region: opts.region };
    // S3-compatible servers: path-style addressing, and checksums only where the operation needs one (the
    // SDK's default sends streamed bodies chunk-encoded with a trailing checksum, which many of them store
    // as part of the object)
    if (opts.endpoint)
      Object.assign(cfg, {
        endpoint: opts.endpoint,
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
    if (opts.accessKeyId && opts.secretAccessKey)
      cfg.credentials = { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey };
    this.client = client ?? new S3Client(cfg);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, ServerSideEncryption: 'AES256' }),
    );
  }

  /**
   * A stream of unknown length: a multipart upload, one part per `partSize` bytes (at most one part held in
   * memory). A stream shorter than one part is stored with a single PutObject. The object appears when the
   * upload completes; a failed stream aborts the upload and leaves nothing behind.
   */
  async putStream(key: string, body: Readable, contentType: string): Promise<void> {
    assertKey(key);
    let uploadId: string | undefined;
    const parts: CompletedPart[] = [];
    let chunks: Buffer[] = [];
    let buffered = 0;
    const uploadPart = async (): Promise<void> => {
      uploadId ??= (
        await this.client.send(
          new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType, ServerSideEncryption: 'AES256' }),
        )
      ).UploadId;
      const part = Buffer.concat(chunks);
      chunks = [];
      buffered = 0;
      const PartNumber = parts.length + 1;
      const { ETag } = await this.client.send(
        new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, PartNumber, Body: part, ContentLength: part.length }),
      );
      parts.push({ ETag, PartNumber });
    };
    try {
      for await (const chunk of body) {
        const b = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
        chunks.push(b);
        buffered += b.length;
        if (buffered >= this.partSize) await uploadPart();
      }
      if (!uploadId) return await this.put(key, Buffer.concat(chunks), contentType);
      if (buffered > 0) await uploadPart();
      await this.client.send(
        new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
      );
    } catch (e) {
      if (uploadId) {
        await this.client
          .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }))
          .catch(() => undefined);
      }
      throw e;
    }
  }

  async get(key: string): Promise<Readable> {
    assertKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return out.Body as Readable;
    } catch (e) {
      if (notFound(e)) throw new StorageNotFoundError(key);
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (e) {
      if (notFound(e)) return false;
      throw e;
    }
  }

  destroy(): void {
    this.client.destroy();
  }
}
