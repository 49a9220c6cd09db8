import 'reflect-metadata';
import { config, withConfigOrExit } from '../core/config/config';
import { seed } from '../seed/seed';

const cfg = withConfigOrExit(config);
seed(cfg)
  .then(() => process.stdout.write('Seed complete\n'))
  .catch((e: unknown) => {
    process.stderr.write(`Seed failed: ${(e as Error).message}\n`);
    process.exit(1);
  });
