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
  res: { setHeader(name: string, value: string): unknown },
  file: { contentType: string; fileName: string; size?: number | null },
): void {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', attachment(file.fileName));
  if (file.size) res.setHeader('Content-Length', String(file.size));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
}
