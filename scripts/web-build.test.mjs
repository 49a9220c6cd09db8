// The web ships React's production build whatever NODE_ENV the shell has (a shell with NODE_ENV=development
// once shipped the development build). Run with `node --test scripts/` (a step of scripts/test, after the build).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WEB = join(ROOT, 'packages/web');
const scratch = mkdtempSync(join(tmpdir(), 'web-build-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** Only React's production build reports its errors by number; only its development build warns about list keys. */
const PRODUCTION_MARK = 'Minified React error #';
const DEVELOPMENT_MARK = 'Each child in a list should have a unique';

/** What a built bundle (the .js files of its assets folder) holds of each build's marks. */
export function reactBuildOf(dir) {
  const assets = join(dir, 'assets');
  const text = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(assets, f), 'utf8'))
    .join('\n');
  return { production: text.includes(PRODUCTION_MARK), development: text.includes(DEVELOPMENT_MARK) };
}

describe('the web build', () => {
  it("is React's production build when the shell says NODE_ENV=development", () => {
    const { build } = JSON.parse(readFileSync(join(WEB, 'package.json'), 'utf8')).scripts;
    const out = join(scratch, 'dist');
    // the package's build script as `pnpm run build` runs it, into a folder of its own
    const run = spawnSync('sh', ['-c', `${build} --outDir "${out}" --emptyOutDir --logLevel error`], {
      cwd: WEB,
      env: { ...process.env, NODE_ENV: 'development', PATH: [join(WEB, 'node_modules/.bin'), process.env.PATH].join(delimiter) },
      encoding: 'utf8',
      timeout: 600_000,
    });
    assert.equal(run.status, 0, `the build failed: ${run.stderr || run.stdout}`);
    assert.deepEqual(reactBuildOf(out), { production: true, development: false });
  });

  it(
    "the built app (packages/web/dist) is React's production build",
    { skip: !existsSync(join(WEB, 'dist/assets')) && 'not built' },
    () => {
      assert.deepEqual(reactBuildOf(join(WEB, 'dist')), { production: true, development: false });
    },
  );
});
