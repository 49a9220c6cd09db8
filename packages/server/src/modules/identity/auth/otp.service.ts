import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { config } from '../../../core/config/config';
import { REDIS } from '../../../core/queue/queue.service';
import { mac, safeEqual, sixDigits } from '../../../core/security/tokens';
import { countInWindow } from './window-counter';

export type OtpPurpose = 'login' | 'password-reset';

/** Wrong guesses after which a code is void (a new one must be requested). */
export const OTP_MAX_GUESSES = 5;

const HOUR = 3600_000;

/**
 * E-mailed one-time codes: 6 digits, kept only as an HMAC in Redis with the validity as its TTL,
 * single use (deleted when it matches), void after OTP_MAX_GUESSES wrong guesses. Issuing a new
 * code replaces the previous one; issueWithinLimit caps how many codes one subject is sent per hour,
 * so re-requesting codes cannot buy unlimited fresh guesses.
 */
@Injectable()
export class OtpService {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  private key(purpose: OtpPurpose, subject: string): string {
    return `${config().redisPrefix}:otp:${purpose}:${subject}`;
  }

  private issuedKey(purpose: OtpPurpose, subject: string): string {
    return `${config().redisPrefix}:otp-issued:${purpose}:${subject}`;
  }

  /**
   * Issues a code unless `perHour` codes of this purpose were issued to the subject within the hour
   * (OTP_CODES_PER_HOUR, counted from the first): then answers null and the previous code stays as it
   * is (with its count of wrong guesses). Using a code restarts the count (forgetIssued).
   */
  async issueWithinLimit(purpose: OtpPurpose, subject: string, ttlMs: number, perHour: number): Promise<string | null> {
    if ((await countInWindow(this.redis, this.issuedKey(purpose, subject), HOUR)) > perHour) return null;
    return this.issue(purpose, subject, ttlMs);
  }

  /** After a code of this purpose was used: the subject may be sent codes again. */
  async forgetIssued(purpose: OtpPurpose, subject: string): Promise<void> {
    await this.redis.del(this.issuedKey(purpose, subject));
  }

  async issue(purpose: OtpPurpose, subject: string, ttlMs: number): Promise<string> {
    const code = sixDigits();
    const key = this.key(purpose, subject);
    await this.redis
      .multi()
      .del(key)
      .hset(key, 'h', mac(`otp:${purpose}`, `${subject}:${code}`).toString('base64url'), 'guesses', '0')
      .pexpire(key, ttlMs)
      .exec();
    return code;
  }

  /** True once for the right code within its validity; a wrong guess counts toward OTP_MAX_GUESSES. */
  async consume(purpose: OtpPurpose, subject: string, code: string): Promise<boolean> {
    return this.verify(purpose, subject, code, true);
  }

  /** Like consume, but a right code stays valid (the caller revokes it once its work succeeded). */
  async check(purpose: OtpPurpose, subject: string, code: string): Promise<boolean> {
    return this.verify(purpose, subject, code, false);
  }

  private async verify(purpose: OtpPurpose, subject: string, code: string, consume: boolean): Promise<boolean> {
    if (!/^\d{6}$/.test(code ?? '')) return false;
    const key = this.key(purpose, subject);
    const stored = await this.redis.hget(key, 'h');
    if (!stored) return false;
    const ok = safeEqual(Buffer.from(stored, 'base64url'), mac(`otp:${purpose}`, `${subject}:${code}`));
    if (ok) {
      // single use: only the caller that deletes the key wins
      return consume ? (await this.redis.del(key)) === 1 : true;
    }
    const guesses = await this.redis.hincrby(key, 'guesses', 1);
    // the code may have expired between the two calls: never keep a counter without a code
    if (guesses >= OTP_MAX_GUESSES || !(await this.redis.hexists(key, 'h'))) await this.redis.del(key);
    return false;
  }

  async revoke(purpose: OtpPurpose, subject: string): Promise<void> {
    await this.redis.del(this.key(purpose, subject));
  }
}
