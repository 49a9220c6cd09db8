import type { OpenAPIObject } from '@nestjs/swagger';
import { parse } from 'yaml';
import { ERROR_REF, OPERATION_ID_STYLE, operationsOf } from './core/http/openapi-contract';
import { renderOpenApi } from './openapi';

/*
 * The contract clients are generated from, built from the code as `pnpm openapi` writes it: Redocly's
 * recommended rules find no error, every error answer is an ErrorResponse, every operation on a record
 * documents its 404 and every write with a body its 400, every enumeration is a named schema, and every
 * operationId has the one style.
 */

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null;

/** Every object of the document with its location. */
function walk(node: unknown, at: string, visit: (node: Node, at: string) => void): void {
  if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${at}/${i}`, visit));
  if (!isNode(node)) return;
  visit(node, at);
  for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`, visit);
}

const label = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Error answers (4xx and 5xx) whose JSON content is not the ErrorResponse schema. */
function errorsWithoutSchema(doc: OpenAPIObject): string[] {
  return operationsOf(doc).flatMap(({ path, method, op }) =>
    Object.entries(op.responses ?? {})
      .filter(
        ([status, answer]) =>
          Number(status) >= 400 && (answer.content?.['application/json']?.schema as Node | undefined)?.$ref !== ERROR_REF,
      )
      .map(([status]) => `${label(method, path)} ${status}`),
  );
}

/** Operations with a path parameter and no 404. */
function pathOperationsWithout404(doc: OpenAPIObject): string[] {
  return operationsOf(doc)
    .filter(({ path, op }) => path.includes('{') && !op.responses?.['404'])
    .map(({ path, method }) => label(method, path));
}

/** POST, PUT and PATCH operations with a request body and no 400. */
function writesWithout400(doc: OpenAPIObject): string[] {
  return operationsOf(doc)
    .filter(({ method, op }) => ['post', 'put', 'patch'].includes(method) && op.requestBody && !op.responses?.['400'])
    .map(({ path, method }) => label(method, path));
}

/** Enumerations written in place (anywhere but as a named schema of components). */
function inlineEnums(doc: OpenAPIObject): string[] {
  const out: string[] = [];
  walk(doc, '#', (node, at) => {
    if (Array.isArray(node.enum) && !/^#\/components\/schemas\/[^/]+$/.test(at)) out.push(at);
  });
  return out;
}

/** operationIds of another style than `controller_handler`. */
function otherOperationIds(doc: OpenAPIObject): string[] {
  return operationsOf(doc)
    .filter(({ op }) => !OPERATION_ID_STYLE.test(op.operationId ?? ''))
    .map(({ path, method, op }) => `${label(method, path)}: ${op.operationId ?? '(none)'}`);
}

/** Redocly's `recommended` rules: the errors, each as rule, message and location. */
async function redoclyErrors(source: string): Promise<string[]> {
  const { createConfig, lintFromString } = await import('@redocly/openapi-core');
  const problems = await lintFromString({
    source,
    absoluteRef: 'openapi.yaml',
    config: await createConfig({ extends: ['recommended'] }),
  });
  return problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
}

describe('the OpenAPI contract', () => {
  let source: string;
  let doc: OpenAPIObject;
  beforeAll(async () => {
    source = (await renderOpenApi()).openapi;
    doc = parse(source) as OpenAPIObject;
  });

  it('has operations to check', () => {
    expect(operationsOf(doc).length).toBeGreaterThan(100);
  });

  it('passes Redocly’s recommended rules without an error', async () => {
    expect(await redoclyErrors(source)).toEqual([]);
  });

  it('answers every error with the ErrorResponse schema, which is the error filter’s answer', () => {
    expect(errorsWithoutSchema(doc)).toEqual([]);
    expect(doc.components?.schemas?.ErrorResponse).toMatchObject({ required: ['statusCode', 'error', 'message'] });
  });

  it('documents a 404 on every operation with a path parameter', () => {
    expect(pathOperationsWithout404(doc)).toEqual([]);
  });

  it('documents a 400 on every write with a body', () => {
    expect(writesWithout400(doc)).toEqual([]);
  });

  it('names every enumeration as a schema of components', () => {
    expect(inlineEnums(doc)).toEqual([]);
  });

  it('gives every operation an operationId of the one style', () => {
    expect(otherOperationIds(doc)).toEqual([]);
  });
});
