import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { addDays, dayIn, isIsoDay } from '@clearline/shared';
import { REPO_ROOT } from './core/paths';

/**
 * The integration tests, the browser tests and the demo data hold no fixed day that the product may compare with
 * today: a day written as a literal within two years behind and eight years ahead of the real clock turns from
 * future to past (or from current to overdue) on some day the suite runs. Such days come from `tenantDay()`,
 * `futureYear()` or `pastYear()` (test/support, e2e/lib.mjs), or from the seed's today (seed/days.ts). A day that is
 * deliberately fixed (stored and read back only, or handed to a rule that takes no today) says so with the words
 * `fixed date` and the reason in a comment on its line, or on a comment line of its own just above it.
 */

const SCANNED = ['packages/server/test', 'packages/server/src/seed', 'packages/web/e2e'];
const SOURCE = /\.(ts|mjs|js|cjs)$/;
const DAY = /\b(\d{4}-[01]\d-[0-3]\d)\b/g;

/** Whether a line's comment says its day is fixed on purpose. */
function marks(line: string): boolean {
  const comment = line.indexOf('//');
  return comment >= 0 && line.slice(comment).includes('fixed date');
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'screenshots' ? [] : files(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** `file:line day` of every literal calendar day in [from, to] that no marker allows (2026-02-30 is no day: never compared). */
export function unmarkedDays(paths: Array<{ name: string; text: string }>, from: string, to: string): string[] {
  return paths.flatMap(({ name, text }) => {
    const lines = text.split('\n');
    return lines.flatMap((line, i) => {
      const marked = marks(line) || (lines[i - 1]?.trim().startsWith('//') === true && marks(lines[i - 1]));
      if (marked) return [];
      return [...line.matchAll(DAY)]
        .map((m) => m[1])
        .filter((d) => isIsoDay(d) && d >= from && d <= to)
        .map((d) => `${name}:${i + 1} ${d}`);
    });
  });
}

describe('fixed dates in tests and demo data', () => {
  it('finds a day near today unless its line says why it is fixed', () => {
    const sample = [
      "const due = '2031-05-04';",
      "const stored = '2031-05-04'; // fixed date: stored only",
      '// fixed date: the rule is called with a fixed today',
      "rule('2031-05-04', '2031-05-01');",
      "const old = '1999-12-31', far = '2099-01-01';",
    ].join('\n');
    expect(unmarkedDays([{ name: 'sample.ts', text: sample }], '2024-01-01', '2034-12-31')).toEqual(['sample.ts:1 2031-05-04']);
  });

  it('holds no literal day within two years behind and eight years ahead of today', () => {
    const today = dayIn('UTC');
    const scanned = SCANNED.flatMap((dir) => files(join(REPO_ROOT, dir))).map((path) => ({
      name: relative(REPO_ROOT, path),
      text: readFileSync(path, 'utf8'),
    }));
    expect(scanned.length).toBeGreaterThan(50);
    expect(unmarkedDays(scanned, addDays(today, -2 * 366), addDays(today, 8 * 366))).toEqual([]);
  });
});
