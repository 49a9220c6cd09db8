import { detailsRows, personnelCountSql, personnelListSql, personnelWhere } from './personnel-list.sql';

describe('personnel list SQL', () => {
  it('uses the per-tenant counter without a filter and counts rows with one', () => {
    expect(personnelCountSql({}).text).toContain('FROM personnel_count');
    const c = personnelCountSql({ q: 'smith' });
    expect(c.text).toBe('SELECT count(*)::int AS total FROM personnel_search($1)');
    expect(c.values).toEqual(['%smith%']);
    const c2 = personnelCountSql({ q: 'smith', status: 'ACTIVE' });
    expect(c2.text).toBe('SELECT count(*)::int AS total FROM personnel p WHERE p.id IN (SELECT personnel_search($1)) AND p.status = $2');
  });

  it('lower-cases and escapes the quick filter', () => {
    expect(personnelWhere({ q: 'O_Neil 100%' }).values).toEqual(['%o\\_neil 100\\%%']);
  });

  it('answers page and total in one statement, numbering parameters in order', () => {
    const s = personnelListSql({
      shape: 'details',
      filter: { status: ['ACTIVE', 'SUSPENDED'], facilityId: 'f', userAssigned: false },
      sort: { field: 'lastName', direction: 'DESC' },
      offset: 20,
      limit: 10,
    });
    expect(s.text).toContain('p.status = ANY($1::text[])');
    expect(s.text).toContain('pf.facility_id = $2::uuid');
    expect(s.text).toContain('p.user_id IS NULL');
    expect(s.text).toContain('ORDER BY p.last_name DESC, p.first_name DESC, p.id DESC OFFSET $3 LIMIT $4)');
    expect(s.text).toMatch(/\(SELECT count\(\*\) FROM personnel p WHERE .*\)::int AS "__total" FROM page p ORDER BY p\.last_name DESC/);
    expect(s.values).toEqual([['ACTIVE', 'SUSPENDED'], 'f', 20, 10]);
  });

  it('takes the total from the counter without a filter and runs the search once with the quick filter', () => {
    expect(
      personnelListSql({ shape: 'basic', filter: {}, sort: { field: 'lastName', direction: 'ASC' }, offset: 0, limit: 10 }).text,
    ).toContain('FROM personnel_count');
    const s = personnelListSql({
      shape: 'details',
      filter: { q: 'Smith' },
      sort: { field: 'lastName', direction: 'ASC' },
      offset: 0,
      limit: 10,
    });
    expect(s.text).toMatch(/^WITH m AS MATERIALIZED \(SELECT personnel_search\(\$1\) AS id\), page AS MATERIALIZED/);
    expect(s.text).toContain('WHERE p.id IN (SELECT id FROM m)');
    expect(s.text).toContain('(SELECT count(*) FROM m)::int AS "__total"');
    expect(s.text.match(/personnel_search/g)).toHaveLength(1);
    expect(s.values).toEqual(['%smith%', 0, 10]);
  });

  it('pins the tenant explicitly only when asked (system scope), where the trigram index serves LIKE directly', () => {
    expect(personnelWhere({ tenantId: 't' }).sql).toBe('WHERE p.tenant_id = $1::uuid');
    expect(personnelWhere({ tenantId: 't', q: 'x' }).sql).toBe('WHERE p.tenant_id = $1::uuid AND p.search_text LIKE $2');
    expect(personnelWhere({}).sql).toBe('');
  });

  it('selects the stored SSN for the details list and answers it only as shown to the caller', () => {
    expect(
      personnelListSql({ shape: 'details', filter: {}, sort: { field: 'lastName', direction: 'ASC' }, offset: 0, limit: 10 }).text,
    ).toContain('p.ssn_encrypted AS "ssnEncrypted"');
    const rows = detailsRows(
      [
        { id: 'a', ssnEncrypted: 'v1.x.y.z' },
        { id: 'b', ssnEncrypted: null },
      ],
      (s) => (s ? '***-**-****' : null),
    );
    expect(rows).toEqual([
      { id: 'a', ssn: '***-**-****' },
      { id: 'b', ssn: null },
    ]);
  });
});
