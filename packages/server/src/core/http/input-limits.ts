import { BadRequestException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AccessRule } from '../access/decorators';

/**
 * Limits on what a request may carry, checked once right after the body is parsed and before any guard,
 * pipe or handler sees it:
 * - its size in bytes: `bodyLimitOf` per route (small for public routes such as sign-in, larger for signed-in
 *   ones), enforced by fastify from Content-Length before the body is read and while it streams (413);
 * - its shape (`INPUT_LIMITS`): objects nested deeper than `depth` levels (class-transformer, class-validator
 *   and Nest's ValidationPipe recurse over them and would run out of stack), objects with more than
 *   `keysPerObject` keys and arrays with more than `arrayItems` items (class-transformer's key handling and
 *   class-validator's whitelist and unique-item checks take time that grows with the square of their size: a
 *   100,000-key object held the event loop, and every other request of every tenant, for seconds), strings
 *   longer than `stringChars` (validators and patterns run over them) and more than `values` values in all;
 * - a NUL character (U+0000) in the path, a query value or key, or a body string or key (PostgreSQL text
 *   cannot hold it: "invalid byte sequence for encoding UTF8: 0x00", SQLSTATE 22021).
 * One iterative pass over the parsed value (no recursion, so any depth is safe to inspect), which stops at
 * the first problem: its work is bounded by the body's size, and each limit answers 400 within milliseconds.
 * Every field's own limit (a DTO's maxLength, maxItems, its number of properties) lies within these, so a
 * person always meets the field's message first (test/openapi-contract.int-spec.ts checks it).
 */
export const INPUT_LIMITS = {
  /** the deepest nesting of objects and arrays (the deepest request DTO needs 4) */
  depth: 32,
  /** keys of one object (the widest request DTO has 53 fields) */
  keysPerObject: 500,
  /** items of one array (the longest list a field accepts has 1,000) */
  arrayItems: 1000,
  /** characters of one string or key (the longest text a field accepts, an e-mail template's body, has 100,000) */
  stringChars: 100_000,
  /** objects, arrays, strings, numbers, booleans and nulls of one body, all levels together */
  values: 20_000,
} as const;

/** The deepest nesting of objects and arrays a body may have. */
export const MAX_BODY_DEPTH = INPUT_LIMITS.depth;

/** The largest body, in bytes, of a route anyone may call (sign-in, password reset, the invitation form…). */
export const PUBLIC_BODY_LIMIT = 64 * 1024;
/** The largest body, in bytes, of a route for signed-in users (JSON and URL-encoded forms; uploads have their own limits). */
export const SIGNED_IN_BODY_LIMIT = 1024 * 1024;

/** The body limit of a route by its access rule: public routes and routes that declare none take the small one. */
export const bodyLimitOf = (rule: AccessRule | undefined): number =>
  rule && rule.kind !== 'public' ? SIGNED_IN_BODY_LIMIT : PUBLIC_BODY_LIMIT;

export const tooDeepMessage = (max: number = MAX_BODY_DEPTH): string => `The request body is nested too deeply (at most ${max} levels).`;

export const nulMessage = (where: string): string => `${where} must not contain a NUL character (U+0000).`;

const count = (n: number): string => n.toLocaleString('en-US');

/** The messages of the shape limits; `where` names the value (a field path, or "The request body"). */
export const SHAPE_MESSAGES = {
  tooManyKeys: (where: string, max: number = INPUT_LIMITS.keysPerObject) => `${where} has too many fields (at most ${count(max)}).`,
  tooManyItems: (where: string, max: number = INPUT_LIMITS.arrayItems) => `${where} has too many items (at most ${count(max)}).`,
  tooLong: (where: string, max: number = INPUT_LIMITS.stringChars) => `${where} is too long (at most ${count(max)} characters).`,
  tooManyValues: (where: string, max: number = INPUT_LIMITS.values) => `${where} holds too many values (at most ${count(max)} in all).`,
};

interface Frame {
  value: unknown;
  /** the level of this object or array (the body itself is level 1) */
  depth: number;
  key: string | number | null;
  parent: Frame | null;
}

/** a.b.0.c: the path of a value, as validation messages name nested fields (a long or odd key is shortened) */
function pathOf(frame: Frame): string {
  const parts: Array<string | number> = [];
  for (let f: Frame | null = frame; f && f.key !== null; f = f.parent) {
    parts.push(typeof f.key === 'string' && f.key.length > 64 ? `${f.key.slice(0, 61)}...` : f.key);
  }
  // a key may hold the NUL itself: named, not echoed
  return parts.reverse().join('.').replaceAll('\u0000', '\\u0000');
}

export type InputProblem =
  | { kind: 'too-deep' }
  | { kind: 'nul'; path: string }
  | { kind: 'too-many-keys'; path: string }
  | { kind: 'too-many-items'; path: string }
  | { kind: 'too-long'; path: string }
  | { kind: 'too-many-values' };

