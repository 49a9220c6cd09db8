import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import { config } from '../../../core/config/config';
import { REDIS } from '../../../core/queue/queue.service';
import { DEVICE_COOKIE, readCookie, setCookie } from '../sessions/cookies';
import { randomId, signToken, verifyToken } from '../../../core/security/tokens';

const DAY = 24 * 3600 * 1000;

/**
 * "Remember this device": after a sign-in with a correct one-time code, the browser gets a signed
 * cookie naming the user and a random device id, valid for REMEMBER_DEVICE_DAYS. It skips the code
 * only while its id is also listed in Redis, so it is revocable (password change, lock, disable,
 * delete, or the user's "forget my devices").
 */
@Injectable()
export class DeviceService {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  private key(userId: string): string {
    return `${config().redisPrefix}:devices:${userId}`;
  }

  async remember(res: FastifyReply, userId: string, days: number): Promise<void> {
    if (days <= 0) return;
    const deviceId = randomId(16);
    const ttl = days * DAY;
    const until = Date.now() + ttl;
    await this.redis
      .multi()
      .zadd(this.key(userId), until, deviceId)
      .zremrangebyscore(this.key(userId), 0, Date.now())
      .pexpire(this.key(userId), ttl)
      .exec();
    setCookie(res, DEVICE_COOKIE(), signToken('device', { u: userId, d: deviceId }, ttl), ttl);
  }

  async isRemembered(req: FastifyRequest, userId: string): Promise<boolean> {
    const token = readCookie(req, DEVICE_COOKIE());
    if (!token) return false;
    const p = verifyToken<{ u: string; d: string }>('device', token);
    if (!p || p.u !== userId) return false;
    const until = await this.redis.zscore(this.key(userId), p.d);
    return until !== null && Number(until) > Date.now();
  }

  async revokeAll(userId: string): Promise<void> {
    await this.redis.del(this.key(userId));
  }
}
