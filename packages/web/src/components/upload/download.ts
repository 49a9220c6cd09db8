import { UPLOAD_MESSAGES } from '@clearline/shared';
import { API_URL, apiFetch } from '../../providers/httpClient';

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
export async function offerAsFile(res: Response, fallbackName: string): Promise<void> {
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
 * GET /documents/{path} and offer the blob as a file; the object address is released after about
 * one second (spec 03 §7). Returns the toast text: "File Ready For Download." or "Failed To Download File.".
 */
export async function downloadDocument(path: string, fallbackName = 'download'): Promise<{ ok: boolean; message: string }> {
  try {
    const res = await apiFetch(`${API_URL}/documents/${encodeURIComponent(path)}`);
    if (!res.ok) return { ok: false, message: UPLOAD_MESSAGES.downloadFailed };
    await offerAsFile(res, fallbackName);
    return { ok: true, message: UPLOAD_MESSAGES.downloadReady };
  } catch {
    return { ok: false, message: UPLOAD_MESSAGES.downloadFailed };
  }
}
