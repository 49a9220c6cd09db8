import { NotFoundException, SetMetadata } from '@nestjs/common';
import { API_MESSAGES } from '@clearline/shared';
import { escapeIdentifier } from 'pg';
import type { EntityManager } from 'typeorm';
import { idFieldsOf, nestedFieldsOf } from './fields';
import { validationMessage } from './validation';

/*
 * The ids a request body names, checked like the ids of a path. Every id field of a DTO says what it
 * references (UuidField / UuidListField `references`, core/http/fields.ts). Once per request, after validation
 * and before the handler runs, inside the request's transaction (core/database/route-transactions.ts, and
 * jsonPartDto for a JSON part), every id naming a tenant-owned table is looked up in it: row-level security
 * hides other tenants' rows, so another tenant's id and an unknown id alike answer 404 naming the field, e.g.
 * "employment.contractId: Contract 1234… was not found", before anything is written.
 */

/** One id a DTO names in a tenant-owned table, with the path of its field. */
export interface NamedId {
  table: string;
  id: string;
  /** the field's path in the body: `employment.contractId`, `kmps.0.personnelId`, `facilityIds` */
  path: string;
  /** names the record in the answer */
  what: string;
}

const REFERENCING = new WeakMap<Function, boolean>();

/** Whether a DTO of the class (or a DTO nested in it) can name a record of a tenant-owned table; cached per class. */
export function namesTenantRecords(type: Function): boolean {
  let known = REFERENCING.get(type);
  if (known === undefined) {
    known = reachesTenantRecords(type, new Set());
    REFERENCING.set(type, known);
  }
  return known;
}

function reachesTenantRecords(type: Function, seen: Set<Function>): boolean {
  if (seen.has(type)) return false;
  seen.add(type);
  if ([...idFieldsOf(type).values()].some((f) => typeof f.references === 'string')) return true;
  return [...nestedFieldsOf(type).values()].some((nested) => reachesTenantRecords(nested.type(), seen));
}

const isDto = (value: unknown): value is object =>
  !!value && typeof value === 'object' && !Array.isArray(value) && typeof value.constructor === 'function' && value.constructor !== Object;

/** Every id a validated DTO (and the DTOs nested in it) names in a tenant-owned table, in field order. */
export function namedIds(dto: unknown, parent = ''): NamedId[] {
  if (!isDto(dto) || !namesTenantRecords(dto.constructor)) return [];
  const values = dto as Record<string, unknown>;
  const out: NamedId[] = [];
  for (const [property, f] of idFieldsOf(dto.constructor)) {
    if (typeof f.references !== 'string') continue;
    const value = values[property];
    const path = parent ? `${parent}.${property}` : property;
    const ids = f.list ? (Array.isArray(value) ? value : []) : [value];
    for (const id of ids) if (typeof id === 'string') out.push({ table: f.references, id, path, what: f.what });
  }
  for (const property of nestedFieldsOf(dto.constructor).keys()) {
    const value = values[property];
    const path = parent ? `${parent}.${property}` : property;
    if (Array.isArray(value)) value.forEach((item, i) => out.push(...namedIds(item, `${path}.${i}`)));
    else out.push(...namedIds(value, path));
  }
  return out;
}

/**
 * Checks that every id the DTOs name in a tenant-owned table is a record the transaction's tenant sees: one
 * statement, one SELECT per table named. Answers 404 naming each field whose record is missing (by its path,
 * under `parent` for DTOs that are a part of the body, e.g. an incident's `details`; the first
 * MAX_VALIDATION_MESSAGES of them, the rest counted).
 */
export async function checkReferences(em: EntityManager, dtos: readonly unknown[], parent = ''): Promise<void> {
  const named = dtos.flatMap((dto) => namedIds(dto, parent));
  if (!named.length) return;
  const byTable = new Map<string, Set<string>>();
  for (const n of named) byTable.set(n.table, (byTable.get(n.table) ?? new Set()).add(n.id.toLowerCase()));
  const tables = [...byTable.keys()];
  const sql = tables
    .map((table, i) => `SELECT ${i}::int AS t, id::text AS id FROM ${escapeIdentifier(table)} WHERE id = ANY($${i + 1}::uuid[])`)
    .join(' UNION ALL ');
  const rows = await em.query<Array<{ t: number; id: string }>>(
    sql,
    tables.map((t) => [...byTable.get(t)!]),
  );
  const found = new Set(rows.map((r) => `${tables[r.t]}:${r.id}`));
  const missing = named.filter((n) => !found.has(`${n.table}:${n.id.toLowerCase()}`));
  if (missing.length) {
    // named like a validation refusal's problems: the first ones, the rest counted
    const messages = missing.map((n) => API_MESSAGES.fieldRecordNotFound(n.path, n.what, n.id));
    throw new NotFoundException(validationMessage([...new Set(messages)]));
  }
}

const CHECKED_BY_SERVICE = 'clearline:referencesCheckedByService';

/**
 * The route's body names records of another tenant than the caller's (the one its path names): the route
 * transaction does not check them in the caller's tenant; the service calls `checkReferences` in that tenant's
 * transaction, once it has checked that the caller may act there. `reason` says so for the reviewer.
 */
export const ReferencesCheckedByService = (reason: string): MethodDecorator => SetMetadata(CHECKED_BY_SERVICE, reason);

/** The reason a route gave for checking its body's ids in its service, if it did. */
export const referencesCheckedByService = (handler: Function): string | undefined =>
  Reflect.getMetadata(CHECKED_BY_SERVICE, handler) as string | undefined;
