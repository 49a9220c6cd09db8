import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { INPUT_LIMITS } from '../src/core/http/input-limits';

/*
 * openapi.yaml is the contract the web's types are generated from: every reference must name a schema that
 * exists, every `{name}` of a path must be described as a path parameter, and every property must say what
 * it holds (an object property without properties, additionalProperties or a reference becomes
 * `Record<string, never>` in the generated types).
 */

type Node = Record<string, unknown>;
type Parameters = Array<{ in?: string; name?: string }>;
/** A path's operations by method, and the parameters they share. */
type PathItem = Record<string, { parameters?: Parameters } | Parameters>;
interface Document {
  paths: Record<string, PathItem>;
  components: Node;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null;

/** Calls `visit` on every object of the document with its location (a JSON-pointer-like path). */
function walk(node: unknown, at: string, visit: (node: Node, at: string) => void): void {
  if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${at}/${i}`, visit));
  if (!isNode(node)) return;
  visit(node, at);
  for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`, visit);
}

/** `$ref`s that point at nothing in the document (e.g. `#/components/schemas/` with the name missing). */
function danglingRefs(doc: Document): string[] {
  const out: string[] = [];
  walk(doc, '#', (node, at) => {
    const ref = node.$ref;
    if (typeof ref !== 'string') return;
    const parts = ref.startsWith('#/') ? ref.slice(2).split('/') : [];
    let target: unknown = parts.length ? doc : undefined;
    for (const part of parts) target = isNode(target) && part !== '' ? target[part] : undefined;
    if (!isNode(target)) out.push(`${at}: ${ref}`);
  });
  return out;
}

/** `{name}`s of a path that neither the path nor the operation describes as an `in: path` parameter. */
function missingPathParameters(doc: Document): string[] {
  const out: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    const shared = (item.parameters as Parameters | undefined) ?? [];
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method) || Array.isArray(op)) continue;
      const given = new Set([...shared, ...(op.parameters ?? [])].filter((p) => p.in === 'path').map((p) => p.name));
      for (const name of names.filter((n) => !given.has(n))) out.push(`${method.toUpperCase()} ${path}: {${name}}`);
    }
  }
  return out;
}

const COMPOSITIONS = ['allOf', 'oneOf', 'anyOf'] as const;

/** An object schema that says nothing about its content. */
function shapeless(schema: Node): boolean {
  if (schema.type !== 'object') return false;
  if (schema.properties !== undefined || schema.additionalProperties !== undefined || schema.$ref !== undefined) return false;
  return !COMPOSITIONS.some((k) => Array.isArray(schema[k]) && (schema[k] as unknown[]).length > 0);
}

/** Property schemas (anywhere in the document: components, bodies, answers), their list items and composition members, that are shapeless objects. */
function shapelessProperties(doc: Document): string[] {
  const out: string[] = [];
  const check = (schema: unknown, at: string): void => {
    if (!isNode(schema)) return;
    if (shapeless(schema)) out.push(at);
    if (schema.items !== undefined) check(schema.items, `${at}[]`);
    for (const k of COMPOSITIONS) if (Array.isArray(schema[k])) (schema[k] as unknown[]).forEach((s, i) => check(s, `${at}.${k}[${i}]`));
  };
  walk(doc, '#', (node, at) => {
    if (!isNode(node.properties) || (node.type !== undefined && node.type !== 'object')) return;
    for (const [name, schema] of Object.entries(node.properties)) check(schema, `${at}.${name}`);
  });
  return out;
}

/**
 * Schema limits a request may declare beyond what the input limits let through (core/http/input-limits):
 * a person would meet the generic "too many items" instead of the field's own message, or could never send
 * what the field promises to accept.
 */
function limitsBeyondInput(doc: Document): string[] {
  const out: string[] = [];
  walk(doc.components, '#/components', (node, at) => {
    if (typeof node.maxLength === 'number' && node.maxLength > INPUT_LIMITS.stringChars) out.push(`${at}: maxLength ${node.maxLength}`);
    if (typeof node.maxItems === 'number' && node.maxItems > INPUT_LIMITS.arrayItems) out.push(`${at}: maxItems ${node.maxItems}`);
    if (isNode(node.properties) && Object.keys(node.properties).length > INPUT_LIMITS.keysPerObject) {
      out.push(`${at}: ${Object.keys(node.properties).length} properties`);
    }
  });
  return out;
}

describe('openapi.yaml describes every answer and body completely', () => {
  const doc = parse(readFileSync(join(process.cwd(), '../../openapi.yaml'), 'utf8')) as Document;

  it('the document has paths and schemas to check', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
    expect(Object.keys(doc.components.schemas as Node).length).toBeGreaterThan(100);
  });

  it('every $ref names a schema of the document', () => {
    expect(danglingRefs(doc)).toEqual([]);
  });

  it('every {name} of a path is a path parameter of each of its operations', () => {
    expect(missingPathParameters(doc)).toEqual([]);
  });

  it('every object property has properties, additionalProperties or a reference', () => {
    expect(shapelessProperties(doc)).toEqual([]);
  });

  it('no field accepts more than the input limits let through (characters, items, fields)', () => {
    expect(limitsBeyondInput(doc)).toEqual([]);
    const flawed = {
      paths: {},
      components: { schemas: { Big: { type: 'object', properties: { s: { type: 'string', maxLength: INPUT_LIMITS.stringChars + 1 } } } } },
    };
    expect(limitsBeyondInput(flawed)).toEqual([`#/components/schemas/Big/properties/s: maxLength ${INPUT_LIMITS.stringChars + 1}`]);
  });

  it('the checks find each kind of defect (a document that has one of each)', () => {
    const flawed: Document = {
      paths: {
        '/things/{id}': {
          parameters: [],
          put: { parameters: [] },
          delete: { parameters: [{ in: 'path', name: 'id' }] },
        },
      },
      components: {
        schemas: {
          Thing: {
            type: 'object',
            properties: {
              parts: { type: 'array', items: { $ref: '#/components/schemas/' } },
              owner: { $ref: '#/components/schemas/Person' },
              extra: { type: 'object' },
              labels: { type: 'array', items: { type: 'object' } },
              maybe: { nullable: true, oneOf: [{ type: 'string' }, { type: 'object' }] },
              free: { type: 'object', additionalProperties: true },
              kept: { type: 'object', nullable: true, allOf: [{ $ref: '#/components/schemas/Thing' }] },
            },
          },
        },
      },
    };
    expect(danglingRefs(flawed)).toEqual([
      '#/components/schemas/Thing/properties/parts/items: #/components/schemas/',
      '#/components/schemas/Thing/properties/owner: #/components/schemas/Person',
    ]);
    expect(missingPathParameters(flawed)).toEqual(['PUT /things/{id}: {id}']);
    expect(shapelessProperties(flawed)).toEqual([
      '#/components/schemas/Thing.extra',
      '#/components/schemas/Thing.labels[]',
      '#/components/schemas/Thing.maybe.oneOf[1]',
    ]);
  });
});
