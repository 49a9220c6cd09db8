import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { retryDelay, shouldRetry } from './retry';

describe('retry policy', () => {
  it('does not retry 4xx answers', () => {
    expect(shouldRetry(0, new HttpError('no', 401))).toBe(false);
    expect(shouldRetry(0, new HttpError('no', 404))).toBe(false);
  });

  it('retries network and server failures up to 5 times', () => {
    expect(shouldRetry(0, new HttpError('down', 503))).toBe(true);
    expect(shouldRetry(4, new Error('network'))).toBe(true);
    expect(shouldRetry(5, new Error('network'))).toBe(false);
  });

  it('backs off exponentially from 300 ms with the exponent capped at 5', () => {
    const noJitter = () => 0;
    expect(retryDelay(0, noJitter)).toBe(300);
    expect(retryDelay(3, noJitter)).toBe(2400);
    expect(retryDelay(9, noJitter)).toBe(9600);
    expect(retryDelay(0, () => 0.999)).toBeLessThan(600);
  });
});
