import { checkFileType, extensionOf, isText, sniff } from './file-sniff';

const zip = (entry: string) => {
  const name = Buffer.from(entry, 'latin1');
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(name.length, 26);
  return Buffer.concat([h, name, Buffer.from('data')]);
};
const ole = (stream: string) =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from(stream, 'utf16le')]);

describe('sniff', () => {
  it.each([
    [Buffer.from('%PDF-1.7\n'), 'pdf'],
    [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'png'],
    [Buffer.from([0xff, 0xd8, 0xff, 0xdb]), 'jpg'],
    [Buffer.from('GIF87a..'), 'gif'],
    [Buffer.from('GIF89a..'), 'gif'],
    [zip('[Content_Types].xml'), 'zip'],
    [Buffer.concat([zip('[Content_Types].xml'), zip('word/document.xml')]), 'docx'],
    [Buffer.concat([zip('_rels/.rels'), zip('xl/workbook.xml')]), 'xlsx'],
    [ole('WordDocument'), 'doc'],
    [ole('Workbook'), 'xls'],
    [ole('Nothing'), 'ole'],
    [Buffer.from('a,b\n1,2\n'), 'txt'],
    [Buffer.from('Ünïcödé text\n'), 'txt'],
  ])('detects %#', (buf, kind) => expect(sniff(buf)?.kind).toBe(kind));

  it('refuses binary that is none of the accepted formats', () => {
    expect(sniff(Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]))).toBeUndefined();
    expect(sniff(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]))).toBeUndefined();
    expect(sniff(Buffer.from('GIF88a'))).toMatchObject({ kind: 'txt' });
  });

  it('tells text from binary', () => {
    expect(isText(Buffer.from('line\r\nline\t\n'))).toBe(true);
    expect(isText(Buffer.from([0x61, 0x00, 0x62]))).toBe(false);
    expect(isText(Buffer.from([0xff, 0xfe, 0xfd, 0xfc, 0x80, 0x81]))).toBe(false);
  });
});

describe('checkFileType', () => {
  const accepted = ['pdf', 'png', 'jpg', 'gif', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'csv'];

  it('accepts a file whose bytes match its extension', () => {
    expect(checkFileType('a.PDF', Buffer.from('%PDF-1.4'), accepted)).toEqual({ ok: true, mime: 'application/pdf' });
    expect(checkFileType('photo.jpeg', Buffer.from([0xff, 0xd8, 0xff]), accepted)).toEqual({ ok: true, mime: 'image/jpeg' });
    expect(checkFileType('list.csv', Buffer.from('a,b'), accepted)).toEqual({ ok: true, mime: 'text/csv' });
  });

  it('names the detected type when the bytes do not match or the extension is not accepted', () => {
    expect(checkFileType('a.pdf', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), accepted)).toEqual({
      ok: false,
      type: 'image/png',
    });
    expect(checkFileType('a.txt', Buffer.from('%PDF-1.4'), accepted)).toEqual({ ok: false, type: 'application/pdf' });
    expect(checkFileType('a.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ['pdf'])).toEqual({
      ok: false,
      type: 'image/png',
    });
    expect(checkFileType('noext', Buffer.from('%PDF-1.4'), accepted)).toEqual({ ok: false, type: 'application/pdf' });
  });

  it('reads extensions case-insensitively', () => {
    expect(extensionOf('A.Report.DOCX')).toBe('docx');
    expect(extensionOf('README')).toBe('');
  });
});
