import { createHmac } from 'node:crypto';
import { maskSsn, NEW_HIRE_DEFAULT_SSN, type SsnVisibility } from '@clearline/shared';
import { openText, sealText } from '../../core/security/sealed-field';

/**
 * SSN protection at rest: the number sealed with AES-256-GCM (core/security/sealed-field.ts, format `v1`:
 * `v1.<iv>.<tag>.<ciphertext>` in base64) with the tenant id as associated data, so a ciphertext copied into
 * another tenant does not decrypt, and an HMAC-SHA256 blind index keyed separately and salted with the tenant
 * id, for matching duplicates without decrypting.
 */
export function encryptSsn(digits: string, tenantId: string, key: Buffer): string {
  return sealText(digits, tenantId, key, 'v1');
}

/** The digits of a stored SSN; throws SealedFieldError when it does not open. */
export function decryptSsn(stored: string, tenantId: string, key: Buffer): string {
  return openText(stored, tenantId, key, 'v1');
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
