import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { MESSAGES } from '@clearline/shared/messages';
import { createApiClient, dataOf, multipart } from './client';

const client = createApiClient('http://clearline.test');

function answer(status: number, body: string, contentType = 'application/json') {
  const fetchMock = vi.fn(async (_request: Request) => new Response(body, { status, headers: { 'Content-Type': contentType } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

afterEach(() => vi.unstubAllGlobals());

describe('typed API client', () => {
  it('sends the session cookie, the CSRF header and a JSON body, and returns the parsed answer', async () => {
    const fetchMock = answer(200, JSON.stringify({ id: 'a1' }));
    const data = dataOf(await client.POST('/api/v1/support-request', { body: { subject: 'S', message: 'M', category: 'OTHER' } as never }));
    expect(data).toEqual({ id: 'a1' });
    const request = fetchMock.mock.calls[0][0];
    expect(request.url).toBe('http://clearline.test/api/v1/support-request');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.text()).toBe('{"subject":"S","message":"M","category":"OTHER"}');
  });

  it('throws an HttpError carrying the status, the body and its message', async () => {
    answer(409, JSON.stringify({ statusCode: 409, error: 'Conflict', message: 'Already taken' }));
    const error = await failure(client.GET('/api/v1/users/me'));
    expect(error.status).toBe(409);
    expect(error.message).toBe('Already taken');
    expect(error.body).toMatchObject({ error: 'Conflict' });
  });

  it('throws FETCH_ERROR with status 0 when no answer arrives', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(client.GET('/api/v1/users/me'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(MESSAGES.fetchError);
    expect(error.body).toEqual({ kind: 'FETCH_ERROR' });
  });

  it('throws PARSING_ERROR when a successful answer is not JSON', async () => {
    answer(200, '<html>', 'application/json');
    const error = await failure(client.GET('/api/v1/users/me'));
    expect(error.body).toEqual({ kind: 'PARSING_ERROR' });
  });

  it('sends a multipart body with every file of a field and lets the browser set its Content-Type', async () => {
    const fetchMock = answer(201, '[]');
    const files = [new File(['a'], 'a.pdf'), new File(['bb'], 'b.pdf')];
    await client.POST('/api/v1/documents', multipart({ entityType: 'TENANT', entityId: 'e1', file: files }));
    const request = fetchMock.mock.calls[0][0];
    expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('entityType')).toBe('TENANT');
    expect(form.getAll('file').map((f) => (f as File).name)).toEqual(['a.pdf', 'b.pdf']);
  });
});
