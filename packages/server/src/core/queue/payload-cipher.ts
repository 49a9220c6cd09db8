import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets inside queue job payloads (e-mail messages with sign-in codes and reset links): a JSON value
 * sealed with AES-256-GCM under QUEUE_ENCRYPTION_KEY, so Redis, its backups and the queue dashboard hold
 * only ciphertext. A random 12-byte IV per value; the associated data binds the ciphertext to its job
 * (job type, tenant, actor), so a sealed value copied into another job's payload does not open.
 * Sealed form: `q1.<iv>.<tag>.<ciphertext>` (base64url).
 */
const VERSION = 'q1';

/** A sealed value that does not open: wrong key, tampered or truncated, other associated data, unknown format. */
export class SealedPayloadError extends Error {
  constructor(message = 'The encrypted job payload cannot be opened (wrong key or tampered data)') {
    super(message);
    this.name = 'SealedPayloadError';
  }
}

export function sealJson(value: unknown, aad: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ct = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
}

/** Opens a value sealed by sealJson with the same key and associated data; throws SealedPayloadError otherwise. */
export function openJson<T>(sealed: string, aad: string, key: Buffer): T {
  const parts = typeof sealed === 'string' ? sealed.split('.') : [];
  const [version, iv, tag, ct] = parts;
  if (parts.length !== 4 || version !== VERSION) throw new SealedPayloadError('Unknown format of an encrypted job payload');
  const ivBuf = Buffer.from(iv, 'base64url');
  const tagBuf = Buffer.from(tag, 'base64url');
  if (ivBuf.length !== 12 || tagBuf.length !== 16) throw new SealedPayloadError('Unknown format of an encrypted job payload');
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, ivBuf, { authTagLength: 16 });
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(tagBuf);
    plain = Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedPayloadError();
  }
  return JSON.parse(plain) as T;
}

/** A 32-byte key derived from a secret with HKDF-SHA256 (the fallback of QUEUE_ENCRYPTION_KEY: from SESSION_SECRET). */
export function deriveKey(secret: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.from('clearline', 'utf8'), Buffer.from(info, 'utf8'), 32));
}
