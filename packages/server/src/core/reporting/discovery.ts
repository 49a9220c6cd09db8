import type { DiscoveryService } from '@nestjs/core';
import { MetadataScanner } from '@nestjs/core';

/** A provider marked with a class decorator, and what the decorator recorded. */
export interface MarkedProvider<M> {
  name: string;
  instance: object;
  meta: M;
}

/** A method of a marked provider marked with a method decorator, bound to its provider, and what its decorator recorded. */
export interface MarkedMethod<M, F> {
  /** `<Provider>.<method>`, for messages */
  name: string;
  meta: M;
  call: F;
}

/**
 * The providers whose class carries the metadata `key` (set with SetMetadata by a class decorator such as
 * @ProvidesReminders): the extension points are found at start-up, never listed.
 */
export function markedProviders<M>(discovery: DiscoveryService, key: string): MarkedProvider<M>[] {
  const found: MarkedProvider<M>[] = [];
  for (const { metatype, instance } of discovery.getProviders()) {
    if (!metatype || !instance) continue;
    const meta = Reflect.getMetadata(key, metatype) as M | undefined;
    if (meta !== undefined) found.push({ name: metatype.name, instance: instance as object, meta });
  }
  return found;
}

/**
 * The methods marked with `methodKey` of the providers marked with `classKey` (@ProvidesOpenActions with
 * @RaisesOpenActions, @ProvidesDashboardTiles with @DashboardTile). A marked provider without a marked method is a
 * mistake: it throws, and the start fails.
 */
export function markedMethods<M, F extends (...args: never[]) => unknown>(
  discovery: DiscoveryService,
  classKey: string,
  methodKey: string,
): MarkedMethod<M, F>[] {
  const scanner = new MetadataScanner();
  const found: MarkedMethod<M, F>[] = [];
  for (const provider of markedProviders<unknown>(discovery, classKey)) {
    const instance = provider.instance as Record<string, F>;
    let methods = 0;
    for (const method of scanner.getAllMethodNames(Object.getPrototypeOf(instance) as object)) {
      const meta = Reflect.getMetadata(methodKey, instance[method]) as M | undefined;
      if (meta === undefined) continue;
      found.push({ name: `${provider.name}.${method}`, meta, call: instance[method].bind(instance) as F });
      methods += 1;
    }
    if (!methods) throw new Error(`${provider.name} is marked as an extension but has no marked method`);
  }
  return found;
}
