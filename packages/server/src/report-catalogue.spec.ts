import { REPORT_TYPES } from '@clearline/shared';
import { ReportSet } from './core/reporting/report-catalogue';
import type { ReportParams } from './core/reporting/report-definition';
import { auditLogReports } from './modules/audit-log';
import { identityReports } from './modules/identity';
import { personnelReports } from './modules/personnel';
import { tenantReports } from './modules/tenants';

/** The reports of every domain, as the app's catalogue collects them from the domains' report providers. */
const reports = new ReportSet([...personnelReports, ...identityReports, ...auditLogReports, ...tenantReports]);
const REPORT_DEFINITIONS = reports.all();
const findReport = (type: string) => reports.find(type);

const ctx = { tenantId: '6f1c7c1e-3c38-4d1e-9d61-0b7d8c0f9e11', today: '2025-05-05', timeZone: 'America/New_York' };

/** A value for each parameter, so every optional condition of a query is exercised. */
function fullParams(type: string): ReportParams {
  const out: ReportParams = {};
  for (const p of findReport(type)!.parameters) {
    if (p.kind === 'select') out[p.name] = p.multiple ? [p.options[0].value] : p.options[0].value;
    else if (p.kind === 'date') out[p.name] = '2025-01-01';
    else if (p.kind === 'number') out[p.name] = p.min;
    else if (p.kind === 'boolean') out[p.name] = true;
    else if (p.kind === 'facility') out[p.name] = ctx.tenantId;
    else out[p.name] = 'x';
  }
  return out;
}

describe('report catalogue', () => {
  it('defines only types of the shared catalogue, each once, with columns', () => {
    const names = new Set(REPORT_TYPES.map((t) => t.type));
    for (const d of REPORT_DEFINITIONS) {
      expect(names.has(d.type)).toBe(true);
      expect(d.columns.length).toBeGreaterThan(0);
      expect(d.module).toBe(`REPORT_${d.type}`);
    }
    expect(new Set(REPORT_DEFINITIONS.map((d) => d.type)).size).toBe(REPORT_DEFINITIONS.length);
    expect(reports.pending().every((t) => names.has(t))).toBe(true);
  });

  it.each(REPORT_DEFINITIONS.map((d) => d.type))(
    '%s numbers its placeholders to match its values (with and without parameters)',
    (type) => {
      const def = findReport(type)!;
      const empty = Object.fromEntries(def.parameters.map((p) => [p.name, null])) as ReportParams;
      for (const params of [empty, fullParams(type)]) {
        const q = def.query(params, ctx);
        const used = new Set([...q.text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
        expect([...used].sort((a, b) => a - b)).toEqual(q.values.map((_, i) => i + 1));
      }
    },
  );

  it('lists the reports a user may run by VIEW on their module', () => {
    const flags = { canView: true, ui: true, canCreate: false, canUpdate: false, canDelete: false };
    expect(reports.allowed({}).length).toBe(0);
    expect(reports.allowed({ REPORT_USERS_AND_ROLES: flags }).map((d) => d.type)).toEqual(['USERS_AND_ROLES']);
    expect(reports.allowed({ REPORT_USERS_AND_ROLES: { ...flags, canView: false } })).toEqual([]);
  });
});
