/**
 * The web's TypeScript types for the REST API, generated from the root openapi.yaml (which the server
 * writes). `pnpm openapi` at the root refreshes both; `node scripts/openapi-types.mjs` refreshes only the types.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';

export const SPEC_FILE = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));
export const TYPES_FILE = fileURLToPath(new URL('../src/api/schema.d.ts', import.meta.url));

const HEADER = '// Generated from openapi.yaml by `pnpm openapi` (packages/web/scripts/openapi-types.mjs). Do not edit.\n\n';

/** The content schema.d.ts must have for the current openapi.yaml. */
export async function generateSchemaTypes() {
  const ast = await openapiTS(await readFile(SPEC_FILE, 'utf8'), {});
  const options = (await prettier.resolveConfig(TYPES_FILE)) ?? {};
  return prettier.format(HEADER + astToString(ast), { ...options, filepath: TYPES_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(TYPES_FILE, await generateSchemaTypes());
}
