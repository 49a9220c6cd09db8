import createClient, { type Middleware } from 'openapi-fetch';
import { HttpError } from 'react-admin';
import { MESSAGES } from '@clearline/shared/messages';
import { errorMessage, networkFailure, type FailureKind } from '../providers/httpClient';
import type { components, paths } from './schema';

/** The API's body types, generated from openapi.yaml: `Schema<'TenantDto'>`. */
export type Schema<K extends keyof components['schemas']> = components['schemas'][K];

function parse(text: string): { ok: true; json: unknown } | { ok: false } {
  try {
    return { ok: true, json: text ? JSON.parse(text) : undefined };
  } catch {
    return { ok: false };
  }
}

/**
 * Failed answers become the react-admin `HttpError`s `httpClient` throws (status, parsed body, the body's
 * `message`), so `checkError`, the retry policy and notifications treat both clients alike.
 */
const httpErrors: Middleware = {
  async onResponse({ response }) {
    const contentType = response.headers.get('Content-Type') ?? '';
    if (response.ok && !contentType.includes('json')) return undefined;
    const parsed = parse(await response.clone().text());
    if (!response.ok) {
      const body = parsed.ok ? parsed.json : undefined;
      throw new HttpError(errorMessage(body, response.statusText || MESSAGES.fetchError), response.status, body);
    }
    if (!parsed.ok) throw new HttpError(MESSAGES.fetchError, response.status, { kind: 'PARSING_ERROR' satisfies FailureKind });
    return undefined;
  },
};

/**
 * The typed API client: paths, parameters and bodies checked against openapi.yaml. It sends the session
 * cookie and the `X-Requested-With` header the server requires as CSRF proof, and throws `HttpError` on
 * any failure (a network failure has status 0 and kind FETCH_ERROR).
 */
export function createApiClient(baseUrl = '') {
  const client = createClient<paths>({
    baseUrl,
    credentials: 'include',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    fetch: async (request) => {
      try {
        return await fetch(request);
      } catch {
        throw networkFailure();
      }
    },
  });
  client.use(httpErrors);
  return client;
}

export const api = createApiClient();

/**
 * The body of a successful answer. Failures have already thrown, so a missing body only comes from an
 * answer without content.
 */
export function dataOf<T>(result: { data?: T }): T {
  return result.data as T;
}

/** The `range` query of a list route: rows `first` to `last`, both included, as `parseListQuery` reads it. */
export const listRange = (first: number, last: number) => ({ range: JSON.stringify([first, last]) });

/**
 * The options of a multipart request (uploads): `api.PUT(path, { params, ...multipart({ file }) })`. The
 * browser sets the Content-Type with its boundary.
 */
export function multipart(fields: Record<string, string | Blob | readonly Blob[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (part instanceof File) form.append(name, part, part.name);
      else form.append(name, part as string | Blob);
    }
  }
  return { body: fields as never, bodySerializer: () => form };
}
