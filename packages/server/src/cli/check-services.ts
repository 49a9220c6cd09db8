import { config, withConfigOrExit } from '../core/config/config';
import { checkServices } from '../core/database/check-services';

const cfg = withConfigOrExit(config);
checkServices(cfg, { owner: true })
  .then(() => process.stdout.write('PostgreSQL and Redis answer\n'))
  .catch((e: unknown) => {
    process.stderr.write(`${(e as Error).message}\n`);
    process.exit(1);
  });
