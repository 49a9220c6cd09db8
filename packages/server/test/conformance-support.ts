import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import * as shared from '@clearline/shared';
import { DIST_DIR, REPO_ROOT } from '../src/core/paths';

/*
 * What the conformance suites read: the product specification (../shared/spec beside the repository, in CI
 * too), the OpenAPI document as the built server generates it (`pnpm openapi` writes the same one), and the
 * texts of @clearline/shared; and a checker of answers against the document's schemas.
 */

// ------------------------------------------------------------------------------------------ the spec

export const SPEC_DIR = join(REPO_ROOT, '..', 'shared', 'spec');

/** A spec document: its number ("01") and its numbered sections ("3" → the text under "## 3. …"). */
interface SpecDocument {
  doc: string;
  sections: Map<string, string>;
}

export function specDocuments(): SpecDocument[] {
  return readdirSync(SPEC_DIR)
    .filter((f) => /^\d\d-.*\.md$/.test(f))
    .sort()
    .map((f) => {
      const sections = new Map<string, string>();
      let current = '';
      for (const line of readFileSync(join(SPEC_DIR, f), 'utf8').split('\n')) {
        const heading = /^## (\d+)\. /.exec(line);
        if (heading) current = heading[1];
        else if (current) sections.set(current, `${sections.get(current) ?? ''}${line}\n`);
      }
      return { doc: f.slice(0, 2), sections };
    });
}

/** The "### Title" blocks of a section, each with its lines. */
function blocks(section: string): Array<{ title: string; lines: string[] }> {
  const out: Array<{ title: string; lines: string[] }> = [];
  for (const line of section.split('\n')) {
    const title = /^### (.+)$/.exec(line);
    if (title) out.push({ title: title[1].trim(), lines: [] });
    else if (line.trim() && out.length) out[out.length - 1].lines.push(line.trim());
  }
  return out;
}

/** Splits at `separators` outside (), [] and {}. */
function splitTop(text: string, separators: RegExp): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      const m = separators.exec(text.slice(i));
      if (m && m.index === 0) {
        out.push(text.slice(start, i));
        start = i + m[0].length;
        i = start - 1;
      }
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

const IDENTIFIER = /^[a-z][A-Za-z0-9]*$/;
const CAMEL = /^[a-z][a-z0-9]*[A-Z0-9][A-Za-z0-9]*$/;
const VALUE = /^[A-Z][A-Z0-9_]*$/;

/** The enumeration values of a list such as "ACTIVE, CONTINGENT (shown as Contingent Hire), or OTHER shown as Tutorial", or undefined. */
function valuesOf(text: string): string[] | undefined {
  const items = splitTop(text.replace(/\.$/, ''), /^(, or |, | or )/).map((item) =>
    item
      .replace(/\s*\([^)]*\)/g, '')
      .replace(/ shown as .*$/, '')
      .trim(),
  );
  return items.length >= 2 && items.every((v) => VALUE.test(v)) ? items : undefined;
}

/** A spec field: its name, the fields the spec lists inside it, and the values it lists for it. */
export interface SpecField {
  name: string;
  sub: string[];
}

export interface SpecEntity {
  /** e.g. "02 Personnel", "03 Master data > Checklist" */
  key: string;
  fields: SpecField[];
}

export interface SpecEnum {
  /** e.g. "02 Employment status" */
  key: string;
  values: string[];
}

