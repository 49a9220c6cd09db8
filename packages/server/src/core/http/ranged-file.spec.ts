import { Readable } from 'node:stream';
import { sliceStream } from './ranged-file';

const bytes = Buffer.from(Array.from({ length: 100 }, (_, i) => i));
/** The bytes in chunks of `size`, as storage streams them. */
const chunked = (size: number) =>
  Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));
const collect = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

describe('sliceStream', () => {
  it.each([1, 7, 33, 100])('answers exactly bytes start..end across chunks of %i', async (size) => {
    expect(await collect(sliceStream(chunked(size), 10, 54))).toEqual(bytes.subarray(10, 55));
    expect(await collect(sliceStream(chunked(size), 0, 0))).toEqual(bytes.subarray(0, 1));
    expect(await collect(sliceStream(chunked(size), 90, 99))).toEqual(bytes.subarray(90));
  });
});
