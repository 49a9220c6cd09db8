import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { likeTerm, Page } from '../list-query';
import type { ListDefinition } from './list-definition';
import type { ListCondition, ParsedList } from './parse-list';

/** The SQL pieces of a list request: bound parameters only, never a value spliced into the text. */
export interface ListSql {
  /** the conditions joined with AND ('' when there is none) */
  where: string;
  /** `WHERE …` or '' */
  whereClause: string;
  /** the parameters of `where`, to be followed by any of the caller's own */
  params: unknown[];
  /** `column direction, id ASC`: the requested order with the row id as tie-breaker */
  orderBy: string;
  /** `OFFSET $n LIMIT $m`, numbered after `params` */
  page: string;
  /** `params` followed by the offset and the limit */
  pageParams: unknown[];
}

function conditionSql(c: ListCondition, p: string): string {
  const f = c.filter;
  // a condition compares with its placeholder (`… = p`): several values read as `… = ANY(p)`
  if (f.condition) return `(${f.condition(c.op === 'in' ? `ANY(${p})` : p)})`;
  const col = f.column!;
  switch (c.op) {
    case 'in':
      return `${col} = ANY(${p})`;
    case 'gte':
      return `${col} >= ${p}`;
    case 'lte':
      return `${col} <= ${p}`;
    default:
      return `${col} = ${p}`;
  }
}

/**
 * Builds the WHERE, ORDER BY and OFFSET/LIMIT of a raw-SQL list. `params` are the caller's parameters
 * that come first (e.g. a path id used in its own condition); the list's are numbered after them.
 */
export function listSql(def: ListDefinition, list: ParsedList, params: unknown[] = []): ListSql {
  const values = [...params];
  const parts: string[] = [];
  const bind = (v: unknown): string => {
    values.push(v);
    return `$${values.length}`;
  };
  if (list.q !== undefined) {
    const p = bind(likeTerm(list.q));
    parts.push(
      def.quickFilterCondition ? `(${def.quickFilterCondition(p)})` : `(${def.quickFilter!.map((c) => `${c} ILIKE ${p}`).join(' OR ')})`,
    );
  }
  if (list.ids) parts.push(`${def.id} = ANY(${bind(list.ids)}::uuid[])`);
  for (const c of list.conditions) parts.push(conditionSql(c, bind(c.value)));
  const where = parts.join(' AND ');
  const offsetP = `$${values.length + 1}`;
  const limitP = `$${values.length + 2}`;
  return {
    where,
    whereClause: where ? `WHERE ${where}` : '',
    params: values,
    orderBy: orderBy(def, list),
    page: `OFFSET ${offsetP} LIMIT ${limitP}`,
    pageParams: [...values, list.offset, list.limit],
  };
}

/** ORDER BY text: the requested column and direction, then the row id. */
export function orderBy(def: ListDefinition, list: ParsedList): string {
  const { columns, direction } = list.sort;
  const nulls = def.nullsLast ? ' NULLS LAST' : '';
  const order = columns.map((c) => `${c} ${direction}${nulls}`);
  return columns.includes(def.id) ? order.join(', ') : [...order, `${def.id} ASC`].join(', ');
}

/**
 * Applies a list request to a TypeORM query builder: conditions with named parameters, the order with
 * the id as tie-breaker, and the page. Columns of the definition are the builder's (`alias.property`).
 */
export function applyList<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  def: ListDefinition,
  list: ParsedList,
): SelectQueryBuilder<T> {
  const sql = listSql(def, list);
  if (sql.where) {
    // $n → :lN named parameters of the builder
    const named: Record<string, unknown> = {};
    sql.params.forEach((v, i) => (named[`l${i + 1}`] = v));
    qb.andWhere(
      sql.where.replace(/\$(\d+)(::uuid\[\])?/g, (_m, n: string, c: string | undefined) => (c ? `CAST(:l${n} AS uuid[])` : `:l${n}`)),
      named,
    );
  }
  const nulls = def.nullsLast ? 'NULLS LAST' : undefined;
  list.sort.columns.forEach((c, i) => (i ? qb.addOrderBy(c, list.sort.direction, nulls) : qb.orderBy(c, list.sort.direction, nulls)));
  if (!list.sort.columns.includes(def.id)) qb.addOrderBy(def.id, 'ASC');
  // with joins TypeORM pages entities (skip/take); on one table plain OFFSET/LIMIT keeps expression orders
  return qb.expressionMap.joinAttributes.length ? qb.skip(list.offset).take(list.limit) : qb.offset(list.offset).limit(list.limit);
}

