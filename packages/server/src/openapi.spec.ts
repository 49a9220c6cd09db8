import type { OpenAPIObject } from '@nestjs/swagger';
import { parse } from 'yaml';
import { TEXT_LIMITS } from '@clearline/shared';
import { ERROR_REF, OPERATION_ID_STYLE, operationsOf, READ_ONLY_REFUSAL, VERSION_CONFLICT } from './core/http/openapi-contract';
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

/** POST, PUT, PATCH and DELETE operations without a 409. */
function writesWithout409(doc: OpenAPIObject): string[] {
  return operationsOf(doc)
    .filter(({ method, op }) => ['post', 'put', 'patch', 'delete'].includes(method) && !op.responses?.['409'])
    .map(({ path, method }) => label(method, path));
}

/** Writes that are not public and document no 403 (the guard refuses them during a read-only impersonation). */
function writesWithout403(doc: OpenAPIObject): string[] {
  return operationsOf(doc)
    .filter(
      ({ method, op }) => ['post', 'put', 'patch', 'delete'].includes(method) && op['x-permission'] !== 'PUBLIC' && !op.responses?.['403'],
    )
    .map(({ path, method }) => label(method, path));
}

/** A property of a schema of components. */
const property = (doc: OpenAPIObject, schema: string, name: string) =>
  (doc.components?.schemas?.[schema] as { properties?: Record<string, Node> } | undefined)?.properties?.[name];

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

  it('documents a 409 on every write, and a 403 on every write a read-only impersonation is refused', () => {
    expect(writesWithout409(doc)).toEqual([]);
    // the one write that needs no permission and stays open during a read-only impersonation (@AllowWhileReadOnly)
    expect(writesWithout403(doc)).toEqual(['PUT /api/v1/users/me']);
    const op = (method: string, path: string) => operationsOf(doc).find((o) => o.method === method && o.path === path)!.op;
    const close = op('put', '/api/v1/requests-and-actions/open-actions/{id}/close');
    expect(close.responses?.['403']?.description).toBe(
      'Needs UPDATE on PERSONNEL or FACILITIES, by the record the action is on; or refused while impersonating a tenant read-only',
    );
    expect(READ_ONLY_REFUSAL).toBe('Refused while impersonating a tenant read-only');
    expect(close.responses?.['409']).toBeDefined();
    expect(op('put', '/api/v1/facilities/{id}').responses?.['403']?.description).toMatch(
      /^Needs UPDATE on FACILITIES; or refused while impersonating/,
    );
    expect(op('put', '/api/v1/tenant-master-data/cost-center/{id}').responses?.['409']?.description).toBe(VERSION_CONFLICT);
    expect(JSON.stringify(doc)).not.toContain('x-allow-while-read-only');
  });

  it('says nullable where a field takes null, and gives the reason of a text limit other than the spec’s', () => {
    expect(property(doc, 'FacilityDto', 'facilityCode')).toMatchObject({ nullable: true, maxLength: 128 });
    expect(property(doc, 'FacilityDto', 'facilityName')?.nullable).toBeUndefined();
    const url = property(doc, 'KnowledgeCenterInputDto', 'videoUrl');
    expect(url).toMatchObject({ maxLength: TEXT_LIMITS.url.chars });
    expect(url?.description).toContain(`At most ${TEXT_LIMITS.url.chars} characters`);
    expect(url?.description).toContain(TEXT_LIMITS.url.why);
    expect(JSON.stringify(doc)).not.toContain('x-limit-reason');
  });

  it('names every enumeration as a schema of components', () => {
    expect(inlineEnums(doc)).toEqual([]);
  });

  it('gives every operation an operationId of the one style', () => {
    expect(otherOperationIds(doc)).toEqual([]);
  });
});
