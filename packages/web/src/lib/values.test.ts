import { describe, expect, it } from 'vitest';
import { blankToNull } from './values';

describe('blankToNull', () => {
  it('turns blanks and undefined into null and keeps other values, trimmed', () => {
    expect(blankToNull('  ')).toBeNull();
    expect(blankToNull(undefined)).toBeNull();
    expect(blankToNull(0)).toBe(0);
    expect(blankToNull(' a ')).toBe('a');
  });
});