/** Runs a query-builder list and answers its page. */
export async function pageOf<T extends ObjectLiteral, V>(
  qb: SelectQueryBuilder<T>,
  def: ListDefinition,
  list: ParsedList,
  toView: (rows: T[]) => V[] | Promise<V[]>,
): Promise<Page<V>> {
  const [rows, total] = await applyList(qb, def, list).getManyAndCount();
  return new Page(await toView(rows), total, list.offset, def.resource);
}

/** What a raw-SQL list reads (see pageOfSql). */
export interface SqlListSource {
  /** the FROM text: a table or a sub-select with its alias, joins included */
  from: string;
  /** the columns of a row of the page, e.g. `v.id` or `x.*` */
  select: string;
  /** conditions of the caller's own, ANDed before the list's */
  where?: string;
  /** parameters of `from` and `where` ($1 …); the list's are numbered after them */
  params?: unknown[];
  /** a WITH clause both statements start with */
  with?: string;
}

/**
 * Runs a raw-SQL list: the count of the rows `source` holds under the list's conditions, then the requested page of
 * them in order, answered as a Page of `toView(rows)` (which keeps their order).
 */
export async function pageOfSql<R, V>(
  em: EntityManager,
  def: ListDefinition,
  list: ParsedList,
  source: SqlListSource,
  toView: (rows: R[]) => V[] | Promise<V[]>,
): Promise<Page<V>> {
  const sql = listSql(def, list, source.params);
  const conditions = [source.where, sql.where].filter(Boolean).join(' AND ');
  const where = conditions ? ` WHERE ${conditions}` : '';
  const head = source.with ? `${source.with} ` : '';
  const [{ total }] = await em.query<Array<{ total: number }>>(
    `${head}SELECT count(*)::int AS total FROM ${source.from}${where}`,
    sql.params,
  );
  const rows = await em.query<R[]>(
    `${head}SELECT ${source.select} FROM ${source.from}${where} ORDER BY ${sql.orderBy} ${sql.page}`,
    sql.pageParams,
  );
  return new Page(await toView(rows), total, list.offset, def.resource);
}

const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base' });
};

/** A sortable column of an in-memory list: the order the rows were given in (a catalogue's display order). */
export const GIVEN_ORDER = '(given order)';

/**
 * The same list request over rows the server holds in memory (catalogues and short lists it has already
 * read in a fixed order): columns of the definition are item properties (or GIVEN_ORDER); the quick filter
 * matches them (contains, any case); rows that sort equal keep the order they were given in.
 */
export function pageInMemory<T extends object>(def: ListDefinition, list: ParsedList, rows: readonly T[]): Page<T> {
  const position = new Map(rows.map((row, i) => [row, i]));
  const get = (row: T, key: string): unknown =>
    key === GIVEN_ORDER
      ? position.get(row)
      : key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], row);
  let out = rows.filter((row) => {
    if (list.q !== undefined) {
      const term = list.q.toLowerCase();
      if (
        !(def.quickFilter ?? []).some((k) =>
          String(get(row, k) ?? '')
            .toLowerCase()
            .includes(term),
        )
      )
        return false;
    }
    if (list.ids && !list.ids.includes(String(get(row, def.id)).toLowerCase())) return false;
    return list.conditions.every((c) => {
      const v = get(row, c.filter.column!);
      const norm = (x: unknown) => (typeof x === 'string' && c.filter.type === 'uuid' ? x.toLowerCase() : x);
      switch (c.op) {
        case 'in':
          return (c.value as unknown[]).includes(norm(v));
        case 'gte':
          return v !== null && v !== undefined && compare(v, c.value) >= 0;
        case 'lte':
          return v !== null && v !== undefined && compare(v, c.value) <= 0;
        default:
          return norm(v) === c.value;
      }
    });
  });
  const sign = list.sort.direction === 'ASC' ? 1 : -1;
  const byColumns = (a: T, b: T) => list.sort.columns.reduce((r, c) => r || compare(get(a, c), get(b, c)), 0);
  // a stable sort: equal rows keep the order the caller gave them in (its own deterministic order)
  out = [...out].sort((a, b) => sign * byColumns(a, b));
  return new Page(out.slice(list.offset, list.offset + list.limit), out.length, list.offset, def.resource);
}
