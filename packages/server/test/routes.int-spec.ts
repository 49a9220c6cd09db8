import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
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

  it('every operation of openapi.yaml has an operationId of its own', () => {
    const doc = parse(readFileSync(join(process.cwd(), '../../openapi.yaml'), 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId ?? '(none)'));
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id, i) => id === '(none)' || ids.indexOf(id) !== i)).toEqual([]);
  });
});
