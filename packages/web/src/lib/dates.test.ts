import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, setTenantTimeZone, tenantToday } from './dates';

describe('dates in the user’s format', () => {
  it('shows a calendar day in the locale’s short date, on that very day in any zone', () => {
    expect(formatDate('2024-01-05', 'en-US')).toBe('1/5/2024');
    expect(formatDate('2024-01-05', 'en-GB')).toBe('05/01/2024');
    expect(formatDate('2024-01-05', 'de-DE')).toBe('5.1.2024');
    expect(formatDate('2024-12-31', 'en-US', 'Pacific/Honolulu')).toBe('12/31/2024');
  });

  it('shows an instant as a date, or as a date and time, in the given zone', () => {
    expect(formatDate('2026-03-09T23:30:00Z', 'en-US', 'UTC')).toBe('3/9/2026');
    expect(formatDate('2026-03-09T23:30:00Z', 'en-US', 'Asia/Tokyo')).toBe('3/10/2026');
    expect(formatDateTime('2026-03-09T23:30:00Z', 'en-GB', 'UTC')).toBe('09/03/2026, 23:30');
    expect(formatDateTime('2026-03-09T23:30:00Z', 'en-US', 'UTC')).toBe('3/9/2026, 11:30 PM');
    expect(formatDateTime('2024-01-05', 'en-GB')).toBe('05/01/2024');
  });

  it('leaves blanks blank and text that is no date as it is', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('soon', 'en-US')).toBe('soon');
  });
});

describe("the tenant's today", () => {
  const store = new Map<string, string>();
  const localStorage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
  afterEach(() => {
    vi.unstubAllGlobals();
    store.clear();
  });

  it("counts in the zone of the tenant the user acts in once it is known, whatever the browser's zone", () => {
    vi.stubGlobal('window', { localStorage });
    // 01:30 UTC on the 28th is still the 27th in New York and already the 28th in Kiritimati
    const now = new Date('2026-11-28T01:30:00Z');
    setTenantTimeZone('America/New_York');
    expect(tenantToday(now)).toBe('2026-11-27');
    setTenantTimeZone('Pacific/Kiritimati');
    expect(tenantToday(now)).toBe('2026-11-28');
    // an answer without a zone keeps the one known
    setTenantTimeZone(undefined);
    expect(tenantToday(now)).toBe('2026-11-28');
  });
});
