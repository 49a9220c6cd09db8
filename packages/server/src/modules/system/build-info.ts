import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_DIR } from '../../core/paths';

let cached: { buildDate: string | number; buildNumber: string | number } | undefined;

/** Written by the build (dist/build-info.json); 0 for each value the build did not record. */
export function buildInfo() {
  if (!cached) {
    const file = join(DIST_DIR, 'build-info.json');
    cached = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { buildDate: 0, buildNumber: 0 };
  }
  return cached!;
}
