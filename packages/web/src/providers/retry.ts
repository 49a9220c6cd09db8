import { statusOf } from './httpClient';

/** Spec 01 §9: up to 5 attempts, exponential back-off from 300 ms, exponent capped at 5, jitter. */
export const MAX_RETRIES = 5;
export const RETRY_BASE_MS = 300;

/** A 4xx answer will not change by asking again; network and 5xx failures are retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const backoff = RETRY_BASE_MS * 2 ** Math.min(attempt, 5);
  return backoff + Math.floor(random() * RETRY_BASE_MS);
}

/** react-query options applying the policy, for queries this app owns. */
export const retryOptions = { retry: shouldRetry, retryDelay: (attempt: number) => retryDelay(attempt) };
