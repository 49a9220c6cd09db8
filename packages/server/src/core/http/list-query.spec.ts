import { BadRequestException } from '@nestjs/common';
import { contentRange, likeTerm, Page, parseListQuery } from './list-query';

const opts = {
  sortable: ['lastName', 'createdAt'],
  defaultSort: { field: 'lastName', direction: 'ASC' as const },
  filterable: ['status', 'hireDate'],
};

describe('parseListQuery', () => {
  it('defaults to the first page of 10 with the default sort', () => {
    expect(parseListQuery({}, opts)).toEqual({
      offset: 0,
      limit: 10,
      sort: { field: 'lastName', direction: 'ASC' },
      q: undefined,
      filter: {},
    });
  });

  it("reads the spec's page, size and sort=field,direction", () => {
    const q = parseListQuery({ page: '2', size: '20', sort: 'createdAt,desc' }, opts);
    expect(q).toMatchObject({ offset: 40, limit: 20, sort: { field: 'createdAt', direction: 'DESC' } });
  });

  it('refuses a page or range past the end of any list with a 400, not an offset the database cannot take', () => {
    for (const query of [{ page: '99999999999999999999' }, { page: '9007199254740991', size: '10' }, { range: '[1e21,1e21]' }]) {
      expect(() => parseListQuery(query, opts)).toThrow('past the end of any list');
    }
    expect(parseListQuery({ page: '1000000', size: '10' }, opts)).toMatchObject({ offset: 10_000_000, limit: 10 });
  });

  it("reads react-admin's range, sort and filter with q and _gte/_lte", () => {
    const q = parseListQuery(
      { range: '[10,19]', sort: '["lastName","DESC"]', filter: '{"q":" smith ","status":"ACTIVE","hireDate_gte":"2020-01-01"}' },
      opts,
    );
    expect(q).toEqual({
      offset: 10,
      limit: 10,
      sort: { field: 'lastName', direction: 'DESC' },
      q: 'smith',
      filter: { status: 'ACTIVE', hireDate_gte: '2020-01-01' },
    });
  });

  it('takes plain query parameters as filters', () => {
    expect(parseListQuery({ status: 'ACTIVE' }, opts).filter).toEqual({ status: 'ACTIVE' });
  });

  it.each([
    [{ sort: 'ssn,asc' }, 'Cannot sort by "ssn"'],
    [{ sort: 'lastName,sideways' }, 'sort direction must be ASC or DESC'],
    [{ range: '[5,1]' }, 'range must be [from, to]'],
    [{ range: 'nope' }, 'range must be valid JSON'],
    [{ size: '-1' }, 'size must be a whole number'],
    [{ size: '5000' }, 'At most 1000 rows'],
    [{ filter: '{"ssn":"1"}' }, 'Cannot filter by "ssn"'],
    [{ filter: '[1]' }, 'filter must be a JSON object'],
  ])('refuses %j with a clear message', (query, message) => {
    expect(() => parseListQuery(query as Record<string, unknown>, opts)).toThrow(BadRequestException);
    expect(() => parseListQuery(query as Record<string, unknown>, opts)).toThrow(message);
  });
});

describe('contentRange and likeTerm', () => {
  it('describes the returned slice and the total', () => {
    expect(contentRange(new Page([1, 2, 3], 42, 10, 'personnel'))).toBe('personnel 10-12/42');
    expect(contentRange(new Page([], 0, 0, 'personnel'))).toBe('personnel */0');
  });
  it('escapes LIKE wildcards', () => {
    expect(likeTerm('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
