import { ConflictException } from '@nestjs/common';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/** Copies the fields the body carries (undefined keeps the stored value, null clears it). */
export function assignDefined<T extends object>(target: T, source: object, keys: ReadonlyArray<keyof T & string>): void {
  for (const k of keys) {
    const v = (source as Record<string, unknown>)[k];
    if (v !== undefined) (target as Record<string, unknown>)[k] = typeof v === 'string' ? v.trim() : v;
  }
}

/** Refuses a save based on a version other than the stored one. */
export function checkVersion(stored: { version: number }, sent: number | null | undefined): void {
  if (sent !== null && sent !== undefined && sent !== stored.version) {
    throw new ConflictException('The record was changed by someone else. Reload it and try again.');
  }
}

/**
 * An entity from a row keyed by the table's column names (a raw query's row, or a `row_to_json` /
 * `json_agg` object), each value converted as TypeORM converts what it reads itself (dates,
 * timestamps, transformers). Keys that are not columns of the entity are ignored.
 */
export function entityFromRow<E extends ObjectLiteral>(em: EntityManager, target: EntityTarget<E>, row: Record<string, unknown>): E {
  const meta = em.connection.getMetadata(target);
  const entity = meta.create() as E;
  for (const column of meta.columns) {
    if (column.databaseName in row)
      column.setEntityValue(entity, em.connection.driver.prepareHydratedValue(row[column.databaseName], column));
  }
  return entity;
}
