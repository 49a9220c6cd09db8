import { once } from 'node:events';
import { Transform, Writable } from 'node:stream';
import type { ReportFormat } from '@clearline/shared';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import type { ColumnKind, ReportColumn } from './report-definition';

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
function csvWriter(columns: ReportColumn[], out: Writable): ReportWriter {
  const input = stringify({ header: true, columns: columns.map((c) => c.header), bom: true });
  const done = finished(out);
  input.on('error', (e) => out.destroy(e));
  input.pipe(out);
  return { input, done };
}

function xlsxWriter(columns: ReportColumn[], meta: ReportMeta, out: Writable): ReportWriter {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = 'Clearline';
  wb.title = meta.title;
  const ws = wb.addWorksheet(meta.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: c.header, width: widthOf(c) + 2 }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  const numeric = columns.map((c) => c.kind === 'number');
  const done = finished(out);
  const input = new Writable({
    objectMode: true,
    highWaterMark: 64,
    write(row: Row, _enc, cb) {
      try {
        const values = numeric.some(Boolean) ? row.map((v, i) => (numeric[i] && v !== null && v !== '' ? Number(v) : v)) : row;
        ws.addRow(values).commit();
        cb();
      } catch (e) {
        cb(e as Error);
      }
    },
    final(cb) {
      ws.commit();
      wb.commit().then(() => cb(), cb);
    },
  });
  return { input, done };
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

export function openReportWriter(format: ReportFormat, columns: ReportColumn[], meta: ReportMeta, out: Writable): ReportWriter {
  const writer =
    format === 'CSV' ? csvWriter(columns, out) : format === 'XLSX' ? xlsxWriter(columns, meta, out) : pdfWriter(columns, meta, out);
  // a failing destination stops the rows (otherwise back-pressure would wait forever)
  out.once('error', (e) => writer.input.destroy(e));
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
