import { describe, expect, it } from 'vitest';
import { embedUrl } from './video';

describe('embedUrl', () => {
  it('plays files in a video element and pages through their players', () => {
    expect(embedUrl('https://cdn.example/a.MP4')).toEqual({ kind: 'file', url: 'https://cdn.example/a.MP4' });
    expect(embedUrl('https://www.youtube.com/watch?v=abc123')).toEqual({
      kind: 'frame',
      url: 'https://www.youtube-nocookie.com/embed/abc123',
    });
    expect(embedUrl('https://youtu.be/abc123')).toEqual({ kind: 'frame', url: 'https://www.youtube-nocookie.com/embed/abc123' });
    expect(embedUrl('https://vimeo.com/42')).toEqual({ kind: 'frame', url: 'https://player.vimeo.com/video/42' });
    expect(embedUrl('https://training.example/course')).toEqual({ kind: 'frame', url: 'https://training.example/course' });
  });

  it('plays a video the product stores from its own address', () => {
    const own = '/api/v1/knowledge-center/0b7e3a52-51d4-4c1e-8a0e-3c0f6f1f2a11/video';
    expect(embedUrl(own)).toEqual({ kind: 'file', url: own });
  });

  it('never frames script URLs', () => {
    expect(embedUrl('javascript:alert(1)')).toEqual({ kind: 'frame', url: 'about:blank' });
  });
});
