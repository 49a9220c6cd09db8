import { assertCleanInput, inputProblem, MAX_BODY_DEPTH } from './input-limits';

/** `levels` objects nested in each other, built without recursion. */
function nested(levels: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
}

describe('inputProblem', () => {
  it('counts the levels of objects and arrays, and inspects any depth without recursion', () => {
    expect(inputProblem(nested(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBeNull();
    expect(inputProblem(nested(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toEqual({ kind: 'too-deep' });
    expect(inputProblem([[[1]]], 3)).toBeNull();
    expect(inputProblem([[[[1]]]], 3)).toEqual({ kind: 'too-deep' });
    // deeper than the call stack could ever follow
    expect(inputProblem(nested(200_000), null)).toBeNull();
    expect(inputProblem(nested(200_000), MAX_BODY_DEPTH)).toEqual({ kind: 'too-deep' });
  });

  it('finds a NUL in a string or a key, with its path', () => {
    expect(inputProblem({ a: 'fine', b: [1, 'x'] }, null)).toBeNull();
    expect(inputProblem({ a: { list: ['ok', 'b\u0000d'] } }, null)).toEqual({ kind: 'nul', path: 'a.list.1' });
    expect(inputProblem({ ['k\u0000']: 1 }, null)).toEqual({ kind: 'nul', path: 'k\\u0000' });
    expect(inputProblem('root\u0000', null)).toEqual({ kind: 'nul', path: '' });
  });

  it('assertCleanInput names the value it checks', () => {
    expect(() => assertCleanInput({ q: 'a\u0000' }, 'filter')).toThrow('filter.q must not contain a NUL character (U+0000).');
    expect(() => assertCleanInput(nested(40), 'document')).toThrow(
      `document: The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`,
    );
    expect(() => assertCleanInput({ q: 'fine' }, 'filter')).not.toThrow();
  });
});
