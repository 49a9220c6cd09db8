import { ALL_MODULES, CORE_MODULES, moduleTree } from './permissions';
import { fillMessage, REPORT_MODULES, REPORT_TYPES, reportTypeInfo } from './reports';

describe('report catalogue', () => {
  it('names every report type and module once, without colliding with a core module', () => {
    const types = REPORT_TYPES.map((t) => t.type);
    expect(new Set(types).size).toBe(types.length);
    const core = new Set(CORE_MODULES.map((m) => m.name));
    for (const m of REPORT_MODULES) expect(core.has(m.name)).toBe(false);
    const all = ALL_MODULES.map((m) => m.name);
    expect(new Set(all).size).toBe(all.length);
  });

  it('puts report modules under REPORTS in the module tree, system reports marked system-level', () => {
    const reports = moduleTree().find((n) => n.module.name === 'REPORTS');
    expect(reports?.children.map((c) => c.module.name).sort()).toEqual(REPORT_MODULES.map((m) => m.name).sort());
    expect(reportTypeInfo('TENANTS')).toMatchObject({ module: 'REPORT_TENANTS', scope: 'SYSTEM' });
    expect(REPORT_MODULES.find((m) => m.name === 'REPORT_TENANTS')?.systemLevel).toBe(true);
    expect(REPORT_MODULES.find((m) => m.name === 'REPORT_PERSONNEL_ROSTER')?.systemLevel).toBe(false);
  });

  it('fills message placeholders and leaves unknown ones', () => {
    expect(fillMessage('a {x} b {y}', { x: 1 })).toBe('a 1 b {y}');
  });
});
