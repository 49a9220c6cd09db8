import { BadRequestException } from '@nestjs/common';
import { isIsoDay } from '@clearline/shared';
import { parseListQuery } from '../list-query';
import type { ListDefinition, ListFilterDefinition } from './list-definition';
import { isUuid } from '../../database/tenant-db';

/** One checked filter condition; `value` is typed (string, boolean, number) or a list for `in`. */
export interface ListCondition {
  name: string;
  filter: ListFilterDefinition;
  op: 'eq' | 'in' | 'gte' | 'lte';
  value: unknown;
}

/** A list request checked against its definition. */
export interface ParsedList {
  offset: number;
  limit: number;
  /** `column` is the first of the field's `columns` */
  sort: { field: string; direction: 'ASC' | 'DESC'; column: string; columns: readonly string[] };
  /** the trimmed quick-filter term */
  q?: string;
  /** the ids of react-admin's getMany (`filter={"id":[…]}`) */
  ids?: string[];
  conditions: ListCondition[];
  /** the checked filter values by name (`name_gte`/`name_lte` for bounds): a value, or a list when several were given */
  values: Record<string, unknown>;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

const columnsOf = (def: ListDefinition, field: string): readonly string[] => ([] as string[]).concat(def.sortable[field]);

const blank = (v: unknown): boolean => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Filter types that take `_gte`/`_lte` bounds. */
const RANGED = new Set(['dateRange', 'number', 'date']);
/** Filter types that take several values (`column = ANY(…)`). */
const MULTI = new Set(['uuid', 'enum', 'string']);

function scalar(name: string, f: ListFilterDefinition, raw: unknown): unknown {
  if (raw !== null && typeof raw === 'object') throw new BadRequestException(`${name} must be a single value`);
  const s = String(raw);
  switch (f.type) {
    case 'uuid':
      if (!isUuid(s)) throw new BadRequestException(`${name} is not valid`);
      return s.toLowerCase();
    case 'enum':
      if (!f.values!.includes(s)) throw new BadRequestException(`${name} must be one of ${f.values!.join(', ')}`);
      return s;
    case 'string':
      if (s.length > 200) throw new BadRequestException(`${name} must be at most 200 characters`);
      return s;
    case 'boolean':
      if (raw === true || s === 'true') return true;
      if (raw === false || s === 'false') return false;
      throw new BadRequestException(`${name} must be true or false`);
    case 'number': {
      const n = typeof raw === 'number' ? raw : /^-?\d+(\.\d+)?$/.test(s.trim()) ? Number(s) : NaN;
      if (!Number.isFinite(n)) throw new BadRequestException(`${name} must be a number`);
      return n;
    }
    case 'date':
    case 'dateRange': {
      if (!isIsoDay(s) && !(DATE_TIME.test(s) && !Number.isNaN(new Date(s).getTime()))) {
        throw new BadRequestException(`${name} must be a date (YYYY-MM-DD) or a date-time with a zone`);
      }
      return s;
    }
  }
}

/**
 * Checks a list request (page/size/sort=field,dir or react-admin's range/sort/filter JSON; filters as
 * plain query parameters or inside `filter`) against the list's definition. Every refusal is a 400 that
 * names what is accepted.
 */
export function parseList(def: ListDefinition, query: Record<string, unknown>): ParsedList {
  const names = Object.keys(def.filters);
  const plain: Record<string, unknown> = { ...query };
  // bounds given as plain query parameters (e.g. ?hireDate_gte=…) count as filters too
  const filterable = [...names];
  for (const n of names) if (RANGED.has(def.filters[n].type)) filterable.push(`${n}_gte`, `${n}_lte`);
  const lq = parseListQuery(plain, {
    sortable: Object.keys(def.sortable),
    defaultSort: def.defaultSort,
    filterable,
    defaultSize: def.defaultSize,
  });
  if (lq.q !== undefined && !def.quickFilter?.length && !def.quickFilterCondition) {
    throw new BadRequestException(`This list has no quick filter q. Filters: ${['id', ...names].join(', ') || 'none'}`);
  }
  if (lq.q !== undefined && lq.q.length > 200) throw new BadRequestException('q must be at most 200 characters');
  const sort = lq.sort!;
  const out: ParsedList = {
    offset: lq.offset,
    limit: lq.limit,
    sort: { ...sort, column: columnsOf(def, sort.field)[0], columns: columnsOf(def, sort.field) },
    q: lq.q,
    conditions: [],
    values: {},
  };
  for (const [key, raw] of Object.entries(lq.filter)) {
    if (blank(raw)) continue;
    if (key === 'id') {
      const ids = ([] as unknown[]).concat(raw).map((v) => scalar('id', { type: 'uuid' }, v) as string);
      out.ids = ids;
      continue;
    }
    const bound = /_(gte|lte)$/.exec(key);
    const name = bound && !(key in def.filters) ? key.slice(0, -4) : key;
    const f = def.filters[name];
    if (bound && name !== key) {
      if (!RANGED.has(f.type)) throw new BadRequestException(`Cannot filter by "${key}": ${name} takes no bounds`);
      const value = scalar(key, f, raw);
      out.values[key] = value;
      out.conditions.push({ name, filter: f, op: bound[1] as 'gte' | 'lte', value });
      continue;
    }
    if (Array.isArray(raw)) {
      if (!MULTI.has(f.type) || f.single) throw new BadRequestException(`${name} must be a single value`);
      const list = raw.map((v) => scalar(name, f, v));
      out.values[name] = list;
      out.conditions.push({ name, filter: f, op: 'in', value: list });
    } else {
      const value = scalar(name, f, raw);
      out.values[name] = value;
      out.conditions.push({ name, filter: f, op: 'eq', value });
    }
  }
  for (const [name, f] of Object.entries(def.filters)) {
    if (f.required && out.values[name] === undefined) throw new BadRequestException(`${name} is required`);
  }
  return out;
}
