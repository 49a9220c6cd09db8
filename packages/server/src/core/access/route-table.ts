import type { INestApplication } from '@nestjs/common';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { ACCESS_KEY, type AccessRule, describeRule } from './decorators';

export interface RouteRow {
  method: string;
  path: string;
  permission: string;
  handler: string;
}

const join = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/** Every HTTP route of the application with the permission it declares. */
export function routeTable(app: INestApplication, prefix = 'api/v1'): RouteRow[] {
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const rows: RouteRow[] = [];
  const controllers = [...app.get(ModulesContainer).values()].flatMap((mod) => [...mod.controllers.values()]);
  for (const wrapper of controllers) {
    const metatype = wrapper.metatype as (new (...args: never[]) => object) | null;
    if (!metatype) continue;
    const ctrlPaths = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
    const proto = metatype.prototype;
    for (const name of scanner.getAllMethodNames(proto)) {
      const fn = proto[name];
      const path = Reflect.getMetadata(PATH_METADATA, fn) as string | string[] | undefined;
      if (path === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, fn) as number];
      const rule = reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [fn, metatype]);
      for (const cp of ctrlPaths) {
        for (const p of ([] as string[]).concat(path)) {
          rows.push({ method, path: join(prefix, cp, p), permission: describeRule(rule), handler: `${metatype.name}.${name}` });
        }
      }
    }
  }
  return rows.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

export function renderRouteTable(rows: RouteRow[]): string {
  const lines = [
    '# Route → permission table',
    '',
    'Generated from the code by `pnpm openapi`; a test fails when it is stale or when a route declares nothing.',
    'Review changes to this file like a security change.',
    '',
    '| method | path | permission |',
    '|---|---|---|',
    ...rows.map((r) => `| ${r.method} | ${r.path} | ${r.permission} |`),
  ];
  return lines.join('\n') + '\n';
}
