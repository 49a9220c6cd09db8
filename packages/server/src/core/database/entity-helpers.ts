import { ConflictException } from '@nestjs/common';

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
