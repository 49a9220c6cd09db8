import { describe, expect, it } from 'vitest';
import { INCIDENT_QUESTIONS } from '@clearline/shared';
import { changeRows, defaultFilters, filterParams, recordHistoryFilters, TENANT_SEARCH_SIZE, tenantSearchQuery } from './auditFilters';

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
      recordId: '',
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

  it('ask for one record’s history over the longest range the log covers, whatever kind, event or user', () => {
    const now = new Date('2026-03-10T12:00:00');
    const f = recordHistoryFilters(
      '6f1c3f0e-8f4b-4c1e-9a7e-2b6f0c1d2e3f',
      { ...defaultFilters(now), objectTable: 'incident', eventType: 'UPDATE' },
      now,
    );
    expect(f).toMatchObject({ recordId: '6f1c3f0e-8f4b-4c1e-9a7e-2b6f0c1d2e3f', objectTable: '', eventType: '', username: '' });
    expect((new Date(f.end).getTime() - new Date(f.start).getTime()) / (24 * 3600 * 1000)).toBe(365);
    expect(filterParams(f, 'TENANT')).toMatchObject({ recordId: '6f1c3f0e-8f4b-4c1e-9a7e-2b6f0c1d2e3f' });
    expect(filterParams(defaultFilters(now), 'TENANT')).not.toHaveProperty('recordId');
  });

  it('show an id by the name of its record, and an incident’s answers one question at a time', () => {
    const person = '0b6e8a52-4a53-4a5f-9c31-5b0f7c4c2d10';
    const names = { [person]: 'Doe, Jane', 'country:76': 'France' };
    expect(
      changeRows(
        { personnelId: { before: null, after: person }, countryId: { before: 83, after: 76 }, sequence: { before: null, after: 76 } },
        'en-US',
        'foreign_travel_destination',
        names,
      ).map((c) => [c.label, c.before, c.after]),
    ).toEqual([
      ['Personnel', '', 'Doe, Jane'],
      ['Country', '83', 'France'],
      ['Sequence', '', '76'],
    ]);
    const [first, second] = INCIDENT_QUESTIONS.SUSPICIOUS_CONTACT!;
    expect(
      changeRows(
        { answers: { before: { [first.id]: true }, after: { [first.id]: true, [second.id]: false } } },
        'en-US',
        'incident',
        names,
      ),
    ).toEqual([{ field: `answers.${second.id}`, label: `Answers: ${second.text}`, before: '', after: 'No' }]);
    // an incident's details part by part: its enumerations by label, a list of records one after the other
    expect(
      changeRows(
        {
          details: {
            before: null,
            after: {
              travelType: 'OFFICIAL',
              destinations: [
                { cities: 'Paris', countryId: 76 },
                { cities: 'Lyon', countryId: 76 },
              ],
            },
          },
        },
        'en-US',
        'incident',
        names,
      ).map((c) => [c.label, c.after]),
    ).toEqual([
      ['Details: Travel Type', 'Official'],
      ['Details: Destinations', 'Cities: Paris; Country: France | Cities: Lyon; Country: France'],
    ]);
  });

  it('search tenants on the server by the typed text, one page at a time', () => {
    expect(tenantSearchQuery('  Acme & Co ')).toEqual({ size: TENANT_SEARCH_SIZE, sort: 'name,asc', q: 'Acme & Co' });
    expect('q' in tenantSearchQuery(' ')).toBe(false);
  });
});