/** The fields one item of a list names ("birthAddress (countryId, street1)", "kmp flag with kmpType", "a and b"). */
function fieldsOfItem(raw: string, enums: SpecEnum[], keyPrefix: string): SpecField[] {
  const item = raw.replace(/^(plus|and) /, '').trim();
  const nested = /^([^([{]*)[([{](.*)[)\]}]\s*$/.exec(item);
  const head = (nested ? nested[1] : item).trim();
  const inner = nested?.[2].trim() ?? '';
  const words = head.split(/\s+/);
  let names: string[];
  if (words.length === 1 && IDENTIFIER.test(words[0])) names = [words[0]];
  else if (words.length === 3 && words[1] === 'and' && IDENTIFIER.test(words[0]) && IDENTIFIER.test(words[2])) names = [words[0], words[2]];
  else if (words[1] === 'flag' && IDENTIFIER.test(words[0])) names = [words[0], ...words.slice(2).filter((w) => CAMEL.test(w))];
  else names = words.filter((w) => CAMEL.test(w));
  let sub: string[] = [];
  if (inner) {
    const parts = splitTop(inner.replace(/^each /, ''), /^, /).map((p) => p.trim());
    // one word is a note on the field ("facilityIds (list)", "naesoc (bool)"), several name its fields
    if (parts.length > 1 && parts.every((p) => IDENTIFIER.test(p))) sub = parts;
    else
      for (const clause of inner.split(';')) {
        const values = valuesOf(clause.replace(/^\s*[a-z][a-z ]*?(?= [A-Z])/, '').trim());
        if (values && names.length === 1) enums.push({ key: `${keyPrefix}.${names[0]}`, values });
      }
  }
  return names.map((name) => ({ name, sub }));
}

/** A labelled clause: "Label: rest", or "Contract status ACTIVE, CLOSING" (a label then values). */
function labelled(clause: string): { label?: string; rest: string } {
  const colon = /^([A-Za-z][A-Za-z0-9 ()/-]{0,60}?):\s+(.*)$/.exec(clause);
  if (colon) return { label: colon[1], rest: colon[2] };
  const bare = /^([A-Za-z][a-z]*(?: [a-z()]+)*) ([A-Z][A-Z0-9_]*(?:(?:, or |, | or )[A-Z][A-Z0-9_]*)+)$/.exec(clause);
  if (bare) return { label: bare[1], rest: bare[2] };
  return { rest: clause };
}

const sentences = (text: string) => text.split(/(?<=\.)\s+(?=[A-Z0-9])/).map((s) => s.replace(/\.$/, '').trim());
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The entities and enumerations of sections 3 ("Entities and their fields") and the enumerations of section 4
 * ("States and transitions") of every spec document: "### Entity" then comma-separated field names, "Label:
 * VALUE, VALUE" lists, and "- Name: field, field" bullets for entities of a block.
 */
export function specModel(): { entities: SpecEntity[]; enums: SpecEnum[] } {
  const entities = new Map<string, SpecField[]>();
  const enums: SpecEnum[] = [];
  const addFields = (key: string, fields: SpecField[]) => {
    const known = entities.get(key) ?? [];
    for (const f of fields) if (!known.some((k) => k.name === f.name)) known.push(f);
    entities.set(key, known);
  };
  for (const { doc, sections } of specDocuments()) {
    for (const [number, text] of [
      ['3', sections.get('3') ?? ''],
      ['4', sections.get('4') ?? ''],
    ]) {
      const parts = number === '3' ? blocks(text) : [{ title: '', lines: text.split('\n').filter((l) => l.trim()) }];
      for (const { title, lines } of parts) {
        for (const line of lines) {
          const bullet = line.startsWith('- ');
          // the entity a bullet names ("- Checklist: type, name …") holds its later sentences too
          let subject: string | undefined;
          for (const sentence of sentences(line.replace(/^- /, ''))) {
            // the label of a sentence's first clause holds its later clauses ("…, approver; plus attendees and affiliates")
            let sentenceLabel: string | undefined;
            for (const [i, clause] of splitTop(sentence, /^;\s*/).entries()) {
              const own = labelled(clause);
              const label = own.label ?? sentenceLabel;
              const named = label ?? (bullet ? subject : undefined);
              const entity = number === '3' && title !== 'Enumerations' && named && named !== title ? `${title} > ${named}` : title;
              const values = valuesOf(own.rest);
              if (values) {
                // an enumeration of an entity's block is named after the entity ("Contract > Types", "Master data > Checklist > Types")
                const base = bullet && subject ? `${title} > ${subject}` : title;
                const name =
                  number === '3' && title !== 'Enumerations' ? (own.label ? `${base} > ${own.label}` : entity) : (own.label ?? entity);
                if (name) enums.push({ key: `${doc} ${upperFirst(name)}`, values });
                continue;
              }
              if (i === 0) sentenceLabel = own.label;
              if (bullet && own.label) subject ??= own.label;
              if (number !== '3' || title === 'Enumerations') continue;
              const items = splitTop(own.rest, /^, /);
              const found = items.map((i) => fieldsOfItem(i, enums, `${doc} ${entity}`));
              // a list of fields starts with one, and most of its items name one (prose names none)
              if (found[0]?.length && found.filter((f) => f.length).length * 2 > items.length) addFields(`${doc} ${entity}`, found.flat());
            }
          }
        }
      }
    }
  }
  return { entities: [...entities].map(([key, fields]) => ({ key, fields })), enums };
}

/** A text the spec gives verbatim, and where. */
export interface SpecText {
  /** e.g. "02 §5" */
  where: string;
  text: string;
}

/** "Successfully Added/Edited {item}" → both texts; "add/update" likewise. */
function alternatives(text: string): string[] {
  const m = /(\b[A-Za-z]+)\/([A-Za-z]+\b)/.exec(text);
  if (!m || /^(e|a|and|or)$/i.test(m[1])) return [text];
  return [
    ...alternatives(text.slice(0, m.index) + m[1] + text.slice(m.index + m[0].length)),
    ...alternatives(text.slice(0, m.index) + m[2] + text.slice(m.index + m[0].length)),
  ];
}

/**
 * The texts of the spec that the product shows verbatim: the quoted texts of the screens (§2), the validation
 * rules (§5) and the error catalogue (§8), and the toasts the catalogue lists as bullets or table cells.
 */
export function specTexts(): SpecText[] {
  const out: SpecText[] = [];
  const add = (where: string, text: string) => {
    for (const t of alternatives(text.trim())) if (t && !out.some((o) => o.text === t)) out.push({ where, text: t });
  };
  for (const { doc, sections } of specDocuments()) {
    for (const number of ['2', '5', '8']) {
      const text = sections.get(number) ?? '';
      for (const m of text.matchAll(/"([^"]+)"/g)) add(`${doc} §${number}`, m[1]);
      for (const m of text.replace(/"[^"]+"/g, '').matchAll(/(?<![A-Za-z])'([^']+)'(?![A-Za-z])/g)) add(`${doc} §${number}`, m[1]);
      if (number !== '8') continue;
      // toasts listed as bullets under "Error toasts" / "Success toasts"
      for (const block of text.split(/\n\s*\n/).map((b) => b.trim())) {
        if (!/toasts.*:$/.test(block.split('\n')[0] ?? '')) continue;
        for (const line of block.split('\n').slice(1)) if (line.startsWith('- ')) add(`${doc} §8`, line.slice(2));
      }
      // a table of failure and success texts written without quotes (a table that quotes its texts describes
      // the rest): "Failed to Add/Edit Checklist., Cognizant Security Authority." lists items after the first
      const rows = text.split('\n').filter((l) => l.startsWith('|') && !l.startsWith('|---') && !/^\|\s*Situation/.test(l));
      if (rows.some((r) => r.includes('"'))) continue;
      for (const row of rows) {
        const cells = row
          .split('|')
          .slice(2, -1)
          .map((c) => c.replace(/\s*\([^)]*\)\s*$/, '').trim());
        for (const cell of cells) {
          if (!cell || /["']/.test(cell)) continue;
          const [first, ...others] = cell.split(/(?<=\.), /);
          const prefix = /^(.*?)\s+\S+$/.exec(first)?.[1];
          add(`${doc} §8`, first);
          if (prefix) for (const o of others) add(`${doc} §8`, `${prefix} ${o}`);
        }
      }
    }
  }
  return out;
}

// ------------------------------------------------------------------------------------------ texts of @clearline/shared

const MARK = (i: number) => `{${i}}`;

/**
 * Every text @clearline/shared exports: strings, the strings of its objects and arrays, and what its
 * functions return for placeholder arguments ("{0}", "{1}"…).
 */
export function sharedTexts(): string[] {
  const out = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number): void => {
    if (typeof value === 'string') {
      out.add(value);
      return;
    }
    if (depth > 6 || value === null || seen.has(value)) return;
    if (typeof value === 'function') {
      seen.add(value);
      if (value.length > 4 || /^class\b/.test(Function.prototype.toString.call(value))) return;
      try {
        visit((value as (...args: unknown[]) => unknown)(...[0, 1, 2, 3].map(MARK)), depth + 1);
      } catch {
        // a function that needs real arguments is no text template
      }
      return;
    }
    if (typeof value !== 'object') return;
    seen.add(value);
    for (const v of Array.isArray(value) ? value : Object.values(value as object)) visit(v, depth + 1);
  };
  for (const value of Object.values(shared)) visit(value, 0);
  return [...out];
}

const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
/** A text as a pattern whose placeholders ("{label}", "{0}") stand for any text (captured). */
const patternOf = (s: string) => new RegExp(`^${escape(s).replace(/\{[^}]*\}/g, '(.+)')}$`);

/** The characters of a text outside its placeholders. */
const literal = (s: string) => s.replace(/\{[^}]*\}/g, '').length;

/**
 * Whether a catalogue text is the spec's text: the same words, where a placeholder of the spec stands for any
 * text, and a placeholder of the catalogue for a number or another text of the catalogue ("Failed to Add {0}."
 * with "Checklist"); a catalogue text with hardly any words of its own, such as "{0}: {1}", stands for none.
 */
export function sameText(spec: string, catalogue: string, known: ReadonlySet<string>): boolean {
  if (spec === catalogue) return true;
  if (!/\{/.test(spec) && !/\{/.test(catalogue)) return false;
  if (patternOf(spec).test(catalogue)) return true;
  if (literal(catalogue) < 8) return false;
  const m = patternOf(catalogue).exec(spec);
  return !!m && m.slice(1).every((part) => /^\d+$/.test(part) || known.has(part) || /\{[^}]*\}/.test(part));
}

// ------------------------------------------------------------------------------------------ the OpenAPI document

export type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  description?: string;
};

export interface ApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: Schema }>;
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  'x-permission'?: string;
}

export interface ApiDocument {
  paths: Record<string, Record<string, ApiOperation>>;
  components: { schemas: Record<string, Schema> };
}

/**
 * The OpenAPI document as the built server generates it (what `pnpm openapi` writes): the @nestjs/swagger
 * compiler plugin reads the answer DTOs' types into it, so it exists only in the build (scripts/test builds
 * before the integration suites; locally: pnpm --filter @clearline/server run build). OPENAPI_DOCUMENT names a
 * file to read instead (a document rendered earlier, or openapi.yaml).
 */
export function builtApiDocument(): ApiDocument {
  if (process.env.OPENAPI_DOCUMENT) return parse(readFileSync(process.env.OPENAPI_DOCUMENT, 'utf8')) as ApiDocument;
  const entry = join(DIST_DIR, 'openapi.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build the server first (pnpm --filter @clearline/server run build)`);
  // exit once the whole document is written: a pipe takes it in chunks, and an exit before the last one cuts it short
  const script = `require(${JSON.stringify(entry)}).renderOpenApi().then((o) => process.stdout.write(o.openapi, () => process.exit(0)))`;
  const yaml = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const doc = parse(yaml) as ApiDocument;
  if (!doc?.paths || !doc.components?.schemas) throw new Error('The built server rendered no OpenAPI document');
  return doc;
}

/** The schema a reference names, followed through references. */
export function deref(doc: ApiDocument, s: Schema | undefined): Schema {
  let schema = s ?? {};
  for (let i = 0; schema.$ref && i < 20; i++) schema = doc.components.schemas[schema.$ref.split('/').pop()!] ?? {};
  return schema;
}

/** The properties of a schema, those of its allOf members included. */
export function propertiesOf(doc: ApiDocument, s: Schema | undefined): Record<string, Schema> {
  const schema = deref(doc, s);
  const own = { ...(schema.properties ?? {}) };
  for (const part of schema.allOf ?? []) Object.assign(own, propertiesOf(doc, part));
  return own;
}

/** The object schema a property holds: its reference, its list's items, or its single allOf member. */
export function objectOf(doc: ApiDocument, s: Schema | undefined): Schema | undefined {
  const schema = deref(doc, s);
  if (schema.type === 'array') return objectOf(doc, schema.items);
  if (schema.allOf?.length === 1) return objectOf(doc, schema.allOf[0]);
  return schema.properties || schema.allOf ? schema : undefined;
}

/** The values of a named enumeration schema of the document, by name. */
export function enumerationsOf(doc: ApiDocument): Map<string, string[]> {
  return new Map(
    Object.entries(doc.components.schemas)
      .filter(([, s]) => Array.isArray(s.enum))
      .map(([name, s]) => [name, (s.enum ?? []).map(String)]),
  );
}

/**
 * What in an answer does not match its schema: a value of another type, null where the schema does not
 * say nullable, a value outside its enumeration, a required property left out, a property the schema does
 * not list. Each as "path: problem", e.g. "$.items[0].specialAccesses: array where the schema says string".
 */
export function answerProblems(doc: ApiDocument, schema: Schema | undefined, value: unknown, at = '$'): string[] {
  const s = schema ?? {};
  if (s.$ref) {
    const target = deref(doc, s);
    return answerProblems(doc, target, value, at);
  }
  if (s.allOf?.length) {
    const merged: Schema = { ...s, allOf: undefined };
    for (const part of s.allOf) {
      const p = deref(doc, part);
      Object.assign(merged, { ...p, ...merged, properties: { ...(p.properties ?? {}), ...(merged.properties ?? {}) } });
      merged.required = [...(merged.required ?? []), ...(p.required ?? [])];
      if (p.enum) merged.enum = p.enum;
      if (p.type && !merged.type) merged.type = p.type;
    }
    merged.nullable = s.nullable ?? merged.nullable;
    return answerProblems(doc, merged, value, at);
  }
  const members = s.anyOf ?? s.oneOf;
  if (members?.length) {
    if (value === null && s.nullable) return [];
    if (members.some((m) => answerProblems(doc, m, value, at).length === 0)) return [];
    return [`${at}: ${value === null ? 'null' : JSON.stringify(value)} matches none of the schemas it may be`];
  }
  if (value === null) return s.nullable ? [] : [`${at}: null where the schema does not say nullable`];
  const kind = Array.isArray(value) ? 'array' : typeof value;
  const expected = s.type ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
  if (s.enum && !s.enum.includes(value)) return [`${at}: ${JSON.stringify(value)} is not one of the enumeration`];
  switch (expected) {
    case undefined:
      return [];
    case 'string':
      return kind === 'string' ? [] : [`${at}: ${kind} where the schema says string`];
    case 'integer':
      return kind === 'number' && Number.isInteger(value)
        ? []
        : [`${at}: ${kind === 'number' ? 'a fraction' : kind} where the schema says integer`];
    case 'number':
      return kind === 'number' ? [] : [`${at}: ${kind} where the schema says number`];
    case 'boolean':
      return kind === 'boolean' ? [] : [`${at}: ${kind} where the schema says boolean`];
    case 'array':
      if (kind !== 'array') return [`${at}: ${kind} where the schema says array`];
      return (value as unknown[]).flatMap((v, i) => answerProblems(doc, s.items, v, `${at}[${i}]`));
    case 'object': {
      if (kind !== 'object') return [`${at}: ${kind} where the schema says object`];
      const obj = value as Record<string, unknown>;
      const props = s.properties ?? {};
      const out: string[] = [];
      for (const name of s.required ?? []) if (!(name in obj)) out.push(`${at}.${name}: left out where the schema says required`);
      for (const [name, v] of Object.entries(obj)) {
        if (props[name]) out.push(...answerProblems(doc, props[name], v, `${at}.${name}`));
        else if (s.additionalProperties && typeof s.additionalProperties === 'object')
          out.push(...answerProblems(doc, s.additionalProperties, v, `${at}.${name}`));
        else if (!s.additionalProperties && Object.keys(props).length) out.push(`${at}.${name}: answered but not in the schema`);
      }
      return out;
    }
    default:
      return [];
  }
}
