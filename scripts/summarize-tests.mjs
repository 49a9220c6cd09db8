// Adds up the results of every runner into one closing line: "N passed, N failed" (scripts/test-totals.mjs
// says how each result counts).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { totals } from './test-totals.mjs';

const { passed, failed, reasons, missing } = totals(process.argv[2], resolve(dirname(fileURLToPath(import.meta.url)), '..'));
if (missing.length) console.log(`missing results, each counted as every test of its runner: ${missing.join(', ')}`);
// each failure with the first lines of its error, printed last so that a log's tail says why
if (reasons.length) console.log(`why:\n${reasons.slice(0, 12).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
