import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { maskSsn, NEW_HIRE_DEFAULT_SSN, type SsnVisibility } from '@clearline/shared';

/**
 * SSN protection at rest: AES-256-GCM ciphertext (random 12-byte IV, the tenant id as associated data,
 * so a ciphertext copied into another tenant does not decrypt) and an HMAC-SHA256 blind index keyed
 * separately and salted with the tenant id, for matching duplicates without decrypting.
 * Stored form: `v1.<iv b64>.<tag b64>.<ciphertext b64>`.
 */
const VERSION = 'v1';

export function encryptSsn(digits: string, tenantId: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(tenantId, 'utf8'));
  const ct = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), ct.toString('base64')].join('.');
}

export function decryptSsn(stored: string, tenantId: string, key: Buffer): string {
  const [version, iv, tag, ct] = stored.split('.');
  if (version !== VERSION || !iv || !tag || !ct) throw new Error('Unknown SSN ciphertext format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(tenantId, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64')), decipher.final()]).toString('utf8');
}

/** The blind index of an SSN in a tenant; null for the new-hire placeholder 000000000 (never unique). */
export function ssnBlindIndex(digits: string, tenantId: string, key: Buffer): string | null {
  if (digits === NEW_HIRE_DEFAULT_SSN) return null;
  return createHmac('sha256', key).update(`${tenantId}:${digits}`).digest('hex');
}

/**
 * A stored SSN as a caller with `visibility` sees it: the whole number (FULL), the last four digits
 * (LAST_FOUR) or all asterisks (MASKED, also when `decrypt` cannot read it); null without a number.
 * Decrypts only when the caller sees digits.
 */
export function displaySsn(stored: string | null, visibility: SsnVisibility, decrypt: (stored: string) => string | null): string | null {
  if (!stored) return null;
  const masked = maskSsn(NEW_HIRE_DEFAULT_SSN, 'MASKED');
  if (visibility === 'MASKED') return masked;
  return maskSsn(decrypt(stored) ?? '', visibility) ?? masked;
}
