import { once } from 'node:events';
import { Transform, Writable } from 'node:stream';
import { type ReportFormat, XLSX_MAX_ROWS_PER_SHEET } from '@clearline/shared';
import { stringify } from 'csv-stringify';
import PDFDocument from 'pdfkit';
import type { ColumnKind, ReportColumn } from './report-definition';
import { XlsxStreamWriter } from './xlsx-stream';

export type Row = Array<string | number | null>;

export interface ReportMeta {
  title: string;
  /** "Generated 2025-05-01 10:00 America/New_York" */
  generated: string;
  /** one line per non-empty parameter, "Facility: …" */
  parameters: string[];
}

/**
 * An output format as an object-mode Writable taking one row (array in column order) at a time and
 * writing bytes to `out`. `done` settles when `out` has received the whole file. Nothing holds more
 * than a few rows: the CSV stringifier, the XLSX streaming writer (each row committed) and PDFKit
 * (pages flushed as they fill) all write through to `out` with back-pressure.
 */
export interface ReportWriter {
  input: Writable;
  done: Promise<void>;
}

export interface WriterOptions {
  /** prefix text cells that spreadsheet programs would run as formulas (starting with = + - @ tab or CR) with ' */
  formulaSafe?: boolean;
  /** CSV only: leave `out` open when the file is complete (the caller ends it); `done` settles when all is written */
  keepOpen?: boolean;
}

/** Spreadsheet programs run cells that start with = + - @ as formulas: such text is prefixed with '. */
export const safeCell = (v: string | number | null): string | number | null =>
  typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;

/** The row with formula-like text made safe in the text columns (numbers, dates and booleans stay as they are). */
function safeRow(columns: ReportColumn[]): (row: Row) => Row {
  const text = columns.map((c) => (c.kind ?? 'text') === 'text');
  return (row) => row.map((v, i) => (text[i] ? safeCell(v) : v));
}

/** Deflate level of XLSX files: 1 is the fastest, files about a quarter larger than at the default 6. */
const XLSX_COMPRESSION_LEVEL = 1;

const DEFAULT_WIDTH: Record<ColumnKind, number> = { text: 24, date: 12, datetime: 18, number: 10, boolean: 8 };
const widthOf = (c: ReportColumn) => c.width ?? DEFAULT_WIDTH[c.kind ?? 'text'];

function finished(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    out.once('finish', () => resolve());
    out.once('close', () => resolve());
    out.once('error', reject);
  });
}

/** CSV: RFC 4180 with a header row, UTF-8 with a byte-order mark so spreadsheet programs read accents. */
function csvWriter(columns: ReportColumn[], out: Writable, opts: WriterOptions): ReportWriter {
  const csv = stringify({ header: true, columns: columns.map((c) => c.header), bom: true });
  const done = opts.keepOpen ? ended(csv) : finished(out);
  // a failing CSV stage fails the destination, except one the caller keeps open (it answers the failure itself)
  csv.on('error', (e) => (opts.keepOpen ? undefined : out.destroy(e)));
  csv.pipe(out, { end: !opts.keepOpen });
  if (opts.keepOpen) {
    // the destination may close (a client that went away) with rows still queued here: fail `done`
    let complete = false;
    csv.once('end', () => (complete = true));
    out.once('close', () => {
      if (!complete) csv.destroy(new Error('The destination closed before the file was complete'));
    });
  }
  if (!opts.formulaSafe) return { input: csv, done };
  const safe = safeRow(columns);
  const input = new Transform({
    objectMode: true,
    highWaterMark: 64,
    transform(row: Row, _enc, cb) {
      cb(null, safe(row));
    },
  });
  input.on('error', (e) => csv.destroy(e));
  csv.on('error', (e) => input.destroy(e));
  input.pipe(csv);
  return { input, done };
}

function ended(stream: Transform): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.once('end', () => resolve());
    stream.once('error', reject);
  });
}

/**
 * XLSX: a bold, frozen header row; a new worksheet every XLSX_MAX_ROWS_PER_SHEET rows (the format allows
 * 1,048,576); text as inline strings, number columns as numbers (xlsx-stream.ts writes the sheet XML).
 */
function xlsxWriter(columns: ReportColumn[], meta: ReportMeta, out: Writable, opts: WriterOptions): ReportWriter {
  const xlsx = new XlsxStreamWriter(
    columns.map((c) => ({ header: c.header, width: widthOf(c) + 2 })),
    out,
    { title: meta.title, creator: 'Clearline', compressionLevel: XLSX_COMPRESSION_LEVEL },
  );
  const name = meta.title.replace(/[\\/?*[\]:]/g, ' ');
  // a sheet name has at most 31 characters
  const sheetName = (index: number) => (index === 1 ? name.slice(0, 31) : `${name.slice(0, 31 - ` ${index}`.length)} ${index}`);
  let rows = 0;
  const numeric = columns.map((c) => c.kind === 'number');
  const anyNumeric = numeric.some(Boolean);
  const safe = opts.formulaSafe ? safeRow(columns) : (row: Row) => row;
  const firstSheet = xlsx.addSheet(sheetName(1));
  const input = new Writable({
    objectMode: true,
    highWaterMark: 64,
    write(row: Row, _enc, cb) {
      if (rows === 0) firstSheet.then(() => writeRow(row, cb), cb);
      else writeRow(row, cb);
    },
    final(cb) {
      firstSheet.then(() => xlsx.end()).then(() => cb(), cb);
    },
  });
  function writeRow(row: Row, cb: (e?: Error | null) => void): void {
    try {
      const cells = safe(row);
      const values = anyNumeric ? cells.map((v, i) => (numeric[i] && v !== null && v !== '' ? Number(v) : v)) : cells;
      if (rows > 0 && rows % XLSX_MAX_ROWS_PER_SHEET === 0) {
        rows += 1;
        xlsx
          .addSheet(sheetName((rows - 1) / XLSX_MAX_ROWS_PER_SHEET + 1))
          .then(() => xlsx.addRow(values))
          .then(() => cb(), cb);
        return;
      }
      rows += 1;
      const waiting = xlsx.addRow(values);
      if (waiting) waiting.then(() => cb(), cb);
      else cb();
    } catch (e) {
      cb(e as Error);
    }
  }
  return { input, done: xlsx.done };
}

