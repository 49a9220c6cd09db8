import type { Test } from 'supertest';
import type { TestApp } from '../support/test-app';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../src/core/http/unavailable';

/**
 * Helpers of the outage suites (test/faults): every request has a deadline, so a request that hangs
 * shows as `hung` instead of blocking the suite, and every answer is kept with how long it took.
 */
export const OUTAGE = { statusCode: 503, error: 'Service Unavailable', message: SERVICE_UNAVAILABLE_MESSAGE };

/** Generous: a loaded 2-core machine. A request still open after this counts as hung. */
export const REQUEST_DEADLINE_MS = 25_000;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Answer {
  what: string;
  status: number | 'hung' | 'network-error';
  body: Record<string, unknown> | undefined;
  text: string;
  ms: number;
  requestId: string | undefined;
}

/** Sends a supertest request with a deadline; never throws. */
export async function send(what: string, req: Test): Promise<Answer> {
  const started = Date.now();
  try {
    const res = await req.timeout({ deadline: REQUEST_DEADLINE_MS });
    return {
      what,
      status: res.status,
      body: typeof res.body === 'object' && res.body !== null ? (res.body as Record<string, unknown>) : undefined,
      text: res.text ?? '',
      ms: Date.now() - started,
      requestId: res.headers['x-request-id'] as string | undefined,
    };
  } catch (e) {
    const err = e as { timeout?: number; code?: string; message: string };
    return {
      what,
      status: err.timeout ? 'hung' : 'network-error',
      body: undefined,
      text: err.message,
      ms: Date.now() - started,
      requestId: undefined,
    };
  }
}

/** The answers that are not the outage answer (503 with the message, no stack), described for an assertion message. */
export function notOutageAnswers(answers: Answer[]): string[] {
  return answers
    .filter((a) => a.status !== 503 || a.body?.message !== OUTAGE.message || /\bat .+:\d+:\d+/.test(a.text))
    .map((a) => `${a.what}: ${a.status} after ${a.ms} ms ${a.text.slice(0, 300)}`);
}

export const is2xx = (a: Answer) => typeof a.status === 'number' && a.status >= 200 && a.status < 300;

/**
 * Polls `probes` until every one answers 2xx in the same round; returns the seconds from `since` to that
 * round. Throws after `timeoutMs` with the last answers.
 */
export async function recovery(since: number, probes: Array<() => Promise<Answer>>, timeoutMs = 30_000): Promise<number> {
  if (probes.length === 0) throw new Error('recovery needs at least one probe');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answers = await Promise.all(probes.map((p) => p()));
    if (answers.every(is2xx)) return (Date.now() - since) / 1000;
    if (Date.now() > deadline) {
      throw new Error(
        `not recovered within ${timeoutMs} ms: ${answers.map((a) => `${a.what} ${a.status} ${a.text.slice(0, 200)}`).join('; ')}`,
      );
    }
    await sleep(100);
  }
}

/** Polls `fn` until it returns something other than undefined. */
export async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** Writes in a loop until stopped, each with its own key: what was acknowledged and what was refused. */
export class WriteLoop {
  readonly answers: Array<Answer & { key: string; sentAt: number }> = [];
  private running = true;
  private done: Promise<void> | undefined;

  constructor(
    private readonly write: (key: string) => Test,
    readonly prefix: string,
    private readonly pauseMs = 20,
  ) {}

  start(): this {
    this.done = (async () => {
      for (let i = 0; this.running; i++) {
        const key = `${this.prefix}-${String(i).padStart(4, '0')}`;
        const sentAt = Date.now();
        const a = await send(`write ${key}`, this.write(key));
        this.answers.push({ ...a, key, sentAt });
        await sleep(this.pauseMs);
      }
    })();
    return this;
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.done;
  }
}

/**
 * What became of the write loop's facilities (named by their key) in the database, read directly:
 * `lost` acknowledged writes missing (or without their audit row), `halfWritten` rows without their
 * audit row or written twice, `refusedButThere` writes sent while the link was down yet present.
 * A write in flight when the link broke may have committed or not, but only whole.
 */
export async function checkWrites(t: TestApp, tenantId: string, loop: WriteLoop, down: { from: number; to: number }) {
  const rows = await t.sql<{ facility_name: string }>(`SELECT facility_name FROM facility WHERE tenant_id = $1 AND facility_name LIKE $2`, [
    tenantId,
    `${loop.prefix}-%`,
  ]);
  const there = new Map<string, number>();
  for (const r of rows) there.set(r.facility_name, (there.get(r.facility_name) ?? 0) + 1);
  const audits = await t.sql<{ request_id: string; n: number }>(
    `SELECT request_id, count(*)::int AS n FROM audit_log WHERE tenant_id = $1 AND object_table = 'facility' AND request_id = ANY($2) GROUP BY request_id`,
    [tenantId, loop.answers.map((a) => a.requestId).filter(Boolean)],
  );
  const auditOf = new Map(audits.map((a) => [a.request_id, a.n]));
  const lost: string[] = [];
  const halfWritten: string[] = [];
  const refusedButThere: string[] = [];
  for (const a of loop.answers) {
    const n = there.get(a.key) ?? 0;
    const audited = a.requestId ? (auditOf.get(a.requestId) ?? 0) : 0;
    if (n > 1) halfWritten.push(`${a.key} written ${n} times`);
    if (is2xx(a)) {
      if (n !== 1 || audited !== 1) lost.push(`${a.key}: acknowledged, ${n} row(s), ${audited} audit row(s)`);
    } else if (a.sentAt >= down.from && a.sentAt < down.to) {
      if (n || audited) refusedButThere.push(`${a.key}: ${a.status} but ${n} row(s), ${audited} audit row(s)`);
    } else if (n !== audited) {
      halfWritten.push(`${a.key}: ${n} row(s) but ${audited} audit row(s)`);
    }
  }
  return { lost, halfWritten, refusedButThere };
}
