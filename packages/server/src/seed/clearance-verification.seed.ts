import type { EntityManager } from 'typeorm';
import { DEMO_TENANT_ID, seedId } from './ids';
import type { Seeder } from './seed';
import { addDays } from '@clearline/shared';
import { seedToday } from './days';

interface Cleared {
  clearance_id: string;
  personnel_id: string;
  facility_id: string;
  name: string;
  pcl_eligibility: string;
  eligibility: string | null;
  agency: string | null;
  ce_status: string | null;
  ce_date: string | null;
  tier: string | null;
  closed: string | null;
}

/**
 * Acme's clearance verifications and a clearance request: the FSO sent two verifications last week: one person
 * answered (a newer determination date and CE enrollment: waiting for the FSO's review, with the review action at
 * the facility), the other has not answered yet (their open action is due on the answer-by day). A re-investigation
 * request waits at the same facility. Fixed ids: running the seed again changes nothing.
 */
export const clearanceVerificationSeeder: Seeder = {
  name: 'clearance verifications and a clearance request (Acme demo)',
  async run(em: EntityManager) {
    const tenant = DEMO_TENANT_ID;
    const [exists] = await em.query(`SELECT 1 FROM tenant WHERE id = $1`, [tenant]);
    if (!exists) return;
    const first = seedId('clearance-verification:answered');
    const [done] = await em.query(`SELECT 1 FROM clearance_verification WHERE id = $1`, [first]);
    if (done) return;
    await em.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenant]);
    try {
      await seedVerifications(em, tenant, first);
    } finally {
      await em.query(`SELECT set_config('app.tenant_id', '', true)`);
    }
  },
};

async function seedVerifications(em: EntityManager, tenant: string, answeredId: string): Promise<void> {
  const people = await em.query<Cleared[]>(
    `SELECT c.id AS clearance_id, c.personnel_id, c.facility_id, p.first_name || ' ' || p.last_name AS name, c.pcl_eligibility,
            to_char(c.eligibility_determination_date, 'YYYY-MM-DD') AS eligibility, c.clearance_granting_agency AS agency,
            c.ce_status, to_char(c.ce_entered_date, 'YYYY-MM-DD') AS ce_date,
            (SELECT i.investigation_type FROM personnel_investigation i WHERE i.clearance_id = c.id ORDER BY i.investigation_closed_date DESC NULLS LAST LIMIT 1) AS tier,
            (SELECT to_char(i.investigation_closed_date, 'YYYY-MM-DD') FROM personnel_investigation i WHERE i.clearance_id = c.id
              ORDER BY i.investigation_closed_date DESC NULLS LAST LIMIT 1) AS closed
       FROM personnel_clearance c JOIN personnel p ON p.id = c.personnel_id
      WHERE c.tenant_id = $1 AND c.pcl_status = 'ACTIVE' AND p.id <> $2 AND p.user_id IS NULL AND coalesce(p.work_email, '') <> ''
        AND c.facility_id = $3
      ORDER BY lower(p.last_name), lower(p.first_name), c.id
      LIMIT 2`,
    [tenant, seedId('person:employee-demo'), seedId('facility:hq')],
  );
  if (people.length < 2) return;
  const today = seedToday();
  const sentOn = addDays(today, -6);
  const onRecord = (c: Cleared) => ({
    pclEligibility: c.pcl_eligibility,
    eligibilityDeterminationDate: c.eligibility,
    clearanceGrantingAgency: c.agency,
    investigationType: c.tier,
    investigationClosedDate: c.closed,
    ceStatus: c.ce_status,
    ceEnteredDate: c.ce_date,
  });
  const [a, s] = people;
  const answers = {
    ...onRecord(a),
    eligibilityDeterminationDate: addDays(today, -200),
    ceStatus: 'ENROLLED',
    ceEnteredDate: addDays(today, -190),
    comments: 'My eligibility was re-adjudicated after the T5R closed; I was enrolled in continuous vetting at the same time.',
  };
  const insert = `INSERT INTO clearance_verification (id, tenant_id, personnel_id, clearance_id, facility_id, status, message, requested_by,
       expires_on, on_record, answers, attested_at, answered_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'Annual check of the clearance details on record.', 'fso.demo', $7, $8, $9, $10, $11, $12, $12)
     ON CONFLICT (id) DO NOTHING`;
  await em.query(insert, [
    answeredId,
    tenant,
    a.personnel_id,
    a.clearance_id,
    a.facility_id,
    'NEEDS_REVIEW',
    addDays(sentOn, 14),
    JSON.stringify(onRecord(a)),
    JSON.stringify(answers),
    `${addDays(today, -2)}T15:20:00Z`,
    null,
    `${sentOn}T14:00:00Z`,
  ]);
  const sentId = seedId('clearance-verification:sent');
  await em.query(insert, [
    sentId,
    tenant,
    s.personnel_id,
    s.clearance_id,
    s.facility_id,
    'SENT',
    addDays(sentOn, 14),
    JSON.stringify(onRecord(s)),
    null,
    null,
    null,
    `${sentOn}T14:05:00Z`,
  ]);
  const action = `INSERT INTO open_action (tenant_id, personnel_id, facility_id, action_type, title, description, state, source_key, due_date,
       completed_at, completed_by, created_at)
     VALUES ($1, $2, $3, 'OTHER', $4, $5, $6, $7, $8, $9, $10, $11)`;
  await em.query(action, [
    tenant,
    a.personnel_id,
    null,
    'Verify Your Clearance Information',
    'The security office asks you to confirm the details of your clearance in My Portal.',
    'COMPLETED',
    `clearance-verification:${answeredId}`,
    addDays(sentOn, 14),
    `${addDays(today, -2)}T15:20:00Z`,
    null,
    `${sentOn}T14:00:00Z`,
  ]);
  await em.query(action, [
    tenant,
    null,
    a.facility_id,
    `Review Clearance Verification: ${a.name}`,
    `${a.name} answered the clearance verification; review the answers and close it.`,
    'OPEN',
    `clearance-verification-review:${answeredId}`,
    null,
    null,
    null,
    `${addDays(today, -2)}T15:20:00Z`,
  ]);
  await em.query(action, [
    tenant,
    s.personnel_id,
    null,
    'Verify Your Clearance Information',
    'The security office asks you to confirm the details of your clearance in My Portal.',
    'OPEN',
    `clearance-verification:${sentId}`,
    addDays(sentOn, 14),
    null,
    null,
    `${sentOn}T14:05:00Z`,
  ]);
  const requestId = seedId('clearance-request:reinvestigation');
  const justification = 'The periodic reinvestigation is due this year; please initiate the SF-86 in NBIS.';
  await em.query(
    `INSERT INTO clearance_request (id, tenant_id, personnel_id, clearance_id, facility_id, action, justification, needed_by, status, requested_by, created_at)
     VALUES ($1, $2, $3, $4, $5, 'RE_INVESTIGATE', $6, $7, 'SUBMITTED', 'fso.demo', $8) ON CONFLICT (id) DO NOTHING`,
    [
      requestId,
      tenant,
      s.personnel_id,
      s.clearance_id,
      s.facility_id,
      justification,
      addDays(today, 45),
      `${addDays(today, -4)}T10:00:00Z`,
    ],
  );
  await em.query(action, [
    tenant,
    null,
    s.facility_id,
    `Clearance Request (Re-Investigate): ${s.name}`,
    justification,
    'OPEN',
    `clearance-request:${requestId}`,
    addDays(today, 45),
    null,
    null,
    `${addDays(today, -4)}T10:00:00Z`,
  ]);
}
