import type { Seeder } from './seed';

/** Fixed ids of the default system jobs, so the seed stays idempotent. */
export const DAILY_REMINDERS_JOB_ID = '00000000-0000-4000-8000-00000000a001';
export const PURGE_ARCHIVES_JOB_ID = '00000000-0000-4000-8000-00000000a002';

/**
 * The default system jobs: daily reminders at 06:00 and the purge of old report files at 03:00
 * (America/New_York). Workers mirror them into the queue when they start (reconciliation).
 */
export const systemJobsSeeder: Seeder = {
  name: 'system scheduled jobs',
  async run(em) {
    const jobs: Array<[string, string, string, string]> = [
      [DAILY_REMINDERS_JOB_ID, 'Daily reminders', 'REMINDERS', '06:00'],
      [PURGE_ARCHIVES_JOB_ID, 'Purge old report files', 'PURGE_JOB_ARCHIVES', '03:00'],
    ];
    for (const [id, name, task, time] of jobs) {
      await em.query(
        `INSERT INTO scheduled_job (id, tenant_id, scope, name, task, frequency, time_of_day, time_zone, enabled)
         VALUES ($1, NULL, 'SYSTEM', $2, $3, 'DAILY', $4, 'America/New_York', true)
         ON CONFLICT DO NOTHING`,
        [id, name, task, time],
      );
    }
  },
};
