import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { config, withConfigOrExit } from './core/config/config';
import { checkServices } from './core/database/check-services';
import { createLogger, PinoNestLogger } from './core/logging/logger';
import { WorkerService } from './core/queue/worker.service';

/** The job worker process: the same modules as the API, without HTTP. Scale out by running more. */
async function main(): Promise<void> {
  const cfg = withConfigOrExit(config);
  await checkServices(cfg);
  const logger = new PinoNestLogger(createLogger({ level: cfg.logLevel, process: 'worker' }));
  const app = await NestFactory.createApplicationContext(AppModule, { logger });
  app.enableShutdownHooks();
  await app.get(WorkerService).start();
  process.stdout.write(`Clearline worker is running (pid ${process.pid}): e-mail, reports, reminders and the scheduled jobs\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`Clearline worker failed to start: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
