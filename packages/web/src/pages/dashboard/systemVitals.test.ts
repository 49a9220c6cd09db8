import { describe, expect, it } from 'vitest';
import { blankIfZero, formatBuildDate } from './systemVitals';

describe('system vitals', () => {
  it('blanks 0 values', () => {
    expect(blankIfZero(0)).toBe('');
    expect(blankIfZero('0')).toBe('');
    expect(blankIfZero(1234)).toBe('1234');
    expect(formatBuildDate(0)).toBe('');
  });

  it('formats a build date and keeps unparsable text', () => {
    expect(formatBuildDate('2025-01-02T03:04:05Z')).not.toBe('');
    expect(formatBuildDate('nightly')).toBe('nightly');
  });
});
