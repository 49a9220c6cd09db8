import { Writable, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { ReportColumn } from './report-definition';
import { openReportWriter, rowCounter } from './report-writers';

const columns: ReportColumn[] = [{ header: 'Name' }, { header: 'Count', kind: 'number' }, { header: 'Active', kind: 'boolean' }];
const meta = { title: 'Test Report', generated: 'Generated 2025-05-05 10:00 UTC', parameters: ['Status: Active'] };

function sink() {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _e, cb) {
      chunks.push(chunk);
      cb();
    },
  });
  return { out, bytes: () => Buffer.concat(chunks) };
}

async function render(format: 'CSV' | 'XLSX' | 'PDF', rows: Array<Array<string | null>>) {
  const { out, bytes } = sink();
  const counted: number[] = [];
  const w = openReportWriter(format, columns, meta, out);
  await pipeline(
    Readable.from(rows),
    rowCounter(columns, (n) => counted.push(n), 2),
    w.input,
  );
  await w.done;
  return { bytes: bytes(), counted };
}

describe('report writers', () => {
  const rows = [
    ['Doe, "Jane"', '3', 't'],
    ['Émile', null, 'f'],
    ['x', '10', null],
  ];

  it('writes CSV with a header, quoting and Yes/No', async () => {
    const { bytes, counted } = await render('CSV', rows);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.subarray(3).toString('utf8')).toBe('Name,Count,Active\n"Doe, ""Jane""",3,Yes\nÉmile,,No\nx,10,\n');
    expect(counted).toEqual([2, 3]);
  });

  it('writes an XLSX workbook with numbers as numbers', async () => {
    const { bytes } = await render('XLSX', rows);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as never);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([undefined, 'Name', 'Count', 'Active']);
    expect(ws.getRow(2).values).toEqual([undefined, 'Doe, "Jane"', 3, 'Yes']);
    expect(ws.rowCount).toBe(4);
  });

  it('writes a PDF, across pages when the rows do not fit', async () => {
    const many = Array.from({ length: 120 }, (_, i) => [`Person ${i}`, String(i), 't']);
    const { bytes } = await render('PDF', many);
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect((text.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(3);
  });

  it('makes formula-like text safe in text columns when asked, and can leave the destination open', async () => {
    const { out, bytes } = sink();
    let ended = false;
    out.on('finish', () => (ended = true));
    const w = openReportWriter('CSV', columns, meta, out, { formulaSafe: true, keepOpen: true });
    await pipeline(
      Readable.from([
        ['=HYPERLINK("x")', '-3', 't'],
        ['@sum', '+4', null],
      ]),
      w.input,
    );
    await w.done;
    expect(ended).toBe(false);
    const lines = bytes()
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines).toEqual(['Name,Count,Active', `"'=HYPERLINK(""x"")",-3,t`, "'@sum,+4,"]);
  });

  it('writes XLSX cells as given unless formula safety is asked for', async () => {
    for (const formulaSafe of [false, true]) {
      const { out, bytes } = sink();
      const w = openReportWriter('XLSX', columns, meta, out, { formulaSafe });
      await pipeline(Readable.from([['=1+1', '-3', null]]), w.input);
      await w.done;
      const wb = new ExcelJS.Workbook();
      const b = bytes();
      await wb.xlsx.load(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer);
      const row = wb.getWorksheet('Test Report')!.getRow(2);
      expect(row.getCell(1).value).toBe(formulaSafe ? "'=1+1" : '=1+1');
      expect(row.getCell(2).value).toBe(-3);
    }
  });
});
