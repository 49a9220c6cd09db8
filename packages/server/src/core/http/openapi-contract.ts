import type { OpenAPIObject } from '@nestjs/swagger';
import { ALLOW_WHILE_READ_ONLY_EXTENSION } from '../access/decorators';
import { ENUM_NAME, enumNameByValues, schemaNameOf } from './enum-names';
import { LIMIT_REASON } from './fields';

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
  409: 'The change conflicts with another record (a value that must be unique, a record still in use), with the state of the record, or with a change made at the same time',
  413: 'The request body is too large',
  415: 'The request body is of a type the route does not take',
  429: 'Too many requests',
  500: 'Something went wrong that the application could not recover from',
  503: 'A service the request needs is unavailable',
};

/** The 409 of a write whose body carries the record's `version` (optimistic locking, `checkVersion`). */
export const VERSION_CONFLICT =
  'The record was changed by someone else since it was read (the `version` sent is not the stored one), or the change conflicts with another record, with the state of the record, or with a change made at the same time';

/** The 403 every write but a few can answer, whatever its permission: the access guard refuses it during a read-only impersonation. */
export const READ_ONLY_REFUSAL = 'Refused while impersonating a tenant read-only';

/** The operationId style of every operation: the controller's name and the handler's, e.g. `users_list`. */
export const OPERATION_ID_STYLE = /^[a-z][A-Za-z0-9]*_[a-z][A-Za-z0-9]*$/;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;
const WRITES = new Set(['post', 'put', 'patch']);
/** The methods the access guard treats as changes (refused while impersonating read-only). */
const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

type Node = Record<string, unknown>;
type Operation = Node & {
  operationId?: string;
  parameters?: Array<Node & { in?: string; name?: string; schema?: Node }>;
  requestBody?: Node;
  responses?: Record<string, Node & { description?: string; content?: Record<string, Node> }>;
  security?: unknown[];
  'x-permission'?: string;
  [ALLOW_WHILE_READ_ONLY_EXTENSION]?: boolean;
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
 * its 400, every write its 409 (the error filter answers 409 for a unique value taken, a record still in use and
 * a change that met another one at the same time, on any write; services for a stale `version` and a state
 * that forbids the change) and, unless it stays open during a read-only impersonation, its 403; public
 * operations say they need no credentials, a text limit other than the spec's gives its reason in the
 * field's description, and every enumeration is a named schema.
 */
export function completeApiDocument(doc: OpenAPIObject): OpenAPIObject {
  doc.servers = [{ url: '/', description: 'This server; every path starts with /api/v1' }];
  const schemas = (doc.components ??= {}).schemas ?? (doc.components.schemas = {});
  schemas.ErrorResponse = ERROR_RESPONSE_SCHEMA;
  for (const { path, method, op } of operationsOf(doc)) {
    const responses = (op.responses ??= {});
    const isPublic = op['x-permission'] === 'PUBLIC';
    if (isPublic && !op.security) op.security = [];
    if (path.includes('{')) responses['404'] ??= { description: ERROR_DESCRIPTIONS[404] };
    if (WRITES.has(method) && op.requestBody) responses['400'] ??= { description: ERROR_DESCRIPTIONS[400] };
    if (UNSAFE.has(method)) {
      responses['409'] ??= { description: bodyHasVersion(doc, op) ? VERSION_CONFLICT : ERROR_DESCRIPTIONS[409] };
      if (!isPublic && !op[ALLOW_WHILE_READ_ONLY_EXTENSION]) {
        const given = responses['403']?.description;
        responses['403'] = {
          ...responses['403'],
          description: given ? `${given}; or ${lowerFirst(READ_ONLY_REFUSAL)}` : READ_ONLY_REFUSAL,
        };
      }
    }
    delete op[ALLOW_WHILE_READ_ONLY_EXTENSION];
    for (const [status, answer] of Object.entries(responses)) {
      if (Number(status) < 400) continue;
      if (!answer.description) answer.description = ERROR_DESCRIPTIONS[status] ?? 'Error';
      answer.content = { 'application/json': { schema: { $ref: ERROR_REF } } };
    }
  }
  describeTextLimits(doc);
  nameEnumerations(doc);
  return doc;
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The schema a reference names (followed through references), or the schema itself. */
function resolved(doc: OpenAPIObject, schema: unknown): Node | undefined {
  if (!isNode(schema)) return undefined;
  const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
  if (ref?.startsWith('#/components/schemas/')) return resolved(doc, doc.components?.schemas?.[ref.slice('#/components/schemas/'.length)]);
  return schema;
}

/** Whether a body of the operation carries the record's `version` (the service refuses a stale one with 409). */
function bodyHasVersion(doc: OpenAPIObject, op: Operation): boolean {
  const content = op.requestBody?.content;
  if (!isNode(content)) return false;
  return Object.values(content).some((media) => {
    const schema = resolved(doc, isNode(media) ? media.schema : undefined);
    return isNode(schema?.properties) && 'version' in schema.properties;
  });
}

/**
 * A text field whose limit is not the spec's (128 characters, 500 multiline) carries its reason (LIMIT_REASON,
 * from its decorator): it becomes the end of the field's description.
 */
function describeTextLimits(doc: OpenAPIObject): void {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    const why = node[LIMIT_REASON];
    if (typeof why === 'string') {
      const limit = `At most ${String(node.maxLength)} characters, not the usual 128 (500 for several lines): ${why}.`;
      node.description = typeof node.description === 'string' && node.description ? `${node.description}. ${limit}` : limit;
      delete node[LIMIT_REASON];
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(doc.paths);
  visit(doc.components?.schemas);
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
