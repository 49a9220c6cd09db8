// The printed table and the JSON file under bench-results/.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, RESULTS_DIR } from './env.mjs';

const fmt = (n, digits = 1) =>
  n == null ? '-' : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** rows: { scenario, target, requestsPerSec, latencyMs, non2xx, errors, timeouts, ratio? } */
export function printTable(rows) {
  const header = ['scenario', 'target', 'requests/s', 'p50 ms', 'p95 ms', 'p99 ms', 'CPU µs/req', 'non-2xx', 'errors', 'app/raw'];
  const lines = rows.map((r) => [
    r.scenario,
    r.target,
    fmt(r.requestsPerSec, 0),
    fmt(r.latencyMs.p50, 2),
    fmt(r.latencyMs.p95, 2),
    fmt(r.latencyMs.p99, 2),
    fmt(r.cpuUsPerRequest, 0),
    String(r.non2xx),
    String(r.errors + r.timeouts),
    r.ratio == null ? '' : fmt(r.ratio, 2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  process.stdout.write(`\n${row(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${lines.map(row).join('\n')}\n`);
  process.stdout.write('app/raw = requests/s of the app ÷ requests/s of the raw baseline (1.00 = no overhead)\n');
  process.stdout.write('CPU µs/req = CPU time of the server process (user + system) per 2xx answer\n');
  for (const r of rows) {
    if (r.roundRatios?.length > 1) {
      process.stdout.write(
        `${r.scenario}: app/raw of each round ${r.roundRatios.map((x) => fmt(x, 2)).join(', ')}; the figures above are the medians\n`,
      );
    }
  }
  for (const r of rows) {
    if (r.non2xx || r.errors || r.timeouts) {
      const codes = Object.entries(r.statusCodes ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, n]) => `${n} × ${code}`);
      process.stdout.write(
        `warning: ${r.scenario} ${r.target} had ${[...codes, r.errors ? `${r.errors} errors` : '', r.timeouts ? `${r.timeouts} timeouts` : ''].filter(Boolean).join(', ')}; ` +
          'its requests/s and latencies count only the 2xx answers\n',
      );
    }
  }
}

function git(args) {
  try {
    return execFileSync('git', args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

export function runStamp(date = new Date()) {
  return date.toISOString().replace(/[:.]/g, '-');
}

export function writeResults(stamp, options, results) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${stamp}.json`);
  const doc = {
    startedAt: options.startedAt,
    finishedAt: new Date().toISOString(),
    git: { commit: git(['rev-parse', 'HEAD']), dirty: Boolean(git(['status', '--porcelain', '--untracked-files=no'])) },
    machine: { node: process.version, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? null, memoryBytes: totalmem() },
    options,
    results,
  };
  writeFileSync(file, JSON.stringify(doc, null, 2) + '\n');
  return file;
}
