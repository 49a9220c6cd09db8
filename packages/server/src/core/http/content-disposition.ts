/**
 * RFC 6266 Content-Disposition of a download: an ASCII fallback name (other characters, quotes and
 * backslashes as `_`) plus the exact name in RFC 5987 form.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The headers of a file answered as a download: its type, name and size; never sniffed, never cached. */
export function setDownloadHeaders(
  reply: { header(name: string, value: string): unknown },
  file: { contentType: string; fileName: string; size?: number | null },
): void {
  reply.header('Content-Type', file.contentType);
  reply.header('Content-Disposition', attachment(file.fileName));
  if (file.size) reply.header('Content-Length', String(file.size));
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Cache-Control', 'private, no-store');
}
