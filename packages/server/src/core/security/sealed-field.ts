import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The one AES-256-GCM sealing of the server, for every secret it keeps or hands on: SSNs and PSSNs at rest,
 * encrypted messages, the secrets inside queue job payloads (core/queue/payload-cipher.ts), and the next
 * secrets kept at rest such as safe combinations. Each value gets a random 12-byte IV and a 16-byte
 * authentication tag; the associated data binds the ciphertext to its owner (a tenant, a record, a job), so
 * a sealed value copied anywhere else does not open.
 *
 * Sealed form: `<format>.<iv>.<tag>.<ciphertext>`. The format names the encoding of the three parts, and
 * values already stored keep opening with the format they were sealed in:
 * - `v1` (base64): SSNs and PSSNs at rest;
 * - `q1` (base64url): queue job payloads and encrypted messages.
 */
export const SEALED_FORMATS = { v1: 'base64', q1: 'base64url' } as const satisfies Record<string, BufferEncoding>;
export type SealedFormat = keyof typeof SEALED_FORMATS;

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that does not open: an unknown or truncated form, another key, other associated data or tampered bytes. */
export class SealedFieldError extends Error {
  constructor(
    /** `format`: not a sealed value of the expected format; `open`: the right form, but it does not authenticate */
    readonly reason: 'format' | 'open',
  ) {
    super(reason === 'format' ? 'Unknown format of a sealed value' : 'The sealed value cannot be opened (wrong key or tampered data)');
    this.name = 'SealedFieldError';
  }
}

/** Seals a text under a 32-byte key, bound to `aad`, in the given format. */
export function sealText(plain: string, aad: string, key: Buffer, format: SealedFormat): string {
  const encoding = SEALED_FORMATS[format];
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [format, iv.toString(encoding), cipher.getAuthTag().toString(encoding), ct.toString(encoding)].join('.');
}

/** Opens a text sealed by sealText in `format` with the same key and associated data; throws SealedFieldError otherwise. */
export function openText(sealed: string, aad: string, key: Buffer, format: SealedFormat): string {
  const parts = typeof sealed === 'string' ? sealed.split('.') : [];
  const [version, iv, tag, ct] = parts;
  if (parts.length !== 4 || version !== format) throw new SealedFieldError('format');
  const encoding = SEALED_FORMATS[format];
  const ivBuf = Buffer.from(iv, encoding);
  const tagBuf = Buffer.from(tag, encoding);
  if (ivBuf.length !== IV_BYTES || tagBuf.length !== TAG_BYTES) throw new SealedFieldError('format');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, ivBuf, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(tagBuf);
    return Buffer.concat([decipher.update(Buffer.from(ct, encoding)), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedFieldError('open');
  }
}

/** Seals a JSON value (format `q1`): queue payloads and encrypted messages. */
export function sealJson(value: unknown, aad: string, key: Buffer): string {
  return sealText(JSON.stringify(value), aad, key, 'q1');
}

/** Opens a value sealed by sealJson with the same key and associated data; throws SealedFieldError otherwise. */
export function openJson<T>(sealed: string, aad: string, key: Buffer): T {
  return JSON.parse(openText(sealed, aad, key, 'q1')) as T;
}
