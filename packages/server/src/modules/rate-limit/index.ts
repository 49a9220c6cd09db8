/** What other modules and the app may use of this module; they import it only from here. */
export { RateLimit } from './rate-limit.guard';
export { RateLimitModule } from './rate-limit.module';