const at = (
  kind: 'nul' | 'too-many-keys' | 'too-many-items' | 'too-long',
  parent: Frame | null,
  key: string | number | null,
): InputProblem => ({
  kind,
  path: pathOf({ value: undefined, depth: 0, key, parent }),
});

/** The limits of one inspection: the shape limits, or null for the NUL check alone (any shape). */
export type ShapeLimits = { readonly [K in keyof typeof INPUT_LIMITS]: number };

/**
 * The first problem of a parsed value (a body, a query object, a JSON part): against `limits`, nested too
 * deeply, an object with too many keys, an array with too many items, a string or key too long, too many
 * values in all (each with the path of the value; '' for the value itself); and a NUL in a string or a key.
 * Null when there is none.
 */
export function inputProblem(root: unknown, limits: ShapeLimits | null = INPUT_LIMITS): InputProblem | null {
  const stack: Frame[] = [];
  let values = 0;
  /** Checks a string where it is found, stacks an object or array. */
  const visit = (parent: Frame | null, key: string | number | null, child: unknown): InputProblem | null => {
    if (limits && ++values > limits.values) return { kind: 'too-many-values' };
    if (typeof child === 'string') {
      if (limits && child.length > limits.stringChars) return at('too-long', parent, key);
      return child.includes('\u0000') ? at('nul', parent, key) : null;
    }
    if (child !== null && typeof child === 'object') stack.push({ value: child, depth: parent ? parent.depth + 1 : 1, key, parent });
    return null;
  };
  const first = visit(null, null, root);
  if (first) return first;
  while (stack.length) {
    const frame = stack.pop()!;
    if (limits && frame.depth > limits.depth) return { kind: 'too-deep' };
    const v = frame.value;
    if (Array.isArray(v)) {
      if (limits && v.length > limits.arrayItems) return at('too-many-items', frame.parent, frame.key);
      for (let i = 0; i < v.length; i++) {
        const problem = visit(frame, i, v[i]);
        if (problem) return problem;
      }
    } else {
      const keys = Object.keys(v as object);
      if (limits && keys.length > limits.keysPerObject) return at('too-many-keys', frame.parent, frame.key);
      for (const key of keys) {
        if (limits && key.length > limits.stringChars) return at('too-long', frame, key);
        if (key.includes('\u0000')) return at('nul', frame, key);
        const problem = visit(frame, key, (v as Record<string, unknown>)[key]);
        if (problem) return problem;
      }
    }
  }
  return null;
}

/** The message of a problem; `name` names the whole value (e.g. "The request body", "filter"), `prefix` leads a path. */
function problemMessage(problem: InputProblem, name: string, limits: ShapeLimits, prefix: string): string {
  const where = (path: string): string => (path ? `${prefix}${path}` : name);
  switch (problem.kind) {
    case 'too-deep':
      return prefix ? `${name}: ${tooDeepMessage(limits.depth)}` : tooDeepMessage(limits.depth);
    case 'nul':
      return nulMessage(where(problem.path));
    case 'too-many-keys':
      return SHAPE_MESSAGES.tooManyKeys(where(problem.path), limits.keysPerObject);
    case 'too-many-items':
      return SHAPE_MESSAGES.tooManyItems(where(problem.path), limits.arrayItems);
    case 'too-long':
      return SHAPE_MESSAGES.tooLong(where(problem.path), limits.stringChars);
    case 'too-many-values':
      return SHAPE_MESSAGES.tooManyValues(name, limits.values);
  }
}

/**
 * Throws the 400 for a value parsed outside the body parser (a JSON query parameter, a JSON part of a
 * multipart body); `name` is where it came from, e.g. 'filter'.
 */
export function assertCleanInput(value: unknown, name: string, limits: ShapeLimits = INPUT_LIMITS): void {
  const problem = inputProblem(value, limits);
  if (problem) throw new BadRequestException(problemMessage(problem, name, limits, `${name}.`));
}

/** The 400 for a request, or null when its path, query and parsed body are acceptable. */
export function requestProblem(req: FastifyRequest): BadRequestException | null {
  const url = req.url;
  const q = url.indexOf('?');
  // a NUL can only reach a route parameter percent-encoded in the path
  if (/%00/.test(q < 0 ? url : url.slice(0, q))) return new BadRequestException(nulMessage('The request path'));
  if (q >= 0 && /%00/.test(url.slice(q))) {
    const problem = inputProblem(req.query, null);
    if (problem?.kind === 'nul') return new BadRequestException(nulMessage(`Query parameter ${problem.path || '(name)'}`));
  }
  const body: unknown = req.body;
  if (body !== null && typeof body === 'object') {
    const problem = inputProblem(body, INPUT_LIMITS);
    if (problem) return new BadRequestException(problemMessage(problem, 'The request body', INPUT_LIMITS, ''));
  }
  return null;
}
