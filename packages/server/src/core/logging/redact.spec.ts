import { requestForLog, textWithoutQueryValues, urlWithoutQueryValues } from './redact';

describe('query values in log lines', () => {
  it('keeps a URL’s parameter names and hides their values', () => {
    expect(urlWithoutQueryValues('/api/v1/personnel/details?q=987-65-4321&page=0')).toBe('/api/v1/personnel/details?q=…&page=…');
    expect(urlWithoutQueryValues('/api/v1/health')).toBe('/api/v1/health');
    expect(urlWithoutQueryValues('/api/v1/x?flag&sort=["lastName","ASC"]#frag')).toBe('/api/v1/x?flag&sort=…');
    // a name that is not a parameter name is data too
    expect(urlWithoutQueryValues('/api/v1/personnel/details?987-65-4321')).toBe('/api/v1/personnel/details?…');
    expect(urlWithoutQueryValues('/a?987-65-4321=x&q=1')).toBe('/a?…&q=…');
  });

  it('hides the query values of URLs inside free text', () => {
    expect(textWithoutQueryValues('Cannot GET /api/v1/personnel/details?q=987-65-4321 (x)')).toBe(
      'Cannot GET /api/v1/personnel/details?q=… (x)',
    );
    // up to the next blank or quote: punctuation after a value may belong to it
    expect(textWithoutQueryValues('see http://host:3000/a/b?q=1&r=2, then')).toBe('see http://host:3000/a/b?q=…&r=… then');
    expect(textWithoutQueryValues('Is it done? Yes.')).toBe('Is it done? Yes.');
  });

  it('rewrites the request of a request log line: URL, parsed query, Referer (headers copied, not changed)', () => {
    const headers = { referer: 'http://host/personnel?q=987-65-4321', accept: '*/*' };
    const req = requestForLog({ url: '/api/v1/p?q=987-65-4321', query: { q: '987-65-4321' }, headers });
    expect(req).toEqual({ url: '/api/v1/p?q=…', query: undefined, headers: { referer: 'http://host/personnel?q=…', accept: '*/*' } });
    expect(headers.referer).toBe('http://host/personnel?q=987-65-4321');
  });

  it('hides the token of a password link in a path, and keeps the other reset routes', () => {
    const token = 'eyJ1IjoiZnNvLmRlbW8ifQ.c2lnbmF0dXJl';
    expect(urlWithoutQueryValues(`/api/v1/auth/password-reset/${token}`)).toBe('/api/v1/auth/password-reset/…');
    expect(urlWithoutQueryValues(`/api/v1/auth/password-reset/${token}?x=1`)).toBe('/api/v1/auth/password-reset/…?x=…');
    expect(textWithoutQueryValues(`GET /api/v1/auth/password-reset/${token} 400`)).toBe('GET /api/v1/auth/password-reset/… 400');
    expect(urlWithoutQueryValues('/api/v1/auth/password-reset/send-otp')).toBe('/api/v1/auth/password-reset/send-otp');
    expect(textWithoutQueryValues('POST /api/v1/auth/password-reset/submit 200')).toBe('POST /api/v1/auth/password-reset/submit 200');
    expect(urlWithoutQueryValues('/api/v1/auth/password-reset/submitX')).toBe('/api/v1/auth/password-reset/…');
  });
});
