import type { OpenAPIObject } from '@nestjs/swagger';
import { ENUM_NAME, enumNameByValues, schemaNameOf } from './enum-names';

/** ErrorResponse: the answer of every error, as core/http/errors.filter.ts writes it. */
const ERROR_RESPONSE_SCHEMA = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer', description: 'the HTTP status, e.g. 404' },
    error: { type: 'string', description: 'the reason phrase of the status, e.g. "Not Found"' },
    message: { type: 'string', description: 'what went wrong, in words a person can act on' },
  },
};

export const ERROR_REF = '#/components/schemas/ErrorResponse';

/** The description of an error answer an operation documents without one of its own. */
export const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'A field is missing or not valid (the message names it)',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'No such record in the tenant (or an id that is not one)',
  409: 'The record was changed by someone else, or the change conflicts with another record',
  413: 'The request body is too large',
  415: 'The request body is of a type the route does not take',
  429: 'Too many requests',
  500: 'Something went wrong that the application could not recover from',
  503: 'A service the request needs is unavailable',
};

/** The operationId style of every operation: the controller's name and the handler's, e.g. `users_list`. */
export const OPERATION_ID_STYLE = /^[a-z][A-Za-z0-9]*_[a-z][A-Za-z0-9]*$/;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;
const WRITES = new Set(['post', 'put', 'patch']);

type Node = Record<string, unknown>;
type Operation = Node & {
  operationId?: string;
  parameters?: Array<Node & { in?: string; name?: string; schema?: Node }>;
  requestBody?: Node;
  responses?: Record<string, Node & { description?: string; content?: Record<string, Node> }>;
  security?: unknown[];
  'x-permission'?: string;
};

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every operation of the document with its path and method. */
export function operationsOf(doc: OpenAPIObject): Array<{ path: string; method: string; op: Operation }> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => isNode((item as Node)[m])).map((method) => ({ path, method, op: (item as Node)[method] as Operation })),
  );
}

/**
 * Completes the generated document into the contract clients are generated from: every error answer has the
 * ErrorResponse schema, every operation with a path parameter documents its 404 and every write with a body
 * its 400, public operations say they need no credentials, and every enumeration is a named schema.
 */
export function completeApiDocument(doc: OpenAPIObject): OpenAPIObject {
  doc.servers = [{ url: '/', description: 'This server; every path starts with /api/v1' }];
  const schemas = (doc.components ??= {}).schemas ?? (doc.components.schemas = {});
  schemas.ErrorResponse = ERROR_RESPONSE_SCHEMA;
  for (const { path, method, op } of operationsOf(doc)) {
    const responses = (op.responses ??= {});
    if (op['x-permission'] === 'PUBLIC' && !op.security) op.security = [];
    if (path.includes('{')) responses['404'] ??= { description: ERROR_DESCRIPTIONS[404] };
    if (WRITES.has(method) && op.requestBody) responses['400'] ??= { description: ERROR_DESCRIPTIONS[400] };
    for (const [status, answer] of Object.entries(responses)) {
      if (Number(status) < 400) continue;
      if (!answer.description) answer.description = ERROR_DESCRIPTIONS[status] ?? 'Error';
      answer.content = { 'application/json': { schema: { $ref: ERROR_REF } } };
    }
  }
  nameEnumerations(doc);
  return doc;
}

/**
 * Replaces every enumeration written in place by a reference to a named schema: the one its field names
 * (`x-enum-name`, from the shared enumeration it was given), else the shared enumeration with these values when exactly one has them, else the one named schema that already has them, else a name from
 * where it stands (schema and property, or operation and parameter), shared by the places that give the same
 * values to a property or parameter of the same name. A name already given to other values is an error of
 * the code, not of the request.
 */
