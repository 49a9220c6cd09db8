import { UPLOAD_MESSAGES } from '@clearline/shared';
import { api } from '../../api/client';

/** The file name of a Content-Disposition header (RFC 6266, UTF-8 form preferred). */
export function dispositionName(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall back to the plain form
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1];
}

/** Offers a file answer to the browser as a download; the object address is released after about one second. */
async function offerAsFile(res: Response, fallbackName: string): Promise<void> {
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = dispositionName(res.headers.get('Content-Disposition')) ?? fallbackName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Fetches a file answer and offers it as a download (spec 01 §8, 03 §7). Returns the toast: "File Ready For
 * Download." or, when the request fails or answers an error, "Failed To Download File.".
 */
export async function offerDownload(request: () => Promise<Response>, fallbackName: string): Promise<{ ok: boolean; message: string }> {
  try {
    const res = await request();
    if (!res.ok) return { ok: false, message: UPLOAD_MESSAGES.downloadFailed };
    await offerAsFile(res, fallbackName);
    return { ok: true, message: UPLOAD_MESSAGES.downloadReady };
  } catch {
    return { ok: false, message: UPLOAD_MESSAGES.downloadFailed };
  }
}

/** GET /documents/{path} offered as a file. */
export const downloadDocument = (path: string, fallbackName = 'download') =>
  offerDownload(
    async () => (await api.GET('/api/v1/documents/{path}', { params: { path: { path } }, parseAs: 'stream' })).response,
    fallbackName,
  );
