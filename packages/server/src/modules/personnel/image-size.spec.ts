import { imageSize } from './image-size';

describe('imageSize', () => {
  it('reads PNG, GIF and JPEG headers', () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000400000002008060000', 'hex');
    expect(imageSize(png)).toEqual({ width: 64, height: 32 });
    const gif = Buffer.from('474946383961' + '0a00' + '1400' + '0000', 'hex');
    expect(imageSize(gif)).toEqual({ width: 10, height: 20 });
    // SOI, APP0 (length 16), SOF0 with height 0x01e0 and width 0x0280
    const jpeg = Buffer.from(
      'ffd8' + 'ffe00010' + '4a46494600010100000100010000' + 'ffc00011' + '08' + '01e0' + '0280' + '03012200021101031101',
      'hex',
    );
    expect(imageSize(jpeg)).toEqual({ width: 640, height: 480 });
    expect(imageSize(Buffer.from('not an image'))).toBeNull();
  });
});
