import { describe, expect, it } from 'vitest';
import { changeRows, defaultFilters, filterParams, TENANT_SEARCH_SIZE, tenantSearchQuery } from './auditFilters';

describe('audit log filters', () => {
  it('default to the last 1 day', () => {
    const now = new Date('2026-03-10T12:00:00');
    const f = defaultFilters(now);
    expect(new Date(f.end).getTime() - new Date(f.start).getTime()).toBe(24 * 3600 * 1000 + 60_000);
    expect(f.start).toBe('2026-03-09T12:00');
  });

  it('send only the filters that are set, dates in UTC, and no tenant on the tenant audit log', () => {
    const f = {
      eventType: 'UPDATE',
      tenantId: 't1',
      username: ' ann ',
      objectTable: '',
      start: '2026-03-09T12:00',
      end: '',
      showSystem: false,
    };
    const all = filterParams(f, 'ALL');
    expect(all).toMatchObject({ scope: 'ALL', eventType: 'UPDATE', tenantId: 't1', username: 'ann' });
    expect(all.startDate).toBe(new Date('2026-03-09T12:00').toISOString());
    expect(all).not.toHaveProperty('endDate');
    expect(all).not.toHaveProperty('objectTable');
    expect(filterParams(f, 'TENANT')).not.toHaveProperty('tenantId');
    expect(all).not.toHaveProperty('showSystem');
    expect(filterParams({ ...f, showSystem: true }, 'ALL').showSystem).toBe('true');
  });

  it('show changes field by field with labels, enumerated values by label, dates in the user’s format', () => {
    expect(
      changeRows(
        {
          id: { before: null, after: 'a1b2' },
          tenantId: { before: null, after: 't1' },
          employmentStatus: { before: 'ACTIVE', after: 'TERMINATED' },
          ssn: { before: '[REDACTED]', after: '[REDACTED]' },
          endDate: { before: null, after: '2026-03-01' },
          badgeNumber: { before: 'A1', after: 'B2' },
          enabled: { before: true, after: false },
        },
        'en-GB',
      ),
    ).toEqual([
      { field: 'employmentStatus', label: 'Employment Status', before: 'Active', after: 'Terminated' },
      { field: 'ssn', label: 'SSN', before: '[REDACTED]', after: '[REDACTED]' },
      { field: 'endDate', label: 'Termination Date', before: '', after: '01/03/2026' },
      { field: 'badgeNumber', label: 'Badge Number', before: 'A1', after: 'B2' },
      { field: 'enabled', label: 'Enabled', before: 'Yes', after: 'No' },
    ]);
    expect(changeRows(null)).toEqual([]);
  });

  it('labels a status by the record it belongs to: an incident, a contract, a visit, a DD254', () => {
    const status = (table: string, before: string, after: string) =>
      changeRows({ status: { before, after } }, 'en-US', table).map(({ before: b, after: a }) => [b, a]);
    expect(status('incident', 'SUBMITTED', 'REPORTED_TO_GOVERNMENT')).toEqual([['Submitted', 'Reported to Government']]);
    expect(status('contract', 'ACTIVE', 'CLOSING')).toEqual([['Active', 'Closing']]);
    expect(status('dd254', 'DRAFT', 'ISSUED')).toEqual([['Draft', 'Issued']]);
    // a person's status keeps the personnel labels
    expect(status('personnel', 'ACTIVE', 'INACTIVE')).toEqual([['Active', 'Inactive']]);
    const visit = changeRows(
      { visitStatus: { before: 'DRAFT', after: 'SUBMITTED' }, submissionMethod: { before: null, after: 'EMAIL' } },
      'en-US',
      'outgoing_visit',
    );
    expect(visit.map((c) => [c.before, c.after])).toEqual([
      ['Draft', 'Submitted'],
      ['', 'E-mail'],
    ]);
  });

  it('search tenants on the server by the typed text, one page at a time', () => {
    expect(tenantSearchQuery('  Acme & Co ')).toEqual({ size: TENANT_SEARCH_SIZE, sort: 'name,asc', q: 'Acme & Co' });
    expect('q' in tenantSearchQuery(' ')).toBe(false);
  });
});
