import { EMAIL_PATTERN, USER_ACCOUNTS_MESSAGES as M } from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import { DEMO_TENANT_ID, seedId } from './ids';
import type { Seeder } from './seed';

/** How many Acme people the past run gave an account. */
const PEOPLE = 3;

/**
 * Acme's last Generate User Accounts run, a week ago by the FSO: Client Employee accounts (username =
 * work e-mail) for the first active people without one, linked to their personnel records; their
 * welcome links have not been used yet, so they have no password. The run (job_run) records one
 * outcome per person, as GET /personnel/generate-user-accounts/{runId} answers it. A fixed run id:
 * running the seed again changes nothing.
 */
export const userAccountsSeeder: Seeder = {
  name: 'generated user accounts (a past run; Acme demo)',
  async run(em: EntityManager) {
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    try {
      await seedRun(em, tenant);
    } finally {
      await em.query(`SELECT set_config('app.tenant_id', '', true)`);
    }
  },
};

async function seedRun(em: EntityManager, tenant: string): Promise<void> {
  const runId = seedId('user-accounts:first-run');
  const [done] = await em.query(`SELECT 1 FROM job_run WHERE id = $1`, [runId]);
  if (done) return;
  const [fso] = await em.query<Array<{ id: string }>>(`SELECT id FROM app_user WHERE username = 'fso.demo'`);
  const candidates = await em.query<Array<{ id: string; first_name: string; last_name: string; email: string }>>(
    `SELECT p.id, p.first_name, p.last_name, lower(trim(p.work_email)) AS email FROM personnel p
      WHERE p.tenant_id = $1 AND p.enabled AND p.status <> 'INACTIVE' AND p.user_id IS NULL AND trim(p.work_email) <> ''
        AND NOT EXISTS (SELECT 1 FROM app_user u WHERE lower(u.username) = lower(trim(p.work_email)) AND u.deleted_at IS NULL)
      ORDER BY p.employee_id NULLS LAST, p.id`,
    [tenant],
  );
  const people = candidates.filter((p) => EMAIL_PATTERN.test(p.email)).slice(0, PEOPLE);
  if (!people.length) return;
  const items = [];
  for (const p of people) {
    const [user] = await em.query<Array<{ id: string }>>(
      `INSERT INTO app_user (tenant_id, username, email, first_name, last_name, created_at, updated_at)
       VALUES ($1, $2, $2, $3, $4, now() - interval '7 days', now() - interval '7 days') RETURNING id`,
      [tenant, p.email, p.first_name, p.last_name],
    );
    await em.query(
      `INSERT INTO user_role (tenant_id, user_id, role_id) SELECT $1, $2, r.id FROM role r WHERE r.tenant_id IS NULL AND r.name = 'CLIENT_EMPLOYEE'`,
      [tenant, user.id],
    );
    await em.query(`UPDATE personnel SET user_id = $2 WHERE id = $1`, [p.id, user.id]);
    items.push({
      personnelId: p.id,
      name: `${p.last_name}, ${p.first_name}`,
      workEmail: p.email,
      outcome: 'CREATED',
      detail: M.created(p.email, true),
      userId: user.id,
      username: p.email,
    });
  }
  const parameters = { targets: people.map((p) => ({ id: p.id, name: `${p.last_name}, ${p.first_name}` })), isSendWelcomeEmail: true };
  await em.query(
    `INSERT INTO job_run (id, tenant_id, job_type, queue, queue_job_id, kind, task, title, parameters, status, progress, rows_written,
                          attempts, started_at, finished_at, result, actor_id, actor_tenant_id, created_at, updated_at)
     VALUES ($1, $2, 'identity.generate-user-accounts', 'maintenance', $3, 'TASK', 'identity.generate-user-accounts', $4, $5, 'SUCCEEDED',
             100, $6, 1, now() - interval '7 days', now() - interval '7 days' + interval '3 seconds', $7, $8, $2,
             now() - interval '7 days', now() - interval '7 days')
     ON CONFLICT DO NOTHING`,
    [
      runId,
      tenant,
      `user-accounts-seed-${runId}`,
      M.title,
      JSON.stringify(parameters),
      items.length,
      JSON.stringify({ counts: { created: items.length, skipped: 0, failed: 0 }, items }),
      fso?.id ?? null,
    ],
  );
}
