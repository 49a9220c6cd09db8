import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RDD_MESSAGES, SETTINGS_MESSAGES } from '@clearline/shared';
import { httpClient } from '../../providers/httpClient';
import { withServerMessage } from './settingsApi';

/** A real HTTP server answering each path with the status and body the API would send. */
const answers: Record<string, { status: number; body?: string }> = {
  '/message': { status: 400, body: JSON.stringify({ statusCode: 400, error: 'Bad Request', message: 'Setting is required' }) },
  '/list': { status: 400, body: JSON.stringify({ statusCode: 400, error: 'Bad Request', message: ['a is wrong', 'b is wrong'] }) },
  '/no-message': { status: 500, body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error' }) },
  '/empty': { status: 502 },
};
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const a = answers[req.url ?? ''] ?? { status: 404 };
    res.writeHead(a.status, { 'Content-Type': 'application/json' });
    res.end(a.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The error httpClient throws for a PUT to `path`. */
async function failure(path: string): Promise<unknown> {
  try {
    await httpClient(`${origin}${path}`, { method: 'PUT', body: '[]' });
  } catch (error) {
    return error;
  }
  throw new Error(`${path} did not fail`);
}

describe('withServerMessage (spec 01 §8 failure toasts)', () => {
  it('puts the server message after "Failed to Save Settings."', async () => {
    expect(withServerMessage(SETTINGS_MESSAGES.saveFailed, await failure('/message'))).toBe('Failed to Save Settings. Setting is required');
  });

  it('joins a validation message list', async () => {
    expect(withServerMessage(SETTINGS_MESSAGES.saveFailed, await failure('/list'))).toBe('Failed to Save Settings. a is wrong; b is wrong');
  });

  it('is the failure text alone when the body has no message or there is no body', async () => {
    expect(withServerMessage(SETTINGS_MESSAGES.saveFailed, await failure('/no-message'))).toBe('Failed to Save Settings.');
    expect(withServerMessage(SETTINGS_MESSAGES.saveFailed, await failure('/empty'))).toBe('Failed to Save Settings.');
  });

  it('is the failure text alone when the server cannot be reached', async () => {
    const unreachable = await httpClient('http://127.0.0.1:1/x', { method: 'PUT' }).catch((e: unknown) => e);
    expect(withServerMessage(SETTINGS_MESSAGES.saveFailed, unreachable)).toBe('Failed to Save Settings.');
    expect(withServerMessage(SETTINGS_MESSAGES.saveFailed, null)).toBe('Failed to Save Settings.');
  });

  it('serves the required-document dialog the same way', async () => {
    expect(withServerMessage(RDD_MESSAGES.addFailed('CMMC'), await failure('/message'))).toBe(
      'Failed to add CMMC Required Document Default Setting is required',
    );
  });
});
