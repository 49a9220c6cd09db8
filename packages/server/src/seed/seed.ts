import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../core/config/config';
import { ownerDataSource } from '../core/database/migrate';
import { identitySeeder } from '../modules/identity/identity.seed';
import { settingsSeeder } from '../modules/settings/settings.seed';
import { systemJobsSeeder } from '../modules/scheduled-jobs/system-jobs.seed';
import { tenantSeeder } from '../modules/tenants/tenant.seed';
import { personnelSeeder } from '../modules/personnel/personnel.seed';
import { downloadsSeeder } from '../modules/downloads/downloads.seed';
import { knowledgeCenterSeeder } from '../modules/knowledge-center/knowledge-center.seed';
import { trainingSeeder } from '../modules/training/training.seed';

/**
 * A seeder writes reference and demo data idempotently (natural keys, ON CONFLICT DO NOTHING or
 * look-ups), so running the seed twice changes nothing. Seeders run in order, as the owner, in one
 * transaction. Each domain adds its seeder here.
 */
export interface Seeder {
  name: string;
  run(em: EntityManager, cfg: AppConfig): Promise<void>;
}

export const SEEDERS: Seeder[] = [
  tenantSeeder,
  settingsSeeder,
  identitySeeder,
  systemJobsSeeder,
  personnelSeeder,
  downloadsSeeder,
  knowledgeCenterSeeder,
  trainingSeeder,
];

export async function seed(cfg: AppConfig, url = cfg.databaseUrl, log = true): Promise<void> {
  const ds = ownerDataSource(url);
  await ds.initialize();
  try {
    await ds.transaction(async (em) => {
      for (const s of SEEDERS) {
        await s.run(em, cfg);
        if (log) process.stdout.write(`  seeded ${s.name}\n`);
      }
    });
  } finally {
    await ds.destroy();
  }
}
