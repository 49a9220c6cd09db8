import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { API_URL, httpClient } from './httpClient';

const apiPaths = new Map<string, string>();

/** Maps a react-admin resource name to its path under /api/v1 (default: the name itself). */
export function registerApiPath(resource: string, path: string): void {
  apiPaths.set(resource, path.replace(/^\/|\/$/g, ''));
}

export const apiPathOf = (resource: string): string => apiPaths.get(resource) ?? resource;

const listPaths = new Map<string, string>();

/** Maps a resource whose list lives apart from its records (e.g. an administrators' list) to that list's path. */
export function registerListPath(resource: string, path: string): void {
  listPaths.set(resource, path.replace(/^\/|\/$/g, ''));
}

const LIST_METHODS = new Set<string>(['getList', 'getManyReference']);

const base = simpleRestProvider(API_URL, httpClient, 'Content-Range');

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/** ra-data-simple-rest over /api/v1, with resource names translated through the path map. */
export const dataProvider = Object.fromEntries(
  METHODS.map((method) => [
    method,
    (resource: string, params: unknown) =>
      (base[method] as (r: string, p: unknown) => Promise<unknown>)(
        (LIST_METHODS.has(method) && listPaths.get(resource)) || apiPathOf(resource),
        params,
      ),
  ]),
) as unknown as DataProvider;
