import type { INestApplication } from '@nestjs/common';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { InstanceWrapper } from '@nestjs/core/injector/instance-wrapper';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { ACCESS_KEY, type AccessRule, describeRule } from './decorators';

export interface RouteRow {
  method: string;
  path: string;
  permission: string;
  handler: string;
}

/** `/api/v1/personnel/:id`: path parts joined with one slash each. */
export const joinPath = (...parts: string[]): string =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');

/** A route handler as its decorators declare it. */
export interface RouteHandler {
  controller: InstanceWrapper;
  metatype: new (...args: never[]) => object;
  name: string;
  handler: (...args: unknown[]) => unknown;
  method: string;
  /** every path the handler answers on, without the global prefix */
  paths: string[];
}

/** Every route handler of every controller of the application. */
export function* routeHandlers(app: INestApplication): Generator<RouteHandler> {
  const scanner = new MetadataScanner();
  const controllers = [...app.get(ModulesContainer).values()].flatMap((mod) => [...mod.controllers.values()]);
  for (const controller of controllers) {
    const metatype = controller.metatype as (new (...args: never[]) => object) | null;
    if (!metatype) continue;
    const ctrlPaths = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
    const proto = metatype.prototype as Record<string, (...args: unknown[]) => unknown>;
    for (const name of scanner.getAllMethodNames(proto)) {
      const handler = proto[name];
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (path === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      const paths = ctrlPaths.flatMap((cp) => ([] as string[]).concat(path).map((p) => joinPath(cp, p)));
      yield { controller, metatype, name, handler, method, paths };
    }
  }
}

/** The access rule a route handler declares (on the handler, or else on its controller). */
export function routeRule(route: Pick<RouteHandler, 'handler' | 'metatype'>): AccessRule | undefined {
  return new Reflector().getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [route.handler, route.metatype]);
}

/** Every HTTP route of the application with the permission it declares. */
export function routeTable(app: INestApplication, prefix = 'api/v1'): RouteRow[] {
  const rows: RouteRow[] = [];
  for (const route of routeHandlers(app)) {
    const { metatype, name, method, paths } = route;
    const rule = routeRule(route);
    for (const path of paths) {
      rows.push({ method, path: joinPath(prefix, path), permission: describeRule(rule), handler: `${metatype.name}.${name}` });
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
