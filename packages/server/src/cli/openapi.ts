import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../core/paths';
import { renderOpenApi } from '../openapi';

/** `openapi` writes openapi.yaml and route-permissions.md; `--check` fails when either committed file is stale. */
const files = { openapi: join(REPO_ROOT, 'openapi.yaml'), routes: join(REPO_ROOT, 'route-permissions.md') };
renderOpenApi()
  .then((out) => {
    if (process.argv.includes('--check')) {
      const stale = (Object.keys(files) as Array<keyof typeof files>).filter((k) => {
        try {
          return readFileSync(files[k], 'utf8') !== out[k];
        } catch {
          return true;
        }
      });
      if (stale.length) {
        process.stderr.write(`${stale.map((k) => files[k]).join(', ')} stale: run \`pnpm openapi\` and commit the result\n`);
        process.exit(1);
      }
      process.stdout.write('openapi.yaml and route-permissions.md are current\n');
    } else {
      for (const k of Object.keys(files) as Array<keyof typeof files>) writeFileSync(files[k], out[k]);
      process.stdout.write(`wrote ${Object.values(files).join(', ')}\n`);
    }
    process.exit(0);
  })
  .catch((e: unknown) => {
    process.stderr.write(`OpenAPI generation failed: ${(e as Error).message}\n`);
    process.exit(1);
  });
