/**
 * Content-type detection from the bytes of a file (magic numbers), for the upload types the product
 * accepts: PDF, PNG, JPEG, GIF, WebP, DOCX/XLSX (zip containers), DOC/XLS (OLE compound files), TXT/CSV.
 * Pure; no I/O.
 */

export interface SniffedType {
  /** the extension family, e.g. pdf, png, jpg, docx, xls, txt */
  kind: string;
  mime: string;
}

export const MIME_OF: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  txt: 'text/plain',
  csv: 'text/csv',
};

/** File-name extensions and the kind their content must have. */
export const EXTENSION_KIND: Record<string, string> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  docx: 'docx',
  xlsx: 'xlsx',
  doc: 'doc',
  xls: 'xls',
  txt: 'txt',
  csv: 'txt',
};

const startsWith = (buf: Buffer, sig: number[], offset = 0): boolean =>
  buf.length >= offset + sig.length && sig.every((b, i) => buf[offset + i] === b);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Names of zip entries from their local file headers (enough to tell Word from Excel). */
function zipEntryNames(buf: Buffer, max = 200): string[] {
  const names: string[] = [];
  let i = 0;
  while (names.length < max) {
    const at = buf.indexOf(Buffer.from(ZIP), i);
    if (at < 0 || at + 30 > buf.length) break;
    const nameLen = buf.readUInt16LE(at + 26);
    const extraLen = buf.readUInt16LE(at + 28);
    names.push(buf.subarray(at + 30, at + 30 + nameLen).toString('latin1'));
    i = at + 30 + nameLen + extraLen;
  }
  return names;
}

const utf16 = (s: string): Buffer => Buffer.from(s, 'utf16le');

/** True when the bytes are UTF-8 text without NULs or binary control characters. */
export function isText(buf: Buffer): boolean {
  if (buf.length === 0) return true;
  const sample = buf.subarray(0, 64 * 1024);
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b)) control++;
  }
  if (control > sample.length / 100) return false;
  // reject invalid UTF-8 (a cut multi-byte sequence at the sample end is fine)
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(sample);
  const bad = (decoded.match(/\uFFFD/g) ?? []).length;
  return bad <= 1;
}

/** The detected type, or undefined when the bytes match none of the accepted formats. */
export function sniff(buf: Buffer): SniffedType | undefined {
  const t = (kind: string): SniffedType => ({ kind, mime: MIME_OF[kind] });
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return t('pdf');
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return t('png');
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return t('jpg');
  if (startsWith(buf, [0x47, 0x49, 0x46, 0x38]) && (buf[4] === 0x37 || buf[4] === 0x39) && buf[5] === 0x61) return t('gif');
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) return t('webp');
  if (startsWith(buf, ZIP)) {
    const names = zipEntryNames(buf);
    if (names.some((n) => n.startsWith('word/'))) return t('docx');
    if (names.some((n) => n.startsWith('xl/'))) return t('xlsx');
    return { kind: 'zip', mime: 'application/zip' };
  }
  if (startsWith(buf, OLE)) {
    if (buf.includes(utf16('WordDocument'))) return t('doc');
    if (buf.includes(utf16('Workbook')) || buf.includes(utf16('Book'))) return t('xls');
    return { kind: 'ole', mime: 'application/x-ole-storage' };
  }
  if (isText(buf)) return t('txt');
  return undefined;
}

export const extensionOf = (name: string): string => {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i + 1).toLowerCase();
};

/**
 * Checks a file's name and bytes against the accepted extensions: the extension must be accepted
 * and the content must be of that extension's kind. Returns the stored content type, or the type
 * that did not match (for the spec's "does not match accepted file types" message).
 */
export function checkFileType(
  name: string,
  buf: Buffer,
  accepted: readonly string[],
): { ok: true; mime: string } | { ok: false; type: string } {
  const ext = extensionOf(name);
  const sniffed = sniff(buf);
  const detected = sniffed?.mime ?? 'application/octet-stream';
  const acceptedSet = new Set(accepted.map((a) => a.toLowerCase().replace(/^\./, '')));
  if (acceptedSet.has('jpg')) acceptedSet.add('jpeg');
  if (!acceptedSet.has(ext) || !sniffed) return { ok: false, type: detected };
  if (EXTENSION_KIND[ext] !== sniffed.kind) return { ok: false, type: detected };
  return { ok: true, mime: ext === 'csv' ? MIME_OF.csv : sniffed.mime };
}