function nameEnumerations(doc: OpenAPIObject): void {
  const schemas = doc.components!.schemas! as Record<string, Node>;
  const byValues = new Map<string, string[]>();
  for (const [name, schema] of Object.entries(schemas)) {
    if (Array.isArray(schema.enum)) byValues.set(JSON.stringify(schema.enum), [...(byValues.get(JSON.stringify(schema.enum)) ?? []), name]);
  }
  const byPlace = new Map<string, string>();
  const nameOf = (schema: Node, place: string, field: string, given?: string): string => {
    const values = JSON.stringify(schema.enum);
    const known =
      given ?? enumNameByValues(schema.enum as unknown[]) ?? (byValues.get(values)?.length === 1 ? byValues.get(values)![0] : undefined);
    const name = known ?? byPlace.get(`${field} ${values}`) ?? `${place}${field}`;
    const existing = schemas[name];
    if (existing && JSON.stringify(existing.enum) !== values) {
      throw new Error(`OpenAPI: the schema ${name} already holds ${existing.enum ? 'other enumeration values' : 'a DTO'}`);
    }
    if (!existing) {
      schemas[name] = { type: schema.type ?? 'string', enum: schema.enum };
      byValues.set(values, [...(byValues.get(values) ?? []), name]);
    }
    if (!known) byPlace.set(`${field} ${values}`, name);
    return name;
  };
  /** The schema itself, or a reference that keeps what the schema said beside its values. */
  const replace = (schema: Node, place: string, field: string, hint?: string): Node => {
    const given = (schema[ENUM_NAME] as string | undefined) ?? hint;
    delete schema[ENUM_NAME];
    if (Array.isArray(schema.enum)) {
      const name = nameOf(schema, place, field, given);
      const rest = Object.fromEntries(Object.entries(schema).filter(([k]) => !['enum', 'type', 'example'].includes(k)));
      return referTo(name, schemas[name], rest);
    }
    if (isNode(schema.items)) schema.items = replace(schema.items, place, field, given);
    for (const k of ['allOf', 'oneOf', 'anyOf'] as const) {
      if (Array.isArray(schema[k])) schema[k] = (schema[k] as Node[]).map((s) => replace(s, place, field));
    }
    if (isNode(schema.properties)) {
      for (const [p, s] of Object.entries(schema.properties)) if (isNode(s)) schema.properties[p] = replace(s, place, schemaNameOf(p));
    }
    return schema;
  };
  for (const [name, schema] of Object.entries(schemas)) if (!Array.isArray(schema.enum)) replace(schema, name, '');
  for (const { op } of operationsOf(doc)) {
    const stem = schemaNameOf(op.operationId ?? '');
    for (const p of op.parameters ?? []) if (isNode(p.schema)) p.schema = replace(p.schema, stem, schemaNameOf(p.name ?? ''));
    const content = op.requestBody?.content;
    if (isNode(content))
      for (const media of Object.values(content))
        if (isNode(media) && isNode(media.schema)) media.schema = replace(media.schema, stem, 'Body');
    for (const answer of Object.values(op.responses ?? {})) {
      for (const media of Object.values(answer.content ?? {}))
        if (isNode(media.schema)) media.schema = replace(media.schema, stem, 'Answer');
    }
  }
  // the references @nestjs/swagger wrote for the fields that name their enumeration take the same form
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isNode(node)) return node;
    const wrapped = Array.isArray(node.allOf) && node.allOf.length === 1 && isNode(node.allOf[0]) ? node.allOf[0].$ref : undefined;
    if (typeof wrapped === 'string' && wrapped.startsWith('#/components/schemas/')) {
      const name = wrapped.slice('#/components/schemas/'.length);
      const rest = Object.fromEntries(Object.entries(node).filter(([k]) => k !== 'allOf'));
      if (Array.isArray(schemas[name]?.enum)) return referTo(name, schemas[name], rest);
    }
    for (const [k, v] of Object.entries(node)) node[k] = visit(v);
    return node;
  };
  visit(doc.paths);
  visit(schemas);
}

/**
 * A reference to the named schema `name`, with what the place said beside the values (OpenAPI 3.0 ignores the
 * siblings of a $ref, so they go beside an allOf; a nullable one also repeats the enumeration's type).
 */
function referTo(name: string, target: Node, rest: Node): Node {
  const $ref = `#/components/schemas/${name}`;
  if (Object.keys(rest).length === 0) return { $ref };
  return { allOf: [{ $ref }], ...rest, ...(rest.nullable ? { type: target.type } : {}) };
}
