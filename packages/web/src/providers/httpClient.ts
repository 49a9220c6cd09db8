import { HttpError } from 'react-admin';
import { MESSAGES } from '@clearline/shared/messages';

export const API_URL = '/api/v1';

/** How a failed call failed when no HTTP status is available (spec 01 §8). */
export type FailureKind = 'FETCH_ERROR' | 'PARSING_ERROR';

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

/**
 * fetch with the session cookie and the `X-Requested-With` header the server requires as CSRF
 * proof on unsafe methods. Returns the raw Response (for downloads and uploads).
 */
export async function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('X-Requested-With', 'XMLHttpRequest');
  try {
    return await fetch(url, { ...init, headers, credentials: 'include' });
  } catch {
    throw networkFailure();
  }
}

/** The error a request that never got an answer fails with (status 0). */
export const networkFailure = (): HttpError => new HttpError(MESSAGES.fetchError, 0, { kind: 'FETCH_ERROR' satisfies FailureKind });

/** The message a person can act on: the body's `message` field when present. */
export function errorMessage(body: unknown, fallback: string): string {
  const message = (body as { message?: unknown } | null)?.message;
  if (Array.isArray(message) && message.length > 0) return message.join('; ');
  if (typeof message === 'string' && message.trim()) return message;
  return fallback;
}

/**
 * JSON client in the shape ra-data-simple-rest expects. Errors are react-admin `HttpError`s with
 * `status` and the parsed body, so `checkError` and notifications can use them.
 */
export async function httpClient<T = unknown>(url: string, init: RequestInit = {}): Promise<HttpResponse<T>> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (typeof init.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const response = await apiFetch(url, { ...init, headers });
  const body = await response.text();
  let json: unknown;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    if (response.ok) {
      throw new HttpError(MESSAGES.fetchError, response.status, { kind: 'PARSING_ERROR' satisfies FailureKind });
    }
  }
  if (!response.ok) {
    throw new HttpError(errorMessage(json, response.statusText || MESSAGES.fetchError), response.status, json);
  }
  return { status: response.status, headers: response.headers, body, json: json as T };
}

/** GET `${API_URL}${path}` and return the parsed body. */
export async function apiGet<T>(path: string, init?: RequestInit): Promise<T> {
  return (await httpClient<T>(`${API_URL}${path}`, init)).json;
}

export const statusOf = (error: unknown): number | undefined =>
  typeof (error as { status?: unknown } | null)?.status === 'number' ? (error as { status: number }).status : undefined;
