import { randomBytes } from 'node:crypto';
import { openJson, openText, SealedFieldError, sealJson, sealText, type SealedFormat } from './sealed-field';

const key = randomBytes(32);
const TENANT = '00000000-0000-4000-8000-00000000000a';

/** The sealed form with one part changed by one character (still valid in its encoding). */
function tamper(sealed: string, part: 1 | 2 | 3): string {
  const parts = sealed.split('.');
  const s = parts[part];
  const i = Math.floor(s.length / 2);
  parts[part] = s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
  return parts.join('.');
}

/** What a call throws (undefined when it does not throw). */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
}

describe('sealed fields (AES-256-GCM)', () => {
  it.each([
    ['v1', /^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/],
    ['q1', /^q1\.[\w-]+\.[\w-]+\.[\w-]+$/],
  ] as const)('round-trips a text in format %s, and the sealed form holds none of it', (format: SealedFormat, form) => {
    const sealed = sealText('123456789', TENANT, key, format);
    expect(sealed).toMatch(form);
    expect(sealed).not.toContain('123456789');
    expect(openText(sealed, TENANT, key, format)).toBe('123456789');
  });

  it('uses a fresh IV every time (the same text seals differently)', () => {
    expect(sealText('123456789', TENANT, key, 'v1')).not.toBe(sealText('123456789', TENANT, key, 'v1'));
  });

  it('opens values stored by earlier releases (SSN column v1, queue payload q1)', () => {
    const stored = Buffer.alloc(32, 7);
    expect(openText('v1.stDOqOsi8IqStdwP.iaR3flWXIW3aMdS0Eqm0Ag==.p+8BkZYYDoVo', TENANT, stored, 'v1')).toBe('123456789');
    expect(
      openJson(
        'q1.brR_6eK9k3_M5EaY.4zUrmpr05bZHrJrJ6HU9rg.jOAe2GbC2s5MZGVN0bnSuPf5Vz-62JmuxcEnxKqly8ytfp4WhqAs6_FZ9g',
        'mail.send\ntenant-1\nuser-1',
        stored,
      ),
    ).toEqual({ to: 'ada@tenant.example', code: '482913' });
  });

  it.each([
    ['the ciphertext', 3],
    ['the authentication tag', 2],
    ['the IV', 1],
  ] as const)('refuses a value whose %s was changed', (_what, part) => {
    const sealed = sealText('123456789', TENANT, key, 'q1');
    expect(thrown(() => openText(tamper(sealed, part), TENANT, key, 'q1'))).toMatchObject({ reason: 'open' });
  });

  it('refuses another key and other associated data (another tenant or record)', () => {
    const sealed = sealText('123456789', TENANT, key, 'v1');
    expect(thrown(() => openText(sealed, TENANT, randomBytes(32), 'v1'))).toMatchObject({ reason: 'open' });
    expect(thrown(() => openText(sealed, '00000000-0000-4000-8000-00000000000b', key, 'v1'))).toMatchObject({ reason: 'open' });
  });

  it('refuses a truncated form, another format and a text that was never sealed', () => {
    const sealed = sealText('123456789', TENANT, key, 'v1');
    const [v, iv, tag, ct] = sealed.split('.');
    const format = (s: string, f: SealedFormat = 'v1') => thrown(() => openText(s, TENANT, key, f));
    expect(format([v, iv, tag.slice(0, 10), ct].join('.'))).toMatchObject({ reason: 'format' });
    expect(format([v, iv.slice(0, 8), tag, ct].join('.'))).toMatchObject({ reason: 'format' });
    expect(format([v, iv, tag].join('.'))).toMatchObject({ reason: 'format' });
    expect(format(sealed, 'q1')).toMatchObject({ reason: 'format' });
    expect(format('123456789')).toBeInstanceOf(SealedFieldError);
    expect(thrown(() => openText([v, iv, tag, ct.slice(0, -4)].join('.'), TENANT, key, 'v1'))).toMatchObject({ reason: 'open' });
  });

  it('seals JSON values in the q1 format', () => {
    const message = { subject: 'Travel', body: 'Met a foreign national', to: ['a', 'b'] };
    const sealed = sealJson(message, 'incident-1', key);
    expect(sealed.startsWith('q1.')).toBe(true);
    expect(openJson(sealed, 'incident-1', key)).toEqual(message);
    expect(thrown(() => openJson(sealed, 'incident-2', key))).toBeInstanceOf(SealedFieldError);
  });
});
