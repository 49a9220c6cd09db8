import 'reflect-metadata';
import { createApp } from './app';
import { config, withConfigOrExit } from './core/config/config';
import { checkServices } from './core/database/check-services';
import { WorkerService } from './core/queue/worker.service';

async function main(): Promise<void> {
  const cfg = withConfigOrExit(config);
  await checkServices(cfg);
  const app = await createApp();
  app.enableShutdownHooks();
  if (cfg.runWorker) await app.get(WorkerService).start();
  await app.listen(cfg.port, cfg.host);
  process.stdout.write(`Clearline is serving on ${cfg.publicUrl} (API ${cfg.publicUrl}/api/v1, docs ${cfg.publicUrl}/api/docs)\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`Clearline failed to start: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
