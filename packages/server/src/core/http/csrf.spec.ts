import { LOGIN_SERVER_MESSAGES } from '@clearline/shared';
import { acceptedOrigins, csrfCheck } from './csrf';

const post = (origin: string) => ({ method: 'POST', headers: { 'x-requested-with': 'XMLHttpRequest', origin } });

describe('the CSRF origin rule', () => {
  it('treats the loopback names of a loopback PUBLIC_URL as one origin, with the same scheme and port', () => {
    expect([...acceptedOrigins('http://localhost:3000')].sort()).toEqual([
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://localhost:3000',
    ]);
    expect([...acceptedOrigins('https://127.0.0.1:8443/app')].sort()).toEqual([
      'https://127.0.0.1:8443',
      'https://[::1]:8443',
      'https://localhost:8443',
    ]);
    const check = csrfCheck('http://localhost:3000');
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'HTTP://LOCALHOST:3000'])
      expect(check(post(origin))).toBeNull();
  });

  it('keeps another port, scheme or host of the loopback a foreign origin, and names it', () => {
    const check = csrfCheck('http://localhost:3000');
    for (const origin of [
      'http://127.0.0.1:3001',
      'https://127.0.0.1:3000',
      'http://127.0.0.2:3000',
      'http://localhost.evil.example:3000',
    ]) {
      const refused = check(post(origin));
      expect(refused?.getStatus()).toBe(403);
      expect(refused?.message).toBe(
        LOGIN_SERVER_MESSAGES.csrfForeignOrigin.replace('{origin}', origin).replace('{publicUrl}', 'http://localhost:3000'),
      );
    }
  });

  it('accepts only its own origin when PUBLIC_URL is not a loopback name', () => {
    expect([...acceptedOrigins('https://clearline.example')]).toEqual(['https://clearline.example']);
    const check = csrfCheck('https://clearline.example');
    expect(check(post('https://clearline.example'))).toBeNull();
    for (const origin of ['http://localhost:3000', 'https://localhost', 'http://127.0.0.1'])
      expect(check(post(origin))?.getStatus()).toBe(403);
  });
});
