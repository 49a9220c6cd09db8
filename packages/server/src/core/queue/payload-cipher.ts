import { hkdfSync } from 'node:crypto';
import { openJson as openSealedJson, SealedFieldError } from '../security/sealed-field';

export { sealJson } from '../security/sealed-field';

/**
 * Secrets inside queue job payloads (e-mail messages with sign-in codes and reset links): a JSON value
 * sealed with AES-256-GCM under QUEUE_ENCRYPTION_KEY (core/security/sealed-field.ts, format `q1`), so Redis,
 * its backups and the queue dashboard hold only ciphertext. The associated data binds the ciphertext to its
 * job (job type, tenant, actor), so a sealed value copied into another job's payload does not open.
 */

/** A sealed value that does not open: wrong key, tampered or truncated, other associated data, unknown format. */
export class SealedPayloadError extends Error {
  constructor(message = 'The encrypted job payload cannot be opened (wrong key or tampered data)') {
    super(message);
    this.name = 'SealedPayloadError';
  }
}

/** Opens a value sealed by sealJson with the same key and associated data; throws SealedPayloadError otherwise. */
export function openJson<T>(sealed: string, aad: string, key: Buffer): T {
  try {
    return openSealedJson<T>(sealed, aad, key);
  } catch (e) {
    if (!(e instanceof SealedFieldError)) throw e;
    throw e.reason === 'format' ? new SealedPayloadError('Unknown format of an encrypted job payload') : new SealedPayloadError();
  }
}

/** A 32-byte key derived from a secret with HKDF-SHA256 (the fallback of QUEUE_ENCRYPTION_KEY: from SESSION_SECRET). */
export function deriveKey(secret: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.from('clearline', 'utf8'), Buffer.from(info, 'utf8'), 32));
}
