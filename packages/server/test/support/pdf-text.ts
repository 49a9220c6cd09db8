import { inflateSync } from 'node:zlib';

/** WinAnsiEncoding (the standard fonts' encoding) where it differs from Latin-1: bytes 0x80–0x9F. */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

const decodeBytes = (bytes: Buffer) => Array.from(bytes, (b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

/** The bytes of a PDF string operand: `<hex>` or `(literal)` with its escapes. */
function stringOperand(token: string): Buffer {
  if (token.startsWith('<')) return Buffer.from(token.slice(1, -1).replace(/\s+/g, ''), 'hex');
  const body = token.slice(1, -1);
  const out: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== '\\') {
      out.push(body.charCodeAt(i));
      continue;
    }
    const n = body[++i];
    const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
    if (n in escapes) out.push(escapes[n]);
    else if (/[0-7]/.test(n)) {
      const oct = /^[0-7]{1,3}/.exec(body.slice(i))![0];
      out.push(parseInt(oct, 8));
      i += oct.length - 1;
    }
  }
  return Buffer.from(out);
}

/** The content streams of a PDF, decompressed (FlateDecode) where they are compressed. */
export function pdfStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  const head = /\d+ \d+ obj\s*<<([^]*?)>>\s*stream\r?\n/g;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    const length = /\/Length (\d+)/.exec(m[1]);
    if (!length) throw new Error(`a PDF stream without a direct /Length: ${m[1].slice(0, 80)}`);
    const start = m.index + m[0].length;
    const raw = pdf.subarray(start, start + Number(length[1]));
    streams.push((/\/FlateDecode/.test(m[1]) ? inflateSync(raw) : raw).toString('latin1'));
    head.lastIndex = start + Number(length[1]);
  }
  return streams;
}

/**
 * The text of a PDF written with the standard fonts (as PDFKit writes reports): one string per
 * text-showing operator (Tj or TJ), in the order of the content streams. Kerning offsets inside a TJ
 * array are dropped, so each string is the text of one `doc.text` call.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  const str = String.raw`<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)`;
  const op = new RegExp(String.raw`\[((?:\s*(?:${str}|-?[\d.]+))*)\s*\]\s*TJ|(${str})\s*Tj`, 'g');
  for (const stream of pdfStreams(pdf)) {
    for (const m of stream.matchAll(op)) {
      const parts = m[1] !== undefined ? (m[1].match(new RegExp(str, 'g')) ?? []) : [m[2]];
      lines.push(decodeBytes(Buffer.concat(parts.map(stringOperand))));
    }
  }
  return lines;
}
