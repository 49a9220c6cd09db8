import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../core/config/config';
import { ownerDataSource } from '../migrations/migrate';
import { identitySeeder } from './identity.seed';
import { settingsSeeder } from './settings.seed';
import { systemJobsSeeder } from './system-jobs.seed';
import { tenantSeeder } from './tenant.seed';
import { personnelSeeder } from './personnel.seed';
import { downloadsSeeder } from './downloads.seed';
import { knowledgeCenterSeeder } from './knowledge-center.seed';
import { trainingSeeder } from './training.seed';
import { clearanceVerificationSeeder } from './clearance-verification.seed';
import { complianceSeeder } from './compliance.seed';
import { masterDataSeeder } from './master-data.seed';
import { tenantMasterSeeder } from './tenant-master.seed';
import { pmPortalSeeder } from './pm-portal.seed';
import { myPortalSeeder } from './my-portal.seed';
import { facilitiesSeeder } from './facilities.seed';
import { dd254Seeder } from './dd254.seed';
import { facilityReviewsSeeder } from './facility-reviews.seed';
import { facilityDetailSeeder } from './facility-detail.seed';
import { facilityBulkSeeder } from './facility-bulk.seed';
import { userAccountsSeeder } from './user-accounts.seed';
import { invitationsSeeder } from './invitations.seed';
import { contractsSeeder } from './contracts.seed';
import { fociVisitsSeeder } from './foci-visits.seed';
import { visitsSeeder } from './visits.seed';
import { incidentsSeeder } from './incidents.seed';
import { terminationSeeder } from './termination.seed';
import { newHireSeeder } from './new-hire.seed';
import { foreignTravelSeeder } from './foreign-travel.seed';

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
  // the demo program manager is a person too: before the seeders that give people documents and actions
  pmPortalSeeder,
  downloadsSeeder,
  knowledgeCenterSeeder,
  trainingSeeder,
  complianceSeeder,
  masterDataSeeder,
  tenantMasterSeeder,
  facilitiesSeeder,
  contractsSeeder,
  visitsSeeder,
  pmPortalSeeder,
  myPortalSeeder,
  dd254Seeder,
  facilityReviewsSeeder,
  facilityDetailSeeder,
  facilityBulkSeeder,
  userAccountsSeeder,
  terminationSeeder,
  invitationsSeeder,
  newHireSeeder,
  clearanceVerificationSeeder,
  fociVisitsSeeder,
  incidentsSeeder,
  foreignTravelSeeder,
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
