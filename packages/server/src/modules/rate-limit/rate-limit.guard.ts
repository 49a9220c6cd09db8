import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import { tooManyAttemptsMessage } from '@clearline/shared';
import { REDIS } from '../../core/queue/queue.service';
import { RateLimitSettings } from './rate-limit-settings';
import {
  clientAddress,
  policyOf,
  RATE_LIMIT_KEY,
  RATE_LIMIT_POLICIES,
  RATE_LIMIT_WINDOW_MS,
  type RateLimitPolicy,
  rateLimitKey,
  usernameOf,
} from './rate-limit.policies';

/**
 * One counter, atomically: count the hit in a fixed window (expiring RATE_LIMIT_WINDOW_MS after its
 * first hit); a hit past the limit blocks the counter for one window. Answers the milliseconds the
 * counter stays blocked (0: allowed). Hits while blocked keep counting, so hammering keeps it blocked.
 */
const HIT = `
local hits = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then return blocked end
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[1])
  return tonumber(ARGV[1])
end
return 0`;

/**
 * Counts the requests of routes that declare a policy (@RateLimit) in Redis, so the limits hold across
 * every API process: per client address and, for sign-in and password reset, per submitted username.
 * Past a limit it answers 429 with Retry-After (seconds) and "Too many attempts. Try again in N
 * seconds." Only routes with @RateLimit() run it: every other route costs nothing.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger('RateLimit');

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly limits: RateLimitSettings,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = policyOf(context);
    if (!name) return true;
    const policy = RATE_LIMIT_POLICIES[name];
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const counters: Array<{ by: 'ip' | 'username'; tracker: string; setting: string }> = [
      { by: 'ip', tracker: clientAddress(req.ip), setting: policy.perIp },
    ];
    const username = policy.perUsername ? usernameOf(req) : undefined;
    if (policy.perUsername && username) counters.push({ by: 'username', tracker: username, setting: policy.perUsername });
    for (const { by, tracker, setting } of counters) {
      const limit = await this.limits.perMinute(setting);
      const key = rateLimitKey(name, by, tracker);
      const blockedMs = Number(await this.redis.eval(HIT, 2, `${key}:hits`, `${key}:blocked`, String(RATE_LIMIT_WINDOW_MS), String(limit)));
      if (blockedMs > 0) this.refuse(context, name, by, limit, blockedMs);
    }
    return true;
  }

  private refuse(context: ExecutionContext, policy: RateLimitPolicy, by: string, limit: number, blockedMs: number): never {
    const seconds = Math.max(1, Math.ceil(blockedMs / 1000));
    void context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(seconds));
    this.logger.warn(`Rate limit ${policy} per ${by} reached (${limit} a minute); refused for ${seconds} s`);
    throw new HttpException(tooManyAttemptsMessage(seconds), HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Limits the route by `policy` (RATE_LIMIT_POLICIES). Runs after the global access guard, so a
 * refused caller is not counted.
 */
export const RateLimit = (policy: RateLimitPolicy): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_KEY, policy),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({
      description: `Rate limit (${policy}) reached: "Too many attempts. Try again in N seconds."`,
      headers: { 'Retry-After': { description: 'seconds to wait before trying again', schema: { type: 'integer' } } },
    }),
  );
