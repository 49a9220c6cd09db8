import { Transform, pipeline, type Readable } from 'node:stream';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { Request, Response } from 'express';

/** The one byte range a request asks for: null for the whole file (no Range, a malformed one, or several). */
export function requestedRange(req: Request, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!req.headers.range) return null;
  const ranges = req.range(size, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges === undefined || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return { start: ranges[0].start, end: ranges[0].end };
}

/** Bytes `start` to `end` (inclusive) of a stream that begins at byte 0. */
export function sliceStream(source: Readable, start: number, end: number): Readable {
  let offset = 0;
  const slice = new Transform({
    transform(chunk: Buffer, _enc, done) {
      const from = Math.max(start - offset, 0);
      const to = Math.min(end + 1 - offset, chunk.length);
      offset += chunk.length;
      if (to > from) this.push(chunk.subarray(from, to));
      if (offset > end) {
        this.push(null);
        source.unpipe(slice);
        source.destroy();
      }
      done();
    },
  });
  return source.pipe(slice);
}

/**
 * Answers a stored file to be played in the page (a <video> asks for byte ranges to start and to seek):
 * the whole file (200) or the one range asked for (206 with Content-Range), 416 for a range past its end.
 * The route takes `@Res()` itself, since the status depends on the request.
 */
export async function sendRanged(
  req: Request,
  res: Response,
  file: { size: number; contentType: string },
  open: () => Promise<Readable>,
): Promise<void> {
  const range = requestedRange(req, file.size);
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${file.size}`);
    throw new HttpException(`The requested range is outside the file of ${file.size} bytes.`, HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE);
  }
  const source = await open();
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, max-age=300');
  if (range) {
    res.status(HttpStatus.PARTIAL_CONTENT);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
  } else {
    res.status(HttpStatus.OK);
    res.setHeader('Content-Length', String(file.size));
  }
  pipeline(range ? sliceStream(source, range.start, range.end) : source, res, () => undefined);
}
