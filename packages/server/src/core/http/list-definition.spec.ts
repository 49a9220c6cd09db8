import { BadRequestException } from '@nestjs/common';
import { MAX_PAGE_SIZE } from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import { defineList, listQueryParameters, listSql, pageInMemory, pageOfSql, parseList } from './list';

const people = defineList({
  resource: 'people',
  sortable: { lastName: 'p.last_name', hireDate: 'p.hire_date' },
  defaultSort: { field: 'lastName', direction: 'ASC' },
  id: 'p.id',
  quickFilter: ['p.last_name', 'p.email'],
  filters: {
    status: { type: 'enum', column: 'p.status', values: ['ACTIVE', 'INACTIVE'] },
    facilityId: { type: 'uuid', column: 'p.facility_id' },
    enabled: { type: 'boolean', column: 'p.enabled' },
    hireDate: { type: 'dateRange', column: 'p.hire_date' },
    age: { type: 'number', column: 'p.age' },
    system: { type: 'boolean', condition: (p) => `(p.tenant_id IS NULL) = ${p}` },
  },
});
const FAC = '7d0a3f52-3c1e-4c2b-9a57-1f0a5c1d9e01';

describe('parseList', () => {
  it('reads page/size/sort=field,dir and plain filters with their types', () => {
    const l = parseList(people, { page: '1', size: '20', sort: 'hireDate,desc', status: 'ACTIVE', enabled: 'false', facilityId: FAC });
    expect(l).toMatchObject({ offset: 20, limit: 20, sort: { field: 'hireDate', direction: 'DESC', column: 'p.hire_date' } });
    expect(l.values).toEqual({ status: 'ACTIVE', enabled: false, facilityId: FAC });
  });

  it("reads react-admin's range, sort and filter JSON with q, id and bounds", () => {
    const l = parseList(people, {
      range: '[10,19]',
      sort: '["lastName","DESC"]',
      filter: JSON.stringify({ q: ' smi ', id: [FAC], status: ['ACTIVE', 'INACTIVE'], hireDate_gte: '2020-01-01', age_lte: 40 }),
    });
    expect(l).toMatchObject({ offset: 10, limit: 10, q: 'smi', ids: [FAC] });
    expect(l.values).toEqual({ status: ['ACTIVE', 'INACTIVE'], hireDate_gte: '2020-01-01', age_lte: 40 });
  });

  it('answers the default size of the list, bounded by MAX_PAGE_SIZE', () => {
    expect(parseList(people, {}).limit).toBe(10);
    const all = defineList({
      resource: 'roles',
      sortable: { name: 'r.name' },
      defaultSort: { field: 'name', direction: 'ASC' },
      defaultSize: MAX_PAGE_SIZE,
    });
    expect(parseList(all, {}).limit).toBe(MAX_PAGE_SIZE);
    expect(() => defineList({ ...all, defaultSize: MAX_PAGE_SIZE + 1 })).toThrow('out of bounds');
  });

  it.each([
    [{ sort: 'ssn,asc' }, 'Cannot sort by "ssn". Sortable fields: lastName, hireDate'],
    [{ sort: 'lastName,sideways' }, 'sort direction must be ASC or DESC'],
    [{ range: '[5,1]' }, 'range must be [from, to]'],
    [{ size: '5000' }, `At most ${MAX_PAGE_SIZE} rows`],
    [{ page: 'x' }, 'page must be a whole number'],
    [{ filter: '{"ssn":"1"}' }, 'Cannot filter by "ssn"'],
    [{ status: 'GONE' }, 'status must be one of ACTIVE, INACTIVE'],
    [{ facilityId: 'nope' }, 'facilityId is not valid'],
    [{ filter: '{"id":["nope"]}' }, 'id is not valid'],
    [{ enabled: 'yes' }, 'enabled must be true or false'],
    [{ filter: '{"enabled":[true]}' }, 'enabled must be a single value'],
    [{ hireDate_gte: '2020-02-30' }, 'hireDate_gte must be a date'],
    [{ filter: '{"age_gte":"old"}' }, 'age_gte must be a number'],
    [{ filter: '{"status_gte":"ACTIVE"}' }, 'status takes no bounds'],
    [{ filter: '{"status":{"a":1}}' }, 'status must be a single value'],
  ])('refuses %j with a clear message', (query, message) => {
    expect(() => parseList(people, query as Record<string, unknown>)).toThrow(BadRequestException);
    expect(() => parseList(people, query as Record<string, unknown>)).toThrow(message);
  });

  it('refuses q on a list without a quick filter, and a missing required filter', () => {
    const d = defineList({
      resource: 'notes',
      sortable: { createdAt: 'n.created_at' },
      defaultSort: { field: 'createdAt', direction: 'DESC' },
      filters: { sectionName: { type: 'string', column: 'n.section_name', required: true } },
    });
    expect(() => parseList(d, { q: 'x', sectionName: 'A' })).toThrow('This list has no quick filter q');
    expect(() => parseList(d, {})).toThrow('sectionName is required');
  });
});

