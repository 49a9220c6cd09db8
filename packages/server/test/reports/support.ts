import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
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
  timeoutMs = 90_000,
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
export async function eventually<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** The rows of a CSV report (RFC 4180, the byte-order mark dropped), the header row first. */
export function parseCsv(file: Buffer): string[][] {
  const text = file.toString('utf8').replace(/^\ufeff/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (quoted) throw new Error('CSV ends inside a quoted cell');
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

/** The rows of the first sheet of an XLSX report, the header row first; an empty cell reads ''. */
export async function xlsxRows(file: Buffer): Promise<Array<Array<string | number | boolean>>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as never);
  const ws = wb.worksheets[0];
  const width = ws.getRow(1).cellCount;
  const rows: Array<Array<string | number | boolean>> = [];
  ws.eachRow({ includeEmpty: true }, (r) => {
    const cells: Array<string | number | boolean> = [];
    for (let i = 1; i <= width; i++) {
      const v = r.getCell(i).value;
      cells.push(v === null || v === undefined ? '' : (v as string | number | boolean));
    }
    rows.push(cells);
  });
  return rows;
}
