import { describe, expect, it } from 'vitest';
import { blankToNull, pickFields } from './values';

describe('blankToNull', () => {
  it('turns blanks and undefined into null and keeps other values, trimmed', () => {
    expect(blankToNull('  ')).toBeNull();
    expect(blankToNull(undefined)).toBeNull();
    expect(blankToNull(0)).toBe(0);
    expect(blankToNull(' a ')).toBe('a');
  });
});

describe('pickFields', () => {
  it('keeps exactly the listed fields, blanks and missing ones as null', () => {
    expect(pickFields({ a: ' x ', b: '', c: 3, extra: 'dropped' }, ['a', 'b', 'c', 'd'])).toEqual({ a: 'x', b: null, c: 3, d: null });
  });

  it('answers every field as null for no values', () => {
    expect(pickFields(undefined, ['a'])).toEqual({ a: null });
  });
});
