import { BadRequestException } from '@nestjs/common';
import { auditListSql } from './audit-list.sql';
import { auditWhere, NOT_SYSTEM_ACTIVITY, parseAuditFilter, parseAuditListQuery, parseExportFormat } from './audit-query';

const NOW = new Date('2026-03-10T12:00:00.000Z');

describe('audit log filters', () => {
  it('default to the last 1 day', () => {
    const f = parseAuditFilter({}, NOW);
    expect(f.from.toISOString()).toBe('2026-03-09T12:00:00.000Z');
    expect(f.to.toISOString()).toBe('2026-03-10T12:00:00.000Z');
  });

  it('take day-precision dates as whole UTC days and date-times as given', () => {
    const days = parseAuditFilter({ startDate: '2026-02-15', endDate: '2026-02-15' }, NOW);
    expect([days.from.toISOString(), days.to.toISOString()]).toEqual(['2026-02-15T00:00:00.000Z', '2026-02-16T00:00:00.000Z']);
    const times = parseAuditFilter({ startDate: '2026-02-15T08:30:00Z', endDate: '2026-02-15T10:00:00+01:00' }, NOW);
    expect([times.from.toISOString(), times.to.toISOString()]).toEqual(['2026-02-15T08:30:00.000Z', '2026-02-15T09:00:00.000Z']);
    expect(parseAuditFilter({ endDate: '2026-02-15' }, NOW).from.toISOString()).toBe('2026-02-15T00:00:00.000Z');
  });

  it.each([
    [{ startDate: '15/02/2026' }, 'Start Date: Invalid Date'],
    [{ endDate: '2026-02-30' }, 'End Date: Invalid Date'],
    [{ startDate: '2026-02-15', endDate: '2026-02-14' }, 'End Date must be after Start Date'],
    [{ startDate: '2024-01-01', endDate: '2026-01-01' }, 'The date range can cover at most 366 days'],
    [{ eventType: 'UPDATE,HACK' }, 'Event Type HACK is not one of the allowed values'],
    [{ tenantId: 'x' }, 'Tenant is not valid'],
    [{ objectTable: 'audit_log; drop' }, 'Object Table is not valid'],
    [{ scope: 'EVERYTHING' }, 'scope must be one of ALL, TENANT'],
    [{ recordId: 'incident-1' }, 'Record is not valid'],
  ])('refuse %j', (q, message) => {
    expect(() => parseAuditFilter(q as Record<string, unknown>, NOW)).toThrow(BadRequestException);
    expect(() => parseAuditFilter(q as Record<string, unknown>, NOW)).toThrow(message);
  });

  it('read page, size and sort like every list', () => {
    const q = parseAuditListQuery({ page: '2', size: '20', sort: 'username,asc', eventType: 'login_success' }, NOW);
    expect(q).toMatchObject({
      offset: 40,
      limit: 20,
      page: 2,
      size: 20,
      sort: { column: 'lower(a.username)', direction: 'ASC' },
      eventTypes: ['LOGIN_SUCCESS'],
    });
    expect(() => parseAuditListQuery({ sort: 'details,asc' }, NOW)).toThrow('Cannot sort by "details"');
    expect(parseExportFormat(undefined)).toBe('CSV');
    expect(parseExportFormat('xlsx')).toBe('XLSX');
    expect(() => parseExportFormat('pdf')).toThrow('format must be one of CSV, XLSX');
  });

  it('build parameterised SQL: the tenant, the range and each filter are parameters, never text', () => {
    const f = parseAuditFilter({ username: "o'brien%", eventType: 'UPDATE,DELETE', objectTable: 'personnel' }, NOW);
    const { where, params } = auditWhere(f, '00000000-0000-4000-8000-000000000001');
    expect(where).toBe(
      `a.event_time >= $1 AND a.event_time < $2 AND a.tenant_id = $3::uuid AND a.event_type = ANY($4::text[]) AND a.username ILIKE $5 AND a.object_table = $6 AND ${NOT_SYSTEM_ACTIVITY}`,
    );
    expect(auditWhere({ ...f, showSystem: true }, undefined).where).not.toContain(NOT_SYSTEM_ACTIVITY);
    expect(params.slice(2)).toEqual(['00000000-0000-4000-8000-000000000001', ['UPDATE', 'DELETE'], "%o'brien\\%%", 'personnel']);
    // one record's history: the record's id is one parameter, the tenant narrows the records created under it
    const history = auditWhere(
      parseAuditFilter({ recordId: '6F1C3F0E-8F4B-4C1E-9A7E-2B6F0C1D2E3F' }, NOW),
      'a0000000-0000-4000-8000-000000000001',
    );
    expect(history.params.slice(2)).toEqual(['a0000000-0000-4000-8000-000000000001', '6f1c3f0e-8f4b-4c1e-9a7e-2b6f0c1d2e3f']);
    expect(history.where).toContain('a.object_id = $4 OR (a.object_table, a.object_id) IN');
    expect(history.where).toContain('c.tenant_id = $3::uuid');
    const sql = auditListSql(parseAuditListQuery({}, NOW), undefined);
    expect(sql.page.text).toContain('ORDER BY a.event_time DESC, a.id DESC');
    expect(sql.page.values.slice(-2)).toEqual([10, 0]);
  });
});
