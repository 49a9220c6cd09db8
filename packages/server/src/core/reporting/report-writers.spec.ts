import { Writable, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { ReportColumn } from './report-definition';
import { openReportWriter, rowCounter } from './report-writers';
import { XlsxStreamWriter } from './xlsx-stream';

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

  it('writes an XLSX workbook that reads back cell for cell: text as text, numbers as numbers, empty cells empty', async () => {
    const cols: ReportColumn[] = [
      { header: 'Name', width: 16 },
      { header: 'Count', kind: 'number' },
      { header: 'Hire Date', kind: 'date' },
      { header: 'Active', kind: 'boolean' },
      { header: 'Note' },
    ];
    const odd = [
      '<b>Tom & "Jerry"</b>',
      '  leading and trailing  ',
      'tab\there\nnew line',
      'bell\u0007 and \u0001 gone',
      'Zoë 東京 🚀',
      '_x0041_',
    ];
    const input = [
      ...odd.map((text, i) => [text, String(i - 2), '2024-02-29', i % 2 ? 'Yes' : 'No', null]),
      ['=HYPERLINK("x")', '1.5', null, null, '@sum'],
      ['', '', '', '', ''],
    ];
    for (const formulaSafe of [false, true]) {
      const { out, bytes } = sink();
      const w = openReportWriter('XLSX', cols, { ...meta, title: 'Roster: A/B' }, out, { formulaSafe });
      await pipeline(Readable.from(input), w.input);
      await w.done;
      const wb = new ExcelJS.Workbook();
      const b = bytes();
      await wb.xlsx.load(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer);
      expect(wb.creator).toBe('Clearline');
      expect(wb.title).toBe('Roster: A/B');
      expect(wb.worksheets.map((ws) => ws.name)).toEqual(['Roster  A B']);
      const ws = wb.worksheets[0];
      expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(cols.map((_, i) => ws.getColumn(i + 1).width)).toEqual([18, 12, 14, 10, 26]);
      expect(ws.getRow(1).values).toEqual([undefined, 'Name', 'Count', 'Hire Date', 'Active', 'Note']);
      expect(cols.map((_, i) => ws.getRow(1).getCell(i + 1).font?.bold)).toEqual([true, true, true, true, true]);
      expect(ws.getRow(2).getCell(1).font?.bold).toBeFalsy();
      expect(ws.rowCount).toBe(input.length + 1);
      const read = (r: number) => cols.map((_, i) => ws.getRow(r).getCell(i + 1).value);
      const shown = odd.map((t, i) => (i === 3 ? 'bell and  gone' : t)); // characters XML cannot carry are left out
      odd.forEach((_, i) => expect(read(i + 2)).toEqual([shown[i], i - 2, '2024-02-29', i % 2 ? 'Yes' : 'No', null]));
      expect(read(odd.length + 2)).toEqual([
        formulaSafe ? `'=HYPERLINK("x")` : '=HYPERLINK("x")',
        1.5,
        null,
        null,
        formulaSafe ? "'@sum" : '@sum',
      ]);
      expect(typeof ws.getRow(2).getCell(2).value).toBe('number');
      expect(read(odd.length + 3)).toEqual([null, null, null, null, null]);
    }
  });

  it('XLSX: starts a new sheet on request, each with its header; a failing destination fails the rows', async () => {
    const { out, bytes } = sink();
    const x = new XlsxStreamWriter([{ header: 'N', width: 5 }], out, { title: 'T', creator: 'Clearline', compressionLevel: 1 });
    await x.addSheet('First');
    for (let i = 0; i < 3000; i++) await x.addRow([i]);
    await x.addSheet('First 2');
    await x.addRow(['last']);
    await x.end();
    await x.done;
    const wb = new ExcelJS.Workbook();
    const b = bytes();
    await wb.xlsx.load(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer);
    expect(wb.worksheets.map((ws) => [ws.name, ws.rowCount])).toEqual([
      ['First', 3001],
      ['First 2', 2],
    ]);
    expect(wb.worksheets[0].getRow(3001).getCell(1).value).toBe(2999);
    expect(wb.worksheets[1].getRow(1).getCell(1).value).toBe('N');

    let taken = 0;
    const failing = new Writable({
      write(chunk: Buffer, _e, cb) {
        taken += chunk.length;
        cb(taken > 10_000 ? new Error('disk full') : null);
      },
    });
    const w = openReportWriter('XLSX', columns, meta, failing);
    const many = Array.from({ length: 200_000 }, (_, i) => [`Person ${i} ${'x'.repeat(i % 50)}`, String(i), 't']);
    await expect(pipeline(Readable.from(many), w.input)).rejects.toThrow('disk full');
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
