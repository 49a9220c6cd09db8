import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { ZipFile } from 'yazl';

/**
 * A streaming XLSX (SpreadsheetML) writer: the sheet XML is written row by row as text straight into a
 * zip stream (yazl), with inline strings and one style (the bold header). exceljs' streaming writer built
 * a row model, a cell model and an XML writer object per cell; this writes the same workbook with a few
 * string concatenations per cell, holding only the current batch of rows.
 *
 * What the workbook holds: one or more sheets, each with the header row in bold, frozen below it, and the
 * given column widths; a text cell is an inline string, a number a number, an empty cell is left out.
 */
export interface XlsxColumn {
  header: string;
  /** in characters, as Excel counts them */
  width: number;
}

export interface XlsxOptions {
  title: string;
  creator: string;
  /** deflate level of the zip entries (1 fastest … 9 smallest) */
  compressionLevel?: number;
}

/** Text kept in memory before it goes to the zip stream (one write per batch rather than per row). */
const BATCH_CHARS = 64 * 1024;
/** The sheet stream's buffer: the writer waits for the zip to take it once it holds this much. */
const SHEET_HIGH_WATER_MARK = 256 * 1024;

const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// characters XML 1.0 does not allow (a tab, a line feed and a carriage return are allowed)
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
// eslint-disable-next-line no-control-regex
const SPECIAL = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

/** Text as XML character data or an attribute value (characters XML cannot carry are left out). */
export function xmlText(s: string): string {
  if (!SPECIAL.test(s)) return s;
  return s.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Excel's column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

function inlineString(ref: string, text: string, style = ''): string {
  const t = xmlText(text);
  const space = /^\s|\s$/.test(t) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${t}</t></is></c>`;
}

export class XlsxStreamWriter {
  private readonly zip = new ZipFile();
  private readonly letters: string[];
  private readonly sheetNames: string[] = [];
  private sheet: PassThrough | undefined;
  private rowNumber = 0;
  private batch = '';
  readonly done: Promise<void>;

  constructor(
    private readonly columns: XlsxColumn[],
    out: Writable,
    private readonly options: XlsxOptions,
  ) {
    this.letters = columns.map((_, i) => columnLetters(i));
    this.done = new Promise<void>((resolve, reject) => {
      out.once('finish', () => resolve());
      out.once('close', () => resolve());
      out.once('error', reject);
    });
    this.zip.outputStream.once('error', (e: Error) => out.destroy(e));
    this.part(
      '_rels/.rels',
      `<Relationships xmlns="${NS_PKG_REL}">` +
        `<Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/>` +
        `<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>` +
        `<Relationship Id="rId3" Type="${NS_REL}/extended-properties" Target="docProps/app.xml"/>` +
        `</Relationships>`,
    );
    this.zip.outputStream.pipe(out);
  }

  private get level(): number {
    return this.options.compressionLevel ?? 6;
  }

  /** Starts a sheet (ending the current one) and writes its header row. */
  async addSheet(name: string): Promise<void> {
    await this.endSheet();
    this.sheetNames.push(name);
    const index = this.sheetNames.length;
    const sheet = new PassThrough({ highWaterMark: SHEET_HIGH_WATER_MARK });
    this.sheet = sheet;
    this.zip.addReadStream(sheet, `xl/worksheets/sheet${index}.xml`, { compressionLevel: this.level });
    const cols = this.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');
    const header = this.columns.map((c, i) => inlineString(`${this.letters[i]}1`, c.header, ' s="1"')).join('');
    this.rowNumber = 1;
    this.batch =
      `${XML_HEAD}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
      `<sheetViews><sheetView workbookViewId="0"${index === 1 ? ' tabSelected="1"' : ''}>` +
      `<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>` +
      `<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>` +
      `<sheetFormatPr defaultRowHeight="15"/><cols>${cols}</cols><sheetData><row r="1" s="1" customFormat="1">${header}</row>`;
  }

  /**
   * Adds a row to the current sheet: strings as text, numbers as numbers, null and '' as empty cells.
   * Answers a promise only when a batch went to the zip and the caller must wait for room.
   */
  addRow(values: ReadonlyArray<string | number | null>): Promise<void> | undefined {
    const r = ++this.rowNumber;
    let xml = `<row r="${r}">`;
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (v === null || v === undefined || v === '') continue;
      const ref = `${this.letters[i] ?? columnLetters(i)}${r}`;
      xml += typeof v === 'number' && Number.isFinite(v) ? `<c r="${ref}"><v>${v}</v></c>` : inlineString(ref, String(v));
    }
    this.batch += `${xml}</row>`;
    return this.batch.length >= BATCH_CHARS ? this.flush() : undefined;
  }

  /** Ends the last sheet and writes the workbook's parts; `done` settles when `out` has the whole file. */
  async end(): Promise<void> {
    await this.endSheet();
    this.addParts();
    this.zip.end();
  }

  private async flush(): Promise<void> {
    const sheet = this.sheet;
    if (!sheet || !this.batch) return;
    const text = this.batch;
    this.batch = '';
    if (!sheet.write(text)) await Promise.race([once(sheet, 'drain'), this.done.then(() => undefined)]);
  }

  private async endSheet(): Promise<void> {
    if (!this.sheet) return;
    this.batch += '</sheetData></worksheet>';
    await this.flush();
    this.sheet.end();
    this.sheet = undefined;
  }

  /** A small part of the package, written whole. */
  private part(name: string, xml: string): void {
    this.zip.addBuffer(Buffer.from(XML_HEAD + xml, 'utf8'), name, { compressionLevel: this.level });
  }

  /** The parts that list the sheets, written once the last sheet has ended. */
  private addParts(): void {
    const sheets = this.sheetNames.map((_, i) => i + 1);
    this.part(
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        sheets
          .map(
            (n) =>
              `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
          )
          .join('') +
        `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
        `<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>` +
        `<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>` +
        `</Types>`,
    );
    const now = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    this.part(
      'docProps/core.xml',
      `<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
        `xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ` +
        `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
        `<dc:title>${xmlText(this.options.title)}</dc:title><dc:creator>${xmlText(this.options.creator)}</dc:creator>` +
        `<dcterms:created xsi:type="dcterms:W3CDTF">${now}</dcterms:created>` +
        `<dcterms:modified xsi:type="dcterms:W3CDTF">${now}</dcterms:modified></cp:coreProperties>`,
    );
    this.part(
      'docProps/app.xml',
      `<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">` +
        `<Application>${xmlText(this.options.creator)}</Application></Properties>`,
    );
    this.part(
      'xl/workbook.xml',
      `<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><bookViews><workbookView activeTab="0"/></bookViews><sheets>` +
        this.sheetNames.map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
        `</sheets></workbook>`,
    );
    this.part(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${NS_PKG_REL}">` +
        sheets.map((n) => `<Relationship Id="rId${n}" Type="${NS_REL}/worksheet" Target="worksheets/sheet${n}.xml"/>`).join('') +
        `<Relationship Id="rId${sheets.length + 1}" Type="${NS_REL}/styles" Target="styles.xml"/></Relationships>`,
    );
    // style 0: the default; style 1: bold (the header row)
    this.part(
      'xl/styles.xml',
      `<styleSheet xmlns="${NS_MAIN}">` +
        `<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>` +
        `<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>` +
        `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
        `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
        `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
        `<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
        `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>` +
        `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    );
  }
}
