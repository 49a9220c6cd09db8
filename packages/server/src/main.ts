import 'reflect-metadata';
import { createApp } from './app';
import { type AppConfig, config, withConfigOrExit } from './core/config/config';
import { checkServices } from './core/database/check-services';
import { WorkerService } from './core/queue/worker.service';
import { DEMO_PASSWORD } from './seed/identity.seed';

async function main(): Promise<void> {
  const cfg = withConfigOrExit(config);
  await checkServices(cfg);
  const app = await createApp();
  app.enableShutdownHooks();
  if (cfg.runWorker) await app.get(WorkerService).start();
  await app.listen(cfg.port, cfg.host);
  process.stdout.write(`Clearline is serving on ${cfg.publicUrl} (API ${cfg.publicUrl}/api/v1, docs ${cfg.publicUrl}/api/docs)\n`);
  process.stdout.write(
    cfg.runWorker
      ? `Jobs (e-mail, reports, reminders) run in this process (pid ${process.pid}, RUN_WORKER=true)\n`
      : `Jobs (e-mail, reports, reminders) do not run in this process (pid ${process.pid}, RUN_WORKER=false): ` +
          `they need a worker process (node packages/server/dist/worker.js)\n`,
  );
  process.stdout.write(`${signInHint(cfg)}\n`);
}

/** How to sign in, printed once the server listens (passwords only outside production). */
function signInHint(cfg: AppConfig): string {
  if (cfg.nodeEnv === 'production') return `Sign in as ${cfg.adminUsername} with the password set in ADMIN_PASSWORD.`;
  return (
    `Sign in as ${cfg.adminUsername} / ${cfg.adminPassword} (provider super administrator), or as a demo user ` +
    `(admin.demo, fso.demo, employee.demo, mss.demo) with ${DEMO_PASSWORD}. One-time codes are e-mailed: ` +
    (cfg.smtpUrl ? 'over SMTP.' : `read them from the .eml files in ${cfg.mailDir}.`)
  );
}

main().catch((e: unknown) => {
  process.stderr.write(`Clearline failed to start: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
