import 'reflect-metadata';
import { config, withConfigOrExit } from '../core/config/config';
import { migrate } from '../migrations/migrate';

const cfg = withConfigOrExit(config);
migrate(cfg).catch((e: unknown) => {
  process.stderr.write(`Migration failed: ${(e as Error).message}\n`);
  process.exit(1);
});
