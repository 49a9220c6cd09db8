import { BadRequestException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * Limits on what a request may carry, checked once right after the body is parsed and before any guard,
 * pipe or handler sees it:
 * - a body nested deeper than MAX_BODY_DEPTH levels (class-transformer, class-validator and Nest's
 *   ValidationPipe recurse over it and would run out of stack: a 500 instead of a 400);
 * - a NUL character (U+0000) in the path, a query value or key, or a body string or key (PostgreSQL text
 *   cannot hold it: "invalid byte sequence for encoding UTF8: 0x00", SQLSTATE 22021).
 * One iterative pass over the parsed value (no recursion, so any depth is safe to inspect).
 */

/** The deepest nesting of objects and arrays a body may have (the deepest request DTO needs 4). */
export const MAX_BODY_DEPTH = 32;

export const tooDeepMessage = (max: number = MAX_BODY_DEPTH): string => `The request body is nested too deeply (at most ${max} levels).`;

export const nulMessage = (where: string): string => `${where} must not contain a NUL character (U+0000).`;

interface Frame {
  value: unknown;
  /** the level of this object or array (the body itself is level 1) */
  depth: number;
  key: string | number | null;
  parent: Frame | null;
}

/** a.b.0.c: the path of a value, as validation messages name nested fields */
function pathOf(frame: Frame): string {
  const parts: Array<string | number> = [];
  for (let f: Frame | null = frame; f && f.key !== null; f = f.parent) parts.push(f.key);
  // a key may hold the NUL itself: named, not echoed
  return parts.reverse().join('.').replaceAll('\u0000', '\\u0000');
}

export type InputProblem = { kind: 'too-deep' } | { kind: 'nul'; path: string };

const nulAt = (parent: Frame | null, key: string | number | null): InputProblem => ({
  kind: 'nul',
  path: pathOf({ value: undefined, depth: 0, key, parent }),
});

/** Checks a string where it is found, stacks an object or array; a NUL answers its problem. */
function visit(parent: Frame, key: string | number, child: unknown, stack: Frame[]): InputProblem | null {
  if (typeof child === 'string') return child.includes('\u0000') ? nulAt(parent, key) : null;
  if (child !== null && typeof child === 'object') stack.push({ value: child, depth: parent.depth + 1, key, parent });
  return null;
}

/**
 * The first problem of a parsed value (a body, a query object): nested deeper than `maxDepth` levels of
 * objects/arrays (null: no limit), or a NUL in a string or a key (with the path of that value; '' for the
 * value itself). Null when there is none.
 */
export function inputProblem(root: unknown, maxDepth: number | null): InputProblem | null {
  if (typeof root === 'string') return root.includes('\u0000') ? nulAt(null, null) : null;
  if (root === null || typeof root !== 'object') return null;
  const stack: Frame[] = [{ value: root, depth: 1, key: null, parent: null }];
  while (stack.length) {
    const frame = stack.pop()!;
    if (maxDepth !== null && frame.depth > maxDepth) return { kind: 'too-deep' };
    const v = frame.value;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const problem = visit(frame, i, v[i], stack);
        if (problem) return problem;
      }
    } else {
      for (const key of Object.keys(v as object)) {
        if (key.includes('\u0000')) return nulAt(frame, key);
        const problem = visit(frame, key, (v as Record<string, unknown>)[key], stack);
        if (problem) return problem;
      }
    }
  }
  return null;
}

/**
 * Throws the 400 for a value parsed outside the body parser (a JSON query parameter, a JSON part of a
 * multipart body); `name` is where it came from, e.g. 'filter'.
 */
export function assertCleanInput(value: unknown, name: string, maxDepth: number | null = MAX_BODY_DEPTH): void {
  const problem = inputProblem(value, maxDepth);
  if (!problem) return;
  if (problem.kind === 'too-deep') throw new BadRequestException(`${name}: ${tooDeepMessage(maxDepth ?? MAX_BODY_DEPTH)}`);
  throw new BadRequestException(nulMessage(problem.path ? `${name}.${problem.path}` : name));
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
    const problem = inputProblem(body, MAX_BODY_DEPTH);
    if (problem?.kind === 'too-deep') return new BadRequestException(tooDeepMessage());
    if (problem?.kind === 'nul') return new BadRequestException(nulMessage(problem.path || 'The request body'));
  }
  return null;
}
