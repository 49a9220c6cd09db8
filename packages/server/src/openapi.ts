import 'reflect-metadata';
import { stringify } from 'yaml';
import { buildOpenApi, createApp } from './app';
import { renderRouteTable, routeTable } from './core/access/route-table';
import { config, withConfigOrExit } from './core/config/config';

/** The OpenAPI document as committed: built from the code without connecting anywhere, keys sorted. */
export async function renderOpenApi(): Promise<{ openapi: string; routes: string }> {
  withConfigOrExit(config);
  const app = await createApp({ logger: false, serveWeb: false, preview: true });
  const doc = buildOpenApi(app);
  const routes = renderRouteTable(routeTable(app));
  await app.close();
  return { openapi: stringify(doc, { sortMapEntries: true, lineWidth: 0, aliasDuplicateObjects: false }), routes };
}
