import { MAX_VALIDATION_MESSAGES, validationMessage } from './validation';
import {
  assertCleanInput,
  bodyLimitOf,
  INPUT_LIMITS,
  inputProblem,
  MAX_BODY_DEPTH,
  PUBLIC_BODY_LIMIT,
  SIGNED_IN_BODY_LIMIT,
} from './input-limits';

/** `levels` objects nested in each other, built without recursion. */
function nested(levels: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
}

/** An object with `n` keys k0…k(n-1). */
const wide = (n: number): Record<string, number> => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));

describe('inputProblem', () => {
  it('counts the levels of objects and arrays, and inspects any depth without recursion', () => {
    expect(inputProblem(nested(MAX_BODY_DEPTH))).toBeNull();
    expect(inputProblem(nested(MAX_BODY_DEPTH + 1))).toEqual({ kind: 'too-deep' });
    expect(inputProblem([[[1]]], { ...INPUT_LIMITS, depth: 3 })).toBeNull();
    expect(inputProblem([[[[1]]]], { ...INPUT_LIMITS, depth: 3 })).toEqual({ kind: 'too-deep' });
    // deeper than the call stack could ever follow
    expect(inputProblem(nested(200_000), null)).toBeNull();
    expect(inputProblem(nested(200_000))).toEqual({ kind: 'too-deep' });
  });

  it('finds a NUL in a string or a key, with its path', () => {
    expect(inputProblem({ a: 'fine', b: [1, 'x'] }, null)).toBeNull();
    expect(inputProblem({ a: { list: ['ok', 'b\u0000d'] } }, null)).toEqual({ kind: 'nul', path: 'a.list.1' });
    expect(inputProblem({ ['k\u0000']: 1 }, null)).toEqual({ kind: 'nul', path: 'k\\u0000' });
    expect(inputProblem('root\u0000', null)).toEqual({ kind: 'nul', path: '' });
  });

  it('bounds the keys of each object, the items of each array, each string and key, and the values in all', () => {
    const { keysPerObject, arrayItems, stringChars, values } = INPUT_LIMITS;
    expect(inputProblem(wide(keysPerObject))).toBeNull();
    expect(inputProblem(wide(keysPerObject + 1))).toEqual({ kind: 'too-many-keys', path: '' });
    expect(inputProblem({ a: [{ b: wide(keysPerObject + 1) }] })).toEqual({ kind: 'too-many-keys', path: 'a.0.b' });
    expect(inputProblem({ ids: new Array(arrayItems).fill('x') })).toBeNull();
    expect(inputProblem({ ids: new Array(arrayItems + 1).fill('x') })).toEqual({ kind: 'too-many-items', path: 'ids' });
    expect(inputProblem({ body: 'x'.repeat(stringChars) })).toBeNull();
    expect(inputProblem({ body: 'x'.repeat(stringChars + 1) })).toEqual({ kind: 'too-long', path: 'body' });
    expect(inputProblem({ ['k'.repeat(stringChars + 1)]: 1 })).toEqual({ kind: 'too-long', path: `${'k'.repeat(61)}...` });
    // many arrays and objects, each within its own limit, still hold too many values together
    const many = { lists: new Array(values / arrayItems + 1).fill(new Array(arrayItems - 1).fill(1)) };
    expect(inputProblem(many)).toEqual({ kind: 'too-many-values' });
    // without limits (the NUL check of a query) any shape passes
    expect(inputProblem(wide(keysPerObject + 1), null)).toBeNull();
  });

  it('assertCleanInput names the value it checks', () => {
    expect(() => assertCleanInput({ q: 'a\u0000' }, 'filter')).toThrow('filter.q must not contain a NUL character (U+0000).');
    expect(() => assertCleanInput(nested(40), 'document')).toThrow(
      `document: The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`,
    );
    expect(() => assertCleanInput(wide(501), 'filter')).toThrow('filter has too many fields (at most 500).');
    expect(() => assertCleanInput({ ids: new Array(1001).fill(1) }, 'document')).toThrow(
      'document.ids has too many items (at most 1,000).',
    );
    expect(() => assertCleanInput({ q: 'fine' }, 'filter')).not.toThrow();
  });
});

describe('bodyLimitOf', () => {
  it('gives public routes (and routes of unknown access) the small limit, signed-in routes the larger', () => {
    expect(bodyLimitOf({ kind: 'public' })).toBe(PUBLIC_BODY_LIMIT);
    expect(bodyLimitOf(undefined)).toBe(PUBLIC_BODY_LIMIT);
    expect(bodyLimitOf({ kind: 'signed-in' })).toBe(SIGNED_IN_BODY_LIMIT);
    expect(bodyLimitOf({ kind: 'permission', required: [['PERSONNEL', 'CREATE']] })).toBe(SIGNED_IN_BODY_LIMIT);
    expect(PUBLIC_BODY_LIMIT).toBeLessThan(SIGNED_IN_BODY_LIMIT);
  });
});

describe('validationMessage', () => {
  it('names the first 20 problems of a refusal and counts the rest', () => {
    const messages = Array.from({ length: 25 }, (_, i) => `k${i} is not an accepted field`);
    expect(validationMessage(messages.slice(0, 2))).toBe('k0 is not an accepted field; k1 is not an accepted field');
    expect(validationMessage(messages.slice(0, MAX_VALIDATION_MESSAGES))).toBe(messages.slice(0, 20).join('; '));
    expect(validationMessage(messages.slice(0, 21))).toBe(`${messages.slice(0, 20).join('; ')}; and 1 more problem`);
    expect(validationMessage(messages)).toBe(`${messages.slice(0, 20).join('; ')}; and 5 more problems`);
  });
});
