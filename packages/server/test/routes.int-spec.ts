import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { routeTable } from '../src/core/access/route-table';
import { startTestApp, type TestApp } from './support/test-app';

describe('route permissions and the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('every route declares @Public(), @SignedIn() or a permission', () => {
    const rows = routeTable(t.app);
    expect(rows.length).toBeGreaterThan(1);
    const undeclared = rows.filter((r) => r.permission === 'UNDECLARED').map((r) => `${r.method} ${r.path} (${r.handler})`);
    expect(undeclared).toEqual([]);
  });

  it('openapi.yaml and route-permissions.md are current (built server vs committed files)', () => {
    const out = execFileSync(process.execPath, [join(process.cwd(), 'dist/cli/openapi.js'), '--check'], { encoding: 'utf8' });
    expect(out).toContain('current');
  });
});
