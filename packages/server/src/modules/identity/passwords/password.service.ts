import { BadRequestException, Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_HISTORY_SIZE, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '@clearline/shared';
import { isCommonPassword } from './common-passwords';

/** argon2id, m = 19 MiB, t = 2, p = 1 (OWASP's minimum recommendation). */
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Verifying against this keeps the time of an unknown-user sign-in close to a wrong password's. */
let dummyHash: Promise<string> | undefined;

export const PASSWORD_MAX_LENGTH = 128;

/** Password rules, hashing and history (argon2id). */
@Injectable()
export class PasswordService {
  hash(password: string): Promise<string> {
    return hash(password, ARGON2);
  }

  async verify(passwordHash: string | null | undefined, password: string): Promise<boolean> {
    if (!passwordHash) {
      await this.burn(password);
      return false;
    }
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** Spends the time of one verification (unknown user, no password yet). */
  async burn(password: string): Promise<void> {
    dummyHash ??= this.hash('clearline-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
  }

  /** The rule violations of a new password, without the history check (pure). */
  ruleErrors(password: string, username?: string): string[] {
    const errors: string[] = [];
    if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) errors.push(PASSWORD_MESSAGES.tooShort);
    else if (password.length > PASSWORD_MAX_LENGTH) errors.push(PASSWORD_MESSAGES.tooLong);
    else if (isCommonPassword(password)) errors.push(PASSWORD_MESSAGES.common);
    if (username && username.length >= 4 && typeof password === 'string' && password.toLowerCase().includes(username.toLowerCase())) {
      errors.push(PASSWORD_MESSAGES.containsUsername);
    }
    return errors;
  }

  /**
   * Checks a new password against the rules and the current plus previous hashes; throws 400 with
   * every broken rule. Returns the new hash and the history to store (newest first).
   */
  async prepareChange(
    password: string,
    user: { username: string; passwordHash: string | null; passwordHistory: string[] },
  ): Promise<{ passwordHash: string; passwordHistory: string[] }> {
    const errors = this.ruleErrors(password, user.username);
    if (errors.length) throw new BadRequestException(errors.join('; '));
    const recent = [user.passwordHash, ...(user.passwordHistory ?? [])].filter((h): h is string => !!h).slice(0, PASSWORD_HISTORY_SIZE);
    for (const old of recent) {
      if (await this.verify(old, password)) throw new BadRequestException(PASSWORD_MESSAGES.reused);
    }
    return { passwordHash: await this.hash(password), passwordHistory: recent.slice(0, PASSWORD_HISTORY_SIZE - 1) };
  }
}
