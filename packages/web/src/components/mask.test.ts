import { describe, expect, it } from 'vitest';
import { maskValue } from './mask';

describe('maskValue', () => {
  it('masks an SSN to its last four digits', () => {
    expect(maskValue('123-45-1234')).toBe('***-**-1234');
    expect(maskValue('123451234')).toBe('***-**-1234');
    expect(maskValue(123451234)).toBe('***-**-1234');
  });

  it('leaves an already masked value as it is', () => {
    expect(maskValue('***-**-1234')).toBe('***-**-1234');
  });

  it('keeps separators and honours the visible count', () => {
    expect(maskValue('555-123-4567', 2)).toBe('***-***-**67');
    expect(maskValue('AB12', 0)).toBe('****');
    expect(maskValue('12', 4)).toBe('12');
  });

  it('shows nothing for empty values', () => {
    expect(maskValue(null)).toBe('');
    expect(maskValue(undefined)).toBe('');
    expect(maskValue('')).toBe('');
  });
});
