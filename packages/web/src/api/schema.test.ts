import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateSchemaTypes, TYPES_FILE } from '../../scripts/openapi-types.mjs';

describe('src/api/schema.d.ts', () => {
  it('matches openapi.yaml', async () => {
    const [committed, expected] = await Promise.all([readFile(TYPES_FILE, 'utf8'), generateSchemaTypes()]);
    expect(
      committed === expected,
      'src/api/schema.d.ts is stale: run `pnpm openapi` at the repository root (or `pnpm --filter @clearline/web run openapi` for the types alone)',
    ).toBe(true);
  }, 60_000);
});
