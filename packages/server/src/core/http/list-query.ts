import { BadRequestException } from '@nestjs/common';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@clearline/shared';
import { assertCleanInput } from './input-limits';

/**
 * One parser for list requests. Accepts the specification's `page`, `size`, `sort=field,direction`
 * and react-admin's `range=[from,to]`, `sort=["field","ASC"]`, `filter={...}` (with `q` for the
 * quick filter and `_gte`/`_lte` suffixes).
 */
export interface ListQuery {
  offset: number;
  limit: number;
  sort?: { field: string; direction: 'ASC' | 'DESC' };
  q?: string;
  filter: Record<string, unknown>;
}

export interface ListQueryOptions {
  sortable: readonly string[];
  defaultSort?: { field: string; direction: 'ASC' | 'DESC' };
  filterable?: readonly string[];
  /** rows answered when the request names no page size (DEFAULT_PAGE_SIZE unless said otherwise) */
  defaultSize?: number;
}

function parseJson(name: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestException(`${name} must be valid JSON`);
  }
}

function direction(raw: unknown): 'ASC' | 'DESC' {
  const d = String(raw ?? 'ASC').toUpperCase();
  if (d !== 'ASC' && d !== 'DESC') throw new BadRequestException(`sort direction must be ASC or DESC, got "${String(raw)}"`);
  return d;
}

function nonNegInt(name: string, raw: unknown): number {
  const s = String(raw);
  if (!/^\d+$/.test(s)) throw new BadRequestException(`${name} must be a whole number, got "${s}"`);
  return Number(s);
}

export function parseListQuery(query: Record<string, unknown>, opts: ListQueryOptions): ListQuery {
  let offset: number;
  let limit: number;
  if (query.range !== undefined) {
    const r = parseJson('range', String(query.range));
    if (!Array.isArray(r) || r.length !== 2 || !r.every((n) => Number.isInteger(n) && n >= 0) || r[1] < r[0]) {
      throw new BadRequestException('range must be [from, to] with whole numbers, from ≤ to');
    }
    offset = r[0];
    limit = r[1] - r[0] + 1;
  } else {
    const size = query.size !== undefined ? nonNegInt('size', query.size) : (opts.defaultSize ?? DEFAULT_PAGE_SIZE);
    const page = query.page !== undefined ? nonNegInt('page', query.page) : 0;
    if (size < 1) throw new BadRequestException('size must be at least 1');
    limit = size;
    offset = page * size;
  }
  if (limit > MAX_PAGE_SIZE) throw new BadRequestException(`At most ${MAX_PAGE_SIZE} rows can be read at once`);
  // a page past any list there can be (9,007,199,254,740,991 rows): beyond it the arithmetic is no longer exact
  if (!Number.isSafeInteger(offset + limit))
    throw new BadRequestException('page (or range) is past the end of any list: ask for an earlier one');

  let sort = opts.defaultSort;
  if (query.sort !== undefined && query.sort !== '') {
    const raw = String(query.sort);
    let field: string;
    let dir: unknown;
    if (raw.startsWith('[')) {
      const s = parseJson('sort', raw);
      if (!Array.isArray(s) || typeof s[0] !== 'string') throw new BadRequestException('sort must be ["field","ASC|DESC"]');
      [field, dir] = s as [string, unknown];
    } else {
      [field, dir] = raw.split(',');
    }
    if (!opts.sortable.includes(field)) {
      throw new BadRequestException(`Cannot sort by "${field}". Sortable fields: ${opts.sortable.join(', ')}`);
    }
    sort = { field, direction: direction(dir) };
  }

  let filter: Record<string, unknown> = {};
  if (query.filter !== undefined && query.filter !== '') {
    const f = parseJson('filter', String(query.filter));
    if (typeof f !== 'object' || f === null || Array.isArray(f)) throw new BadRequestException('filter must be a JSON object');
    // JSON escapes (\u0000) pass the request's own NUL check
    assertCleanInput(f, 'filter');
    filter = { ...(f as Record<string, unknown>) };
  }
  // plain query parameters act as filters too (e.g. ?status=ACTIVE)
  for (const key of opts.filterable ?? []) {
    if (query[key] !== undefined && filter[key] === undefined) filter[key] = query[key];
  }
  const qRaw = filter.q ?? query.q;
  delete filter.q;
  const allowed = new Set(opts.filterable ?? []);
  for (const key of Object.keys(filter)) {
    const base = key.replace(/_(gte|lte)$/, '');
    if (key !== 'id' && !allowed.has(base)) {
      throw new BadRequestException(`Cannot filter by "${key}". Filters: ${['q', 'id', ...allowed].join(', ')}`);
    }
  }
  const q = typeof qRaw === 'string' && qRaw.trim() !== '' ? qRaw.trim() : undefined;
  return { offset, limit, sort, q, filter };
}

/** A page of a list; the list interceptor turns it into an array with Content-Range and X-Total-Count. */
export class Page<T> {
  constructor(
    readonly items: T[],
    readonly total: number,
    readonly offset: number,
    readonly resource = 'items',
  ) {}
}

export function contentRange(page: Page<unknown>): string {
  const end = page.items.length ? page.offset + page.items.length - 1 : page.offset;
  return page.items.length ? `${page.resource} ${page.offset}-${end}/${page.total}` : `${page.resource} */${page.total}`;
}

/** Escapes LIKE wildcards for a quick-filter term. */
export const likeTerm = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
