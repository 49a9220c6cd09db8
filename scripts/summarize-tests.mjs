// Adds up the results of every runner into one closing line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const missing = [];
/** Each failed test with the first lines of its error, printed last so that a log's tail says why. */
const reasons = [];
const reason = (title, error) =>
  reasons.push(
    `✘ ${title}\n${stripVTControlCharacters(String(error ?? ''))
      .split('\n')
      .filter((l) => l.trim())
      .slice(0, 8)
      .map((l) => `    ${l.trim().slice(0, 240)}`)
      .join('\n')}`,
  );
/** The failed tests of a Playwright suite and its nested suites. */
function playwrightFailures(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      const bad = (t.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
      if (bad) reason([...here, spec.title].join(' › '), bad.error?.message ?? bad.errors?.[0]?.message ?? bad.status);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}
for (const f of readdirSync(dir)) {
  const p = join(dir, f);
  if (f.endsWith('.count')) {
    const [a, b] = readFileSync(p, 'utf8').trim().split(/\s+/).map(Number);
    passed += a;
    failed += b;
  } else if (f.startsWith('jest-') || f === 'vitest.json') {
    const r = JSON.parse(readFileSync(p, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    for (const file of r.testResults ?? []) {
      const name = file.name ? file.name.slice(file.name.lastIndexOf('/test/') + 1) : f;
      const bad = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of bad) reason(`${name} › ${a.fullName}`, (a.failureMessages ?? []).join('\n'));
      if (!bad.length && file.status === 'failed') reason(name, file.message);
    }
  } else if (f === 'e2e.json') {
    // playwright's JSON report; no retries, so a flaky test failed once, and a test skipped after an
    // earlier failure in its serial block never ran: both count as failed
    let r;
    try {
      r = JSON.parse(readFileSync(p, 'utf8'));
    } catch {
      failed += 1;
      continue;
    }
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = r.stats ?? {};
    const errors = r.errors?.length ?? 0; // outside any test: global set-up, a file that does not load
    passed += expected;
    failed += unexpected + flaky + skipped + errors;
    if (expected + unexpected + flaky + skipped + errors === 0) failed += 1; // no test ran
    for (const suite of r.suites ?? []) playwrightFailures(suite);
    for (const e of r.errors ?? []) reason('browser tests', e.message);
  }
}
for (const expected of ['jest-shared.json', 'jest-server-unit.json', 'jest-server-int.json', 'vitest.json', 'e2e.json']) {
  if (!existsSync(join(dir, expected))) missing.push(expected);
}
if (missing.length) {
  console.log(`missing results: ${missing.join(', ')} (counted as failures)`);
  failed += missing.length;
}
if (reasons.length) console.log(`why:\n${reasons.slice(0, 12).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
