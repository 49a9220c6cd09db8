import { PASSWORD_MESSAGES } from '@clearline/shared';
import { isCommonPassword } from './common-passwords';
import { PasswordService } from './password.service';

describe('password rules', () => {
  const svc = new PasswordService();

  it('needs at least 12 characters', () => {
    expect(svc.ruleErrors('Abc-123-xyz')).toEqual([PASSWORD_MESSAGES.tooShort]);
    expect(svc.ruleErrors('Abc-123-xyz-Q')).toEqual([]);
  });

  it('refuses the blocklist, padded variants, repeats and keyboard or number runs', () => {
    for (const p of [
      'password1234',
      'Password2024!',
      '!!Welcome123456',
      '123456789012',
      'qwertyuiopas',
      'qwertyqwerty',
      'aaaaaaaaaaaa',
      'abcabcabcabc',
      'zyxwvutsrqpo',
    ]) {
      expect([p, isCommonPassword(p)]).toEqual([p, true]);
    }
    for (const p of ['Tq7-river-Zx9-stone', 'correct horse battery staple', 'Clearline-Demo-2026!']) {
      expect([p, isCommonPassword(p)]).toEqual([p, false]);
    }
  });

  it('refuses a password containing the username', () => {
    expect(svc.ruleErrors('my-jsmith-password-x', 'jsmith')).toContain(PASSWORD_MESSAGES.containsUsername);
  });

  it('hashes with argon2id and verifies', async () => {
    const hash = await svc.hash('Tq7-river-Zx9-stone');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await svc.verify(hash, 'Tq7-river-Zx9-stone')).toBe(true);
    expect(await svc.verify(hash, 'Tq7-river-Zx9-stonE')).toBe(false);
    expect(await svc.verify(null, 'anything-at-all')).toBe(false);
  });
});
