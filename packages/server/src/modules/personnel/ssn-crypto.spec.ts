import { randomBytes } from 'node:crypto';
import { decryptSsn, encryptSsn, ssnBlindIndex } from './ssn-crypto';

describe('SSN encryption', () => {
  const key = randomBytes(32);
  const hmacKey = randomBytes(32);
  const t1 = '00000000-0000-4000-8000-00000000000a';
  const t2 = '00000000-0000-4000-8000-00000000000b';

  it('round-trips and never stores the digits', () => {
    const stored = encryptSsn('123456789', t1, key);
    expect(stored).not.toContain('123456789');
    expect(stored.startsWith('v1.')).toBe(true);
    expect(decryptSsn(stored, t1, key)).toBe('123456789');
  });

  it('uses a fresh IV each time', () => {
    expect(encryptSsn('123456789', t1, key)).not.toBe(encryptSsn('123456789', t1, key));
  });

  it('refuses a ciphertext moved to another tenant or read with another key', () => {
    const stored = encryptSsn('123456789', t1, key);
    expect(() => decryptSsn(stored, t2, key)).toThrow();
    expect(() => decryptSsn(stored, t1, randomBytes(32))).toThrow();
  });

  it('blind index is stable per tenant, differs across tenants, and is null for the new-hire placeholder', () => {
    const a = ssnBlindIndex('123456789', t1, hmacKey);
    expect(a).toBe(ssnBlindIndex('123456789', t1, hmacKey));
    expect(a).not.toBe(ssnBlindIndex('123456789', t2, hmacKey));
    expect(a).not.toBe(ssnBlindIndex('123456780', t1, hmacKey));
    expect(ssnBlindIndex('000000000', t1, hmacKey)).toBeNull();
  });
});
