// The totals of a run cannot lie: real vitest and jest runs over broken test files, added up by test-totals.mjs.
// Run with `node --test scripts/` (a step of scripts/test).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { declaredTests, LAYERS, totals } from './test-totals.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(join(tmpdir(), 'test-totals-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** Test files that each break a run in their own way, plus one good file. */
const BROKEN = {
  'good.test.js': "it('passes', () => { expect(1).toBe(1); });\n",
  'missing-import.test.js': "import './no-such-file.js';\nit('never runs', () => {});\n",
  'failing-before.test.js': "beforeAll(() => { throw new Error('set-up broke'); });\nit('skipped by its hook', () => {});\n",
  'failing-after.test.js': "it('passes first', () => {});\nafterAll(() => { throw new Error('clean-up broke'); });\n",
};

/** Runs a runner over `files` in a fresh folder; its results file `name` and exit code land in `<folder>/results`. */
function runner(files, name, argv) {
  const dir = mkdtempSync(join(scratch, 'run-'));
  const results = join(dir, 'results');
  mkdirSync(results, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  const { status } = spawnSync(process.execPath, argv(dir, join(results, name)), { cwd: dir, encoding: 'utf8', timeout: 120_000 });
  // as scripts/test keeps each runner's exit code beside its results
  writeFileSync(join(results, `${name}.exit`), String(status));
  return results;
}

const vitest = (files) =>
  runner(files, 'vitest.json', (dir, out) => [
    join(ROOT, 'packages/web/node_modules/vitest/vitest.mjs'),
    'run',
    '--root',
    dir,
    '--globals',
    '--reporter=json',
    `--outputFile=${out}`,
  ]);

const jest = (files) =>
  runner(files, 'jest-shared.json', (dir, out) => [
    join(ROOT, 'packages/server/node_modules/jest/bin/jest.js'),
    '--config',
    JSON.stringify({ rootDir: dir, testMatch: ['**/*.test.js'], transform: {} }),
    '--json',
    `--outputFile=${out}`,
  ]);

/** The failures a run counts beyond the layers it has no results of. */
const failedBeyondMissing = (total, present) =>
  total - LAYERS.filter((l) => l.file !== present).reduce((n, l) => n + declaredTests(ROOT, l), 0);

describe('test totals', () => {
  it('count a file that fails to import, a failing hook and the test it skipped as failed (vitest)', () => {
    const { passed, failed, reasons } = totals(vitest(BROKEN), ROOT);
    // passed: good, "passes first"; failed: the import, the failing beforeAll and the test it skipped, the failing afterAll
    assert.equal(passed, 2);
    assert.equal(failedBeyondMissing(failed, 'vitest.json'), 4);
    assert.ok(reasons.some((r) => r.includes('missing-import.test.js')));
    assert.ok(reasons.some((r) => r.includes('clean-up broke')));
  });

  it('count an error outside any test as failed although every test passed (vitest)', () => {
    const results = vitest({
      'uncaught.test.js':
        "it('throws later', () => { setTimeout(() => { throw new Error('uncaught'); }, 0); });\nit('waits', () => new Promise((r) => setTimeout(r, 100)));\n",
    });
    const { passed, failed, reasons } = totals(results, ROOT);
    assert.equal(passed, 2);
    assert.equal(failedBeyondMissing(failed, 'vitest.json'), 1);
    assert.ok(reasons.some((r) => r.includes('an error outside any test')));
  });

  it('count a file that fails to load, a failing hook and the test it failed as failed (jest)', () => {
    const { passed, failed, reasons } = totals(jest(BROKEN), ROOT);
    // passed: good, "passes first"; failed: the import, the test the failing beforeAll failed, the failing afterAll
    assert.equal(passed, 2);
    assert.equal(failedBeyondMissing(failed, 'jest-shared.json'), 3);
    assert.ok(reasons.some((r) => r.includes('clean-up broke')));
  });

  it('count a missing results file as every test declared in its runner files', () => {
    const empty = mkdtempSync(join(scratch, 'empty-'));
    const { passed, failed, missing } = totals(empty, ROOT);
    assert.equal(passed, 0);
    assert.equal(missing.length, LAYERS.length);
    // the browser tests alone declare hundreds
    assert.ok(
      declaredTests(
        ROOT,
        LAYERS.find((l) => l.file === 'e2e.json'),
      ) > 100,
    );
    assert.equal(
      failed,
      LAYERS.reduce((n, l) => n + declaredTests(ROOT, l), 0),
    );
  });

  it('count an unreadable results file as every test of its runner', () => {
    const dir = mkdtempSync(join(scratch, 'broken-'));
    writeFileSync(join(dir, 'e2e.json'), '{"stats": {"expected": 3');
    const { failed, reasons } = totals(dir, ROOT);
    assert.equal(
      failedBeyondMissing(failed, 'e2e.json'),
      declaredTests(
        ROOT,
        LAYERS.find((l) => l.file === 'e2e.json'),
      ),
    );
    assert.ok(reasons.some((r) => r.includes('unreadable')));
  });
});
