import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';

/** Every file under a directory. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => join(d.parentPath, d.name));
  } catch {
    return [];
  }
}

/** Supertest parser: keep the body of a file answer as a Buffer. */
export function binary(res: Response, cb: (e: Error | null, body: Buffer) => void): void {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => cb(null, Buffer.concat(chunks)));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A run as GET /jobs/{id} answers it (the fields the tests read). */
export interface RunBody {
  id: string;
  status: string;
  attempts: number;
  progress: number;
  rowsWritten: number | null;
  error: string | null;
  hasFile: boolean;
  fileName: string | null;
  finishedAt: string | null;
}

/** Polls GET /jobs/{id} until `until(status)` holds (by default: SUCCEEDED or FAILED). */
export async function waitForRun(
  agent: TestAgent,
  id: string,
  until = (s: string) => ['SUCCEEDED', 'FAILED'].includes(s),
  timeoutMs = 20_000,
): Promise<RunBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await agent.get(`/api/v1/jobs/${id}`).expect(200);
    if (until(res.body.status)) return res.body as RunBody;
    if (Date.now() > deadline) throw new Error(`run ${id} still ${res.body.status}`);
    await sleep(50);
  }
}

/** Polls `fn` until it returns something other than undefined. */
export async function eventually<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await sleep(50);
  }
}
