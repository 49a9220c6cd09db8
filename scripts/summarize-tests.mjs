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
  } else if (f === 'e2e.txt') {
    const m = readFileSync(p, 'utf8').match(/^(\d+) passed, (\d+) failed$/m);
    if (m) {
      passed += Number(m[1]);
      failed += Number(m[2]);
    } else failed += 1;
  }
}
for (const expected of ['jest-shared.json', 'jest-server-unit.json', 'jest-server-int.json', 'vitest.json', 'e2e.txt']) {
  if (!existsSync(join(dir, expected))) missing.push(expected);
}
if (missing.length) {
  console.log(`missing results: ${missing.join(', ')} (counted as failures)`);
  failed += missing.length;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