describe('listSql', () => {
  it('binds every value and orders by the requested column then the id', () => {
    const l = parseList(people, {
      sort: 'hireDate,desc',
      filter: JSON.stringify({ q: "o'50%", status: ['ACTIVE'], system: true, hireDate_gte: '2020-01-01', enabled: false }),
      page: '2',
      size: '5',
    });
    const sql = listSql(people, l, ['tenant']);
    expect(sql.where).toBe(
      '(p.last_name ILIKE $2 OR p.email ILIKE $2) AND p.status = ANY($3) AND ((p.tenant_id IS NULL) = $4) AND p.hire_date >= $5 AND p.enabled = $6',
    );
    expect(sql.params).toEqual(['tenant', "%o'50\\%%", ['ACTIVE'], true, '2020-01-01', false]);
    expect(sql.orderBy).toBe('p.hire_date DESC, p.id ASC');
    expect(sql.page).toBe('OFFSET $7 LIMIT $8');
    expect(sql.pageParams.slice(-2)).toEqual([10, 5]);
    expect(listSql(people, parseList(people, {})).whereClause).toBe('');
  });
});

describe('pageInMemory', () => {
  const rows = [
    { id: '3', lastName: 'b', status: 'ACTIVE' },
    { id: '1', lastName: 'a', status: 'INACTIVE' },
    { id: '2', lastName: 'b', status: 'ACTIVE' },
  ];
  const d = defineList({
    resource: 'rows',
    sortable: { lastName: 'lastName' },
    defaultSort: { field: 'lastName', direction: 'ASC' },
    quickFilter: ['lastName'],
    filters: { status: { type: 'enum', column: 'status', values: ['ACTIVE', 'INACTIVE'] } },
  });
  it('filters, sorts (equal rows keep their order) and pages', () => {
    expect(pageInMemory(d, parseList(d, {}), rows).items.map((r) => r.id)).toEqual(['1', '3', '2']);
    const p = pageInMemory(d, parseList(d, { status: 'ACTIVE', sort: 'lastName,desc', size: '1', page: '1' }), rows);
    expect(p.items.map((r) => r.id)).toEqual(['2']);
    expect(p.total).toBe(2);
  });
});

describe('listQueryParameters', () => {
  it('documents paging, sorting, the filter JSON, q and each typed filter', () => {
    const ps = listQueryParameters(people);
    expect(ps.map((p) => p.name)).toEqual([
      'page',
      'size',
      'sort',
      'range',
      'filter',
      'q',
      'status',
      'facilityId',
      'enabled',
      'hireDate_gte',
      'hireDate_lte',
      'age_gte',
      'age_lte',
      'age',
      'system',
    ]);
    expect(ps.find((p) => p.name === 'size')!.schema).toMatchObject({ default: 10, maximum: MAX_PAGE_SIZE });
    expect(ps.find((p) => p.name === 'sort')!.description).toContain('Sortable fields: lastName, hireDate');
    expect(ps.find((p) => p.name === 'status')!.schema).toEqual({ type: 'string', enum: ['ACTIVE', 'INACTIVE'] });
  });
});

describe('pageOfSql', () => {
  /** An EntityManager that records the statements it is sent and answers the count, then the rows. */
  function recording(total: number, rows: unknown[]) {
    const sent: Array<{ text: string; values: unknown[] }> = [];
    const answers = [[{ total }], rows];
    const em = {
      query: async (text: string, values: unknown[]) => (sent.push({ text, values }), answers.shift()),
    } as unknown as EntityManager;
    return { em, sent };
  }

  it("counts and reads the page under its own conditions first, then the list's, with their parameters in that order", async () => {
    const { em, sent } = recording(12, [{ id: 'a' }, { id: 'b' }]);
    const list = parseList(people, { status: 'ACTIVE', range: '[10,11]' });
    const page = await pageOfSql(
      em,
      people,
      list,
      { select: 'p.id', from: 'person p', where: 'p.team = $1', params: ['t1'] },
      (rows: Array<{ id: string }>) => rows.map((r) => r.id.toUpperCase()),
    );
    expect(sent[0]).toEqual({
      text: 'SELECT count(*)::int AS total FROM person p WHERE p.team = $1 AND p.status = $2',
      values: ['t1', 'ACTIVE'],
    });
    expect(sent[1]).toEqual({
      text: 'SELECT p.id FROM person p WHERE p.team = $1 AND p.status = $2 ORDER BY p.last_name ASC, p.id ASC OFFSET $3 LIMIT $4',
      values: ['t1', 'ACTIVE', 10, 2],
    });
    expect(page).toMatchObject({ items: ['A', 'B'], total: 12, offset: 10, resource: 'people' });
  });

  it('starts both statements with a WITH clause and leaves out an empty WHERE', async () => {
    const { em, sent } = recording(0, []);
    await pageOfSql(
      em,
      people,
      parseList(people, {}),
      { with: 'WITH m AS (SELECT 1)', select: 'm.*', from: 'm' },
      (rows: unknown[]) => rows,
    );
    expect(sent.map((s) => s.text)).toEqual([
      'WITH m AS (SELECT 1) SELECT count(*)::int AS total FROM m',
      'WITH m AS (SELECT 1) SELECT m.* FROM m ORDER BY p.last_name ASC, p.id ASC OFFSET $1 LIMIT $2',
    ]);
  });
});
