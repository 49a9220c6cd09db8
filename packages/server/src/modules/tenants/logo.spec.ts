import { checkLogo } from './logo';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const file = (buffer: Buffer, name = 'logo.png', mimetype = 'image/png') => ({ originalname: name, mimetype, size: buffer.length, buffer });

describe('tenant logos', () => {
  it('recognise images by their bytes, not their name', () => {
    expect(checkLogo(file(png, 'logo'))).toBe('image/png');
    expect(checkLogo(file(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'logo.png'))).toBe('image/jpeg');
    expect(checkLogo(file(Buffer.from('GIF89a....')))).toBe('image/gif');
    expect(checkLogo(file(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')])))).toBe('image/webp');
    expect(() => checkLogo(file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', 'image/svg+xml'))).toThrow(
      'file logo.svg of type image/svg+xml does not match accepted file types.',
    );
  });

  it('refuse a missing, oversized or disguised file with the message a person can act on', () => {
    expect(checkLogo(file(png))).toBe('image/png');
    expect(() => checkLogo(undefined)).toThrow('A logo image is required.');
    expect(() => checkLogo(file(Buffer.from('%PDF-1.4'), 'logo.png'))).toThrow(
      'file logo.png of type image/png does not match accepted file types.',
    );
    expect(() => checkLogo(file(Buffer.concat([png, Buffer.alloc(1024 * 1024)]), 'big.png'))).toThrow(
      'file big.png is larger than the max accepted size of: 1 MB',
    );
  });
});
