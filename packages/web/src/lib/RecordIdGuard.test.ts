import { describe, expect, it } from 'vitest';
import { recordParamsValid } from './RecordIdGuard';

describe('recordParamsValid', () => {
  const id = '0b7e3a52-51d4-4c1e-8a0e-3c0f6f1f2a11';

  it('accepts record ids and routes without one', () => {
    expect(recordParamsValid({ id })).toBe(true);
    expect(recordParamsValid({ id, recordId: id, '*': 'info' })).toBe(true);
    expect(recordParamsValid({})).toBe(true);
  });

  it('refuses a route parameter naming a record that is not a record id', () => {
    expect(recordParamsValid({ id: 'report-new-hire', '*': '' })).toBe(false);
    expect(recordParamsValid({ id: 'xyz' })).toBe(false);
    expect(recordParamsValid({ id, recordId: 'abc' })).toBe(false);
  });

  it('leaves other parameters alone', () => {
    expect(recordParamsValid({ id, segment: 'clearances', '*': 'anything/at/all' })).toBe(true);
  });
});
