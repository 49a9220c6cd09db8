import { Global, Module } from '@nestjs/common';
import { RateLimitSettings } from './rate-limit-settings';

/**
 * Rate limits (docs/security.md): counters in the app's Redis connection (keys under REDIS_PREFIX),
 * limits from the SECURITY system settings. Routes opt in with @RateLimit(); global, so the guard
 * (instantiated in each module that uses it) finds RateLimitSettings everywhere.
 */
@Global()
@Module({ providers: [RateLimitSettings], exports: [RateLimitSettings] })
export class RateLimitModule {}
