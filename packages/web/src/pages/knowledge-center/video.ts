/** The path of a video file the product stores and serves itself (GET /knowledge-center/{id}/video). */
const STORED_VIDEO = /^\/api\/v1\/knowledge-center\/[0-9a-f-]{36}\/video$/i;

/**
 * How a tutorial's videoUrl is played: a video file (mp4, webm, ogg, or one the product stores) in a
 * <video> element, a YouTube or Vimeo page through its embeddable player, anything else in a sandboxed frame.
 */
export function embedUrl(videoUrl: string): { kind: 'file' | 'frame'; url: string } {
  if (STORED_VIDEO.test(videoUrl)) return { kind: 'file', url: videoUrl };
  let u: URL;
  try {
    u = new URL(videoUrl, 'https://invalid.local');
  } catch {
    return { kind: 'frame', url: 'about:blank' };
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return { kind: 'frame', url: 'about:blank' };
  if (/\.(mp4|webm|ogg|ogv|m4v)$/i.test(u.pathname)) return { kind: 'file', url: u.toString() };
  const host = u.hostname.replace(/^www\./, '');
  if (host === 'youtube.com' && u.searchParams.get('v'))
    return { kind: 'frame', url: `https://www.youtube-nocookie.com/embed/${u.searchParams.get('v')}` };
  if (host === 'youtu.be') return { kind: 'frame', url: `https://www.youtube-nocookie.com/embed${u.pathname}` };
  if (host === 'vimeo.com' && /^\/\d+$/.test(u.pathname)) return { kind: 'frame', url: `https://player.vimeo.com/video${u.pathname}` };
  return { kind: 'frame', url: u.toString() };
}