/** PDF: landscape Letter, a title block, the header repeated on every page, cells cut to their column. */
function pdfWriter(columns: ReportColumn[], meta: ReportMeta, out: Writable): ReportWriter {
  const doc = new PDFDocument({ size: 'LETTER', layout: 'landscape', margin: 36, bufferPages: false, info: { Title: meta.title } });
  const done = finished(out);
  doc.on('error', (e: Error) => out.destroy(e));
  doc.pipe(out);
  const left = 36;
  const usable = doc.page.width - 72;
  const total = columns.reduce((s, c) => s + widthOf(c), 0);
  const widths = columns.map((c) => (widthOf(c) / total) * usable);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const lineHeight = 11;
  const bottom = doc.page.height - 48;
  let y = 0;
  let page = 0;

  const header = () => {
    doc.font('Helvetica-Bold').fontSize(7.5);
    columns.forEach((c, i) =>
      doc.text(c.header, xs[i] + 1, y, { width: widths[i] - 2, height: lineHeight, lineBreak: false, ellipsis: true }),
    );
    y += lineHeight;
    doc
      .moveTo(left, y - 2)
      .lineTo(left + usable, y - 2)
      .lineWidth(0.5)
      .stroke();
    doc.font('Helvetica').fontSize(7.5);
  };
  const newPage = () => {
    if (page > 0) doc.addPage();
    page += 1;
    y = 36;
    if (page === 1) {
      doc.font('Helvetica-Bold').fontSize(14).text(meta.title, left, y);
      y = doc.y + 2;
      doc.font('Helvetica').fontSize(8).text(meta.generated, left, y);
      y = doc.y;
      for (const line of meta.parameters) {
        doc.text(line, left, y);
        y = doc.y;
      }
      y += 8;
    }
    doc
      .font('Helvetica')
      .fontSize(7)
      .text(`${meta.title} — page ${page}`, left, doc.page.height - 30, { lineBreak: false });
    header();
  };
  newPage();

  const input = new Writable({
    objectMode: true,
    highWaterMark: 64,
    write(row: Row, _enc, cb) {
      try {
        if (y + lineHeight > bottom) newPage();
        row.forEach((v, i) => {
          if (v === null || v === '') return;
          doc.text(String(v), xs[i] + 1, y, { width: widths[i] - 2, height: lineHeight, lineBreak: false, ellipsis: true });
        });
        y += lineHeight;
        // PDFKit pushes page data without waiting: pause the rows while `out` is full
        if (out.writableNeedDrain) once(out, 'drain').then(() => cb(), cb);
        else cb();
      } catch (e) {
        cb(e as Error);
      }
    },
    final(cb) {
      doc.end();
      cb();
    },
  });
  return { input, done };
}

/** The one writer of report and export files: CSV, XLSX or PDF, one row (array in column order) at a time. */
export function openReportWriter(
  format: ReportFormat,
  columns: ReportColumn[],
  meta: ReportMeta,
  out: Writable,
  opts: WriterOptions = {},
): ReportWriter {
  const writer =
    format === 'CSV'
      ? csvWriter(columns, out, opts)
      : format === 'XLSX'
        ? xlsxWriter(columns, meta, out, opts)
        : pdfWriter(columns, meta, out);
  // a failing destination stops the rows (otherwise back-pressure would wait forever)
  out.once('error', (e) => writer.input.destroy(e));
  // a caller that stops at the failed rows never awaits `done`: its failure is not an unhandled rejection
  writer.done.catch(() => undefined);
  return writer;
}

/**
 * Counts rows as they pass (progress) and turns PostgreSQL booleans ('t'/'f' as text) into Yes/No.
 */
export function rowCounter(columns: ReportColumn[], onRows: (n: number) => void, every = 1000): Transform {
  const booleans = columns.map((c, i) => (c.kind === 'boolean' ? i : -1)).filter((i) => i >= 0);
  let n = 0;
  return new Transform({
    objectMode: true,
    highWaterMark: 64,
    transform(row: Row, _enc, cb) {
      for (const i of booleans) {
        const v = row[i];
        row[i] = v === 't' || v === 'true' ? 'Yes' : v === 'f' || v === 'false' ? 'No' : v;
      }
      n += 1;
      if (n % every === 0) onRows(n);
      cb(null, row);
    },
    flush(cb) {
      onRows(n);
      cb();
    },
  });
}
