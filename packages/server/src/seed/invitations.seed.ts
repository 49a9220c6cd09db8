import type { EntityManager } from 'typeorm';
import { DEMO_TENANT_ID, seedId } from './ids';
import type { Seeder } from './seed';

/** Two of Acme's invitations: one sent and not opened yet, one whose form waits for the FSO's review. */
const STATUSES = ['SENT', 'SUBMITTED'] as const;

/**
 * Demo invitations (Acme) for the first two people whose records are in progress (no employment status
 * yet). The sent one has no working link (links are only ever e-mailed; the FSO re-sends to get one);
 * the submitted one has its review open action. Fixed ids: running the seed again changes nothing.
 */
export const invitationsSeeder: Seeder = {
  name: 'invitations (one sent, one submitted for review; Acme demo)',
  async run(em: EntityManager) {
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    try {
      const people = await em.query<Array<{ id: string; first_name: string; last_name: string; work_email: string }>>(
        `SELECT id, first_name, last_name, work_email FROM personnel
          WHERE tenant_id = $1 AND status = 'INPROGRESS' ORDER BY lower(last_name), lower(first_name), id LIMIT 2`,
        [tenant],
      );
      for (const [n, p] of people.entries()) await seedInvitation(em, tenant, n, p, STATUSES[n]);
    } finally {
      await em.query(`SELECT set_config('app.tenant_id', '', true)`);
    }
  },
};

async function seedInvitation(
  em: EntityManager,
  tenant: string,
  n: number,
  p: { id: string; first_name: string; last_name: string; work_email: string },
  status: (typeof STATUSES)[number],
): Promise<void> {
  const invitationId = seedId(`invitation:${n}`);
  const submitted = status === 'SUBMITTED';
  const sentDaysAgo = submitted ? 5 : 2;
  const [made] = await em.query<unknown[]>(
    `INSERT INTO invitation (id, tenant_id, personnel_id, first_name, last_name, email, status, sent_at, sent_by, send_count,
                             validated_at, otp_passed_at, submitted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() - make_interval(days => $8), 'fso.demo', 1,
             CASE WHEN $9 THEN now() - make_interval(days => $8 - 1) END,
             CASE WHEN $9 THEN now() - make_interval(days => $8 - 1) END,
             CASE WHEN $9 THEN now() - make_interval(days => $8 - 1) END)
     ON CONFLICT DO NOTHING RETURNING id`,
    [invitationId, tenant, p.id, p.first_name, p.last_name, p.work_email, status, sentDaysAgo, submitted],
  );
  if (!made || !submitted) return;
  await em.query(
    `INSERT INTO open_action (id, tenant_id, personnel_id, action_type, title, description, state, source_key)
     VALUES ($1, $2, $3, 'OTHER', $4, $5, 'OPEN', $6) ON CONFLICT (id) DO NOTHING`,
    [
      seedId(`invitation-review:${n}`),
      tenant,
      p.id,
      `Review invited person's information: ${p.first_name} ${p.last_name}`,
      'Submitted from the invitation link. Check the biographic and citizenship information and complete the record.',
      `invitation-review:${invitationId}`,
    ],
  );
}
