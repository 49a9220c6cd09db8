import type { EntityManager } from 'typeorm';
import { DEMO_TENANT_ID, seedId } from './ids';
import type { Seeder } from './seed';

const FACILITY_KEY = 'hq';
const FACILITY_NAME = 'Acme Headquarters';

/**
 * Acme's last bulk reminder, three days ago from Acme Headquarters: the FSO reminded the facility's
 * people of their open actions; the run's outcome per person follows their records (sent to each one
 * with open actions and an e-mail address, skipped otherwise). Shown under Bulk Actions → Recent Bulk
 * Actions of the facility. A fixed id: running the seed again changes nothing.
 */
export const facilityBulkSeeder: Seeder = {
  name: 'facility bulk actions (a past reminder run; Acme demo)',
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
  const runId = seedId('facility-bulk:hq-reminder');
  const [done] = await em.query(`SELECT 1 FROM job_run WHERE id = $1`, [runId]);
  if (done) return;
  const facilityId = seedId(`facility:${FACILITY_KEY}`);
  const [fso] = await em.query<Array<{ id: string; username: string }>>(`SELECT id, username FROM app_user WHERE username = 'fso.demo'`);
  const people = await em.query<Array<{ id: string; name: string; email: string; actions: number }>>(
    `SELECT p.id, p.last_name || ', ' || p.first_name AS name, p.work_email AS email,
              (SELECT count(*)::int FROM open_action a WHERE a.personnel_id = p.id AND a.state = 'OPEN') AS actions
         FROM personnel p
        WHERE p.tenant_id = $1 AND p.enabled AND p.status <> 'INACTIVE'
          AND EXISTS (SELECT 1 FROM personnel_facility pf WHERE pf.personnel_id = p.id AND pf.facility_id = $2)
        ORDER BY lower(p.last_name), lower(p.first_name), p.id`,
    [tenant, facilityId],
  );
  if (!people.length) return;
  const counts = { sent: 0, attached: 0, skipped: 0, failed: 0 };
  const items = people.map((p) => {
    const sent = p.actions > 0 && !!p.email?.trim();
    counts[sent ? 'sent' : 'skipped'] += 1;
    return {
      id: p.id,
      name: p.name,
      outcome: sent ? 'SENT' : 'SKIPPED',
      detail: sent
        ? `${p.actions} open ${p.actions === 1 ? 'action' : 'actions'}`
        : p.actions
          ? 'No e-mail address on file'
          : 'No open actions',
      recordId: null,
    };
  });
  const parameters = {
    action: 'SEND_REMINDER',
    facilityId,
    facilityName: FACILITY_NAME,
    targets: people.map((p) => ({ id: p.id, name: p.name })),
    source: null,
    fields: { message: 'Please complete your open actions before the DCSA security review.' },
    sender: fso?.username ?? 'fso.demo',
  };
  await em.query(
    `INSERT INTO job_run (id, tenant_id, job_type, queue, queue_job_id, kind, task, title, parameters, status, progress, rows_written,
                            attempts, started_at, finished_at, result, actor_id, actor_tenant_id, created_at, updated_at)
       VALUES ($1, $2, 'facilities.bulk-action', 'maintenance', $3, 'TASK', 'facilities.bulk-action', $4, $5, 'SUCCEEDED', 100, $6,
               1, now() - interval '3 days', now() - interval '3 days' + interval '4 seconds', $7, $8, $2,
               now() - interval '3 days', now() - interval '3 days')
       ON CONFLICT DO NOTHING`,
    [
      runId,
      tenant,
      `facility-bulk-seed-${runId}`,
      `Send Reminder – ${FACILITY_NAME}`,
      JSON.stringify(parameters),
      people.length,
      JSON.stringify({ counts, items }),
      fso?.id ?? null,
    ],
  );
}
