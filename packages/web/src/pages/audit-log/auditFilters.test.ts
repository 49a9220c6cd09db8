import { describe, expect, it } from 'vitest';
import { changesText, defaultFilters, filterParams, TENANT_SEARCH_SIZE, tenantSearchQuery } from './auditFilters';

describe('audit log filters', () => {
  it('default to the last 1 day', () => {
    const now = new Date('2026-03-10T12:00:00');
    const f = defaultFilters(now);
    expect(new Date(f.end).getTime() - new Date(f.start).getTime()).toBe(24 * 3600 * 1000 + 60_000);
    expect(f.start).toBe('2026-03-09T12:00');
  });

  it('send only the filters that are set, dates in UTC, and no tenant on the tenant audit log', () => {
    const f = { eventType: 'UPDATE', tenantId: 't1', username: ' ann ', objectTable: '', start: '2026-03-09T12:00', end: '' };
    const all = filterParams(f, 'ALL');
    expect(all).toMatchObject({ scope: 'ALL', eventType: 'UPDATE', tenantId: 't1', username: 'ann' });
    expect(all.startDate).toBe(new Date('2026-03-09T12:00').toISOString());
    expect(all).not.toHaveProperty('endDate');
    expect(all).not.toHaveProperty('objectTable');
    expect(filterParams(f, 'TENANT')).not.toHaveProperty('tenantId');
  });

  it('summarise changes as before → after', () => {
    expect(
      changesText({ name: { before: 'A', after: 'B' }, ssn: { before: '[REDACTED]', after: '[REDACTED]' }, x: { before: null, after: 1 } }),
    ).toBe('name: A → B; ssn: [REDACTED] → [REDACTED]; x: ∅ → 1');
    expect(changesText(null)).toBe('');
  });

  it('search tenants on the server by the typed text, one page at a time', () => {
    expect(tenantSearchQuery('  Acme & Co ')).toEqual({ size: TENANT_SEARCH_SIZE, sort: 'name,asc', q: 'Acme & Co' });
    expect('q' in tenantSearchQuery(' ')).toBe(false);
  });
});
