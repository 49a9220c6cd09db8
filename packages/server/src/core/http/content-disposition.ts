/**
 * RFC 6266 Content-Disposition of a download: an ASCII fallback name (other characters, quotes and
 * backslashes as `_`) plus the exact name in RFC 5987 form.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
