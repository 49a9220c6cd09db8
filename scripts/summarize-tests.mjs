// Adds up the results of every runner into one closing line: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const missing = [];
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
  }
}
for (const expected of ['jest-shared.json', 'jest-server-unit.json', 'jest-server-int.json', 'vitest.json', 'e2e.json']) {
  if (!existsSync(join(dir, expected))) missing.push(expected);
}
if (missing.length) {
  console.log(`missing results: ${missing.join(', ')} (counted as failures)`);
  failed += missing.length;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
