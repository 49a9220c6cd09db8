import { Transform, type Readable } from 'node:stream';
import { HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface ByteRange {
  start: number;
  end: number;
}

/**
 * The byte ranges of a Range header (RFC 9110 §14.1.2) in a file of `size` bytes, overlapping and adjacent
 * ones combined: null when the header is malformed or of another unit, 'unsatisfiable' when no range lies
 * within the file.
 */
function parseRanges(header: string, size: number): ByteRange[] | 'unsatisfiable' | null {
  const eq = header.indexOf('=');
  if (eq < 0 || header.slice(0, eq).trim() !== 'bytes') return null;
  const ranges: ByteRange[] = [];
  for (const spec of header.slice(eq + 1).split(',')) {
    const [from, to] = spec.split('-');
    let start = parseInt(from, 10);
    let end = parseInt(to, 10);
    if (Number.isNaN(start)) {
      start = size - end;
      end = size - 1;
    } else if (Number.isNaN(end)) end = size - 1;
    if (end > size - 1) end = size - 1;
    if (Number.isNaN(start) || Number.isNaN(end) || start > end || start < 0) continue;
    ranges.push({ start, end });
  }
  if (!ranges.length) return 'unsatisfiable';
  ranges.sort((a, b) => a.start - b.start);
  const combined: ByteRange[] = [ranges[0]];
  for (const r of ranges.slice(1)) {
    const last = combined[combined.length - 1];
    if (r.start > last.end + 1) combined.push(r);
    else last.end = Math.max(last.end, r.end);
  }
  return combined;
}

/** The one byte range a request asks for: null for the whole file (no Range, a malformed one, or several). */
export function requestedRange(req: FastifyRequest, size: number): ByteRange | 'unsatisfiable' | null {
  const header = req.headers.range;
  if (!header) return null;
  const ranges = parseRanges(header, size);
  if (ranges === null || ranges === 'unsatisfiable') return ranges;
  return ranges.length === 1 ? ranges[0] : null;
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
  req: FastifyRequest,
  res: FastifyReply,
  file: { size: number; contentType: string },
  open: () => Promise<Readable>,
): Promise<void> {
  const range = requestedRange(req, file.size);
  if (range === 'unsatisfiable') {
    void res.header('Content-Range', `bytes */${file.size}`);
    throw new HttpException(`The requested range is outside the file of ${file.size} bytes.`, HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE);
  }
  const source = await open();
  void res
    .header('Accept-Ranges', 'bytes')
    .header('Content-Type', file.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, max-age=300');
  if (range) {
    void res
      .status(HttpStatus.PARTIAL_CONTENT)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('Content-Length', String(range.end - range.start + 1));
  } else {
    void res.status(HttpStatus.OK).header('Content-Length', String(file.size));
  }
  void res.send(range ? sliceStream(source, range.start, range.end) : source);
}
