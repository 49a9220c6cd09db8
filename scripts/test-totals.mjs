// The totals of a test run, from the result files every runner writes into one folder (scripts/test). A
// count may only ever err towards "failed": a test that did not pass (failed, skipped after a failing hook,
// pending) is failed; a test file that did not load, a hook that failed with no failed test, and an error
// outside any test count one failure each; a runner whose results file is missing counts every test declared
// in that runner's files. A runner that exited with an error although its results show no failure (vitest
// reports an uncaught error only so) counts one failure: scripts/test writes each runner's exit code beside its
// results, as `<results file>.exit`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The result file of each runner, with the files whose tests it runs (for a missing file's count). */
export const LAYERS = [
  { file: 'jest-shared.json', dir: 'packages/shared/src', match: /\.spec\.ts$/ },
  { file: 'jest-server-unit.json', dir: 'packages/server/src', match: /\.spec\.ts$/ },
  { file: 'jest-server-int.json', dir: 'packages/server/test', match: /\.int-spec\.ts$/ },
  { file: 'vitest.json', dir: 'packages/web/src', match: /\.test\.tsx?$/ },
  { file: 'e2e.json', dir: 'packages/web/e2e', match: /\.spec\.mjs$/ },
];

const TEST_CALL = /\b(?:it|test)(?:\.(?:each|concurrent)\b[^(]*\([^)]*\))?\(\s*['"`]/g;

/** The number of tests declared in the files of `dir` whose names match (at least one, so that a missing layer always fails). */
export function declaredTests(root, { dir, match }) {
  const walk = (d) =>
    existsSync(d)
      ? readdirSync(d, { withFileTypes: true }).flatMap((e) =>
          e.name === 'node_modules' ? [] : e.isDirectory() ? walk(join(d, e.name)) : match.test(e.name) ? [join(d, e.name)] : [],
        )
      : [];
  const count = walk(join(root, dir)).reduce((n, f) => n + (readFileSync(f, 'utf8').match(TEST_CALL)?.length ?? 0), 0);
  return Math.max(count, 1);
}

function excerpt(error) {
  return stripVTControlCharacters(String(error ?? ''))
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, 8)
    .map((l) => `    ${l.trim().slice(0, 240)}`)
    .join('\n');
}

/** jest's and vitest's JSON reports share a shape: files with their tests' statuses. */
function jestLike(report, label, out) {
  let failedHere = 0;
  for (const file of report.testResults ?? []) {
    const name = file.name ? relative(out.root, file.name) : label;
    const tests = file.assertionResults ?? [];
    const passedTests = tests.filter((t) => t.status === 'passed');
    const notPassed = tests.filter((t) => t.status !== 'passed');
    out.passed += passedTests.length;
    failedHere += notPassed.length;
    for (const t of notPassed)
      out.reason(`${name} › ${t.fullName ?? t.title}`, (t.failureMessages ?? []).join('\n') || `${t.status}: it did not run`);
    if (file.status === 'failed' && !tests.some((t) => t.status === 'failed')) {
      // the file did not load, or a hook failed: nothing else says so
      failedHere += 1;
      out.reason(`${name} (the file, outside its tests)`, file.message || file.failureMessage);
    }
  }
  if (report.success === false && failedHere === 0) {
    failedHere += 1;
    out.reason(`${label}: an error outside any test`, 'the runner failed although every test passed: see its log');
  }
  out.failed += failedHere;
}

/** The failed tests of a Playwright suite and its nested suites. */
function playwrightFailures(suite, out, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      const bad = (t.results ?? []).find((r) => r.status !== 'passed');
      if (bad) out.reason([...here, spec.title].join(' › '), bad.error?.message ?? bad.errors?.[0]?.message ?? bad.status);
      else if (!(t.results ?? []).length) out.reason([...here, spec.title].join(' › '), 'it did not run');
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, out, here);
}

function playwright(report, out) {
  // no retries, so a flaky test failed once, and a test skipped after an earlier failure in its serial block
  // never ran: both count as failed
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  const errors = report.errors?.length ?? 0; // outside any test: global set-up, a file that does not load
  out.passed += expected;
  out.failed += unexpected + flaky + skipped + errors;
  if (expected + unexpected + flaky + skipped + errors === 0) {
    out.failed += 1;
    out.reason('browser tests', 'no test ran');
  }
  for (const suite of report.suites ?? []) playwrightFailures(suite, out);
  for (const e of report.errors ?? []) out.reason('browser tests', e.message);
}

/**
 * The totals of the results in `dir`: `{ passed, failed, reasons, missing }`. `*.count` files hold "passed failed"
 * of a step without tests of its own (lint, type check). `root` is the repository, for missing layers' counts.
 */
export function totals(dir, root) {
  const reasons = [];
  const out = { root, passed: 0, failed: 0, reason: (title, error) => reasons.push(`✘ ${title}\n${excerpt(error)}`) };
  for (const f of readdirSync(dir).sort()) {
    const p = join(dir, f);
    if (f.endsWith('.count')) {
      const [a, b] = readFileSync(p, 'utf8').trim().split(/\s+/).map(Number);
      out.passed += a;
      out.failed += b;
      continue;
    }
    if (!LAYERS.some((l) => l.file === f)) continue;
    let report;
    try {
      report = JSON.parse(readFileSync(p, 'utf8'));
    } catch (error) {
      // unreadable: as if it were missing
      const count = declaredTests(
        root,
        LAYERS.find((l) => l.file === f),
      );
      out.failed += count;
      out.reason(f, `unreadable (${error.message}): counted as its ${count} declared tests`);
      continue;
    }
    const before = out.failed;
    if (f === 'e2e.json') playwright(report, out);
    else jestLike(report, f, out);
    const exit = existsSync(`${p}.exit`) ? Number(readFileSync(`${p}.exit`, 'utf8').trim()) : 0;
    if (exit !== 0 && out.failed === before) {
      out.failed += 1;
      out.reason(
        `${f}: an error outside any test`,
        `the runner exited with code ${exit} although every test passed (an uncaught exception, an unhandled rejection): see its log`,
      );
    }
  }
  const missing = [];
  for (const layer of LAYERS) {
    if (existsSync(join(dir, layer.file))) continue;
    const count = declaredTests(root, layer);
    missing.push(`${layer.file} (${count} tests)`);
    out.failed += count;
  }
  return { passed: out.passed, failed: out.failed, reasons, missing };
}
