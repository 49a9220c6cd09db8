import { signToken, sixDigits, verifyToken } from './tokens';

describe('signed tokens', () => {
  it('round-trips a payload for the same purpose only', () => {
    const t = signToken('a', { u: 'x' }, 60_000);
    expect(verifyToken('a', t)).toMatchObject({ u: 'x' });
    expect(verifyToken('b', t)).toBeUndefined();
  });

  it('refuses an altered or expired token', () => {
    const t = signToken('a', { u: 'x' }, 60_000);
    const [body, sig] = t.split('.');
    const forged = Buffer.from(JSON.stringify({ u: 'admin', exp: Date.now() + 60_000 })).toString('base64url');
    expect(verifyToken('a', `${forged}.${sig}`)).toBeUndefined();
    expect(verifyToken('a', `${body}.${sig.slice(0, -2)}AA`)).toBeUndefined();
    expect(verifyToken('a', signToken('a', { u: 'x' }, -1))).toBeUndefined();
    expect(verifyToken('a', 'garbage')).toBeUndefined();
  });

  it('accepts one spelling of a signature only (the spare bits of its last character count)', () => {
    const t = signToken('a', { u: 'x' }, 60_000);
    const last = t.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (const c of alphabet) if (c !== last) expect(verifyToken('a', `${t.slice(0, -1)}${c}`)).toBeUndefined();
    expect(verifyToken('a', t)).toMatchObject({ u: 'x' });
  });

  it('draws 6-digit codes', () => {
    for (let i = 0; i < 50; i++) expect(sixDigits()).toMatch(/^\d{6}$/);
  });
});
