import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config/config';
import { deriveKey, openJson, SealedPayloadError, sealJson } from './payload-cipher';

const key = randomBytes(32);
const AAD = 'mail.send\ntenant-1\nuser-1';
const message = { to: 'ada@tenant.example', subject: 'Sign-in code', text: 'Your code is 482913' };

/** The sealed form with one base64url part changed by one character (still valid base64url). */
function tamper(sealed: string, part: 1 | 2 | 3): string {
  const parts = sealed.split('.');
  const s = parts[part];
  const i = Math.floor(s.length / 2);
  parts[part] = s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
  return parts.join('.');
}

describe('sealJson / openJson (AES-256-GCM)', () => {
  it('round-trips a value, and the sealed form holds none of its text', () => {
    const sealed = sealJson(message, AAD, key);
    expect(sealed).toMatch(/^q1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    for (const needle of ['482913', 'ada@tenant.example', 'Sign-in', 'code']) expect(sealed).not.toContain(needle);
    expect(openJson(sealed, AAD, key)).toEqual(message);
  });

  it('uses a fresh IV every time (the same value seals differently)', () => {
    expect(sealJson(message, AAD, key)).not.toBe(sealJson(message, AAD, key));
  });

  it.each([
    ['the ciphertext', 3],
    ['the authentication tag', 2],
    ['the IV', 1],
  ] as const)('refuses a value whose %s was changed', (_what, part) => {
    const sealed = sealJson(message, AAD, key);
    expect(() => openJson(tamper(sealed, part), AAD, key)).toThrow(SealedPayloadError);
  });

  it('refuses another key, other associated data (another job, tenant or actor) and a truncated or unknown form', () => {
    const sealed = sealJson(message, AAD, key);
    expect(() => openJson(sealed, AAD, randomBytes(32))).toThrow(SealedPayloadError);
    expect(() => openJson(sealed, 'mail.send\ntenant-2\nuser-1', key)).toThrow(SealedPayloadError);
    const [v, iv, tag, ct] = sealed.split('.');
    expect(() => openJson([v, iv, tag, ct.slice(0, -4)].join('.'), AAD, key)).toThrow(SealedPayloadError);
    expect(() => openJson([v, iv, tag.slice(0, 10), ct].join('.'), AAD, key)).toThrow(SealedPayloadError);
    expect(() => openJson(['v9', iv, tag, ct].join('.'), AAD, key)).toThrow(SealedPayloadError);
    expect(() => openJson(JSON.stringify(message), AAD, key)).toThrow(SealedPayloadError);
  });
});

describe('QUEUE_ENCRYPTION_KEY', () => {
  it('is derived from SESSION_SECRET with HKDF when not set (a .env written before the key existed keeps working)', () => {
    const a = loadConfig({ SESSION_SECRET: 'secret-a' }).queueEncryptionKey;
    expect(a).toHaveLength(32);
    expect(a.equals(deriveKey('secret-a', 'clearline queue payload encryption v1'))).toBe(true);
    expect(a.equals(loadConfig({ SESSION_SECRET: 'secret-b' }).queueEncryptionKey)).toBe(false);
    // never the session secret itself, nor the SSN key
    expect(a.equals(Buffer.from('secret-a'))).toBe(false);
    expect(a.equals(loadConfig({ SESSION_SECRET: 'secret-a' }).ssnEncryptionKey)).toBe(false);
  });

  it('is used as given (64 hex characters or base64), and a wrong length stops start-up naming it', () => {
    const hex = randomBytes(32).toString('hex');
    expect(loadConfig({ QUEUE_ENCRYPTION_KEY: hex }).queueEncryptionKey.toString('hex')).toBe(hex);
    expect(() => loadConfig({ QUEUE_ENCRYPTION_KEY: 'short' })).toThrow('QUEUE_ENCRYPTION_KEY must be 32 bytes');
  });
});
