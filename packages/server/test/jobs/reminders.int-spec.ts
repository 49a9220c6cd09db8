import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueueService } from '../../src/core/queue/queue.service';
import { WorkerService } from '../../src/core/queue/worker.service';
import { createTenant } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Decodes a quoted-printable e-mail body (soft breaks and =XX bytes, UTF-8). */
const quotedPrintable = (s: string) =>
  Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
const TODAY = `(now() AT TIME ZONE 'America/New_York')::date`;

describe('daily reminders', () => {
  let t: TestApp;
  let tenantId: string;
  let otherTenant: string;

  const mails = () => readdirSync(t.mailDir).filter((f) => f.endsWith('.eml'));
  const mailTo = (to: string) =>
    mails()
      .filter((f) => f.endsWith(`-${to}.eml`))
      .map((f) => quotedPrintable(readFileSync(join(t.mailDir, f), 'latin1')));

  async function runReminders(jobId: string) {
    await t.app.get(QueueService).add('reminders.daily', { tenantId: null, actorId: null }, { jobId });
    // margins for a loaded 2-core machine: up to two minutes for a run
    for (let i = 0; i < 1200; i++) {
      const [run] = await t.sql<{ status: string; result: Record<string, number>; error: string | null }>(
        `SELECT status, result, error FROM job_run WHERE queue = 'reminders' AND queue_job_id = $1`,
        [jobId],
      );
      if (run && ['SUCCEEDED', 'FAILED'].includes(run.status)) return run;
      await sleep(100);
    }
    throw new Error(`reminders run ${jobId} did not finish`);
  }

  async function person(tenant: string, first: string, email: string, enabled = true): Promise<{ id: string; facility: string }> {
    const [fac] = await t.sql<{ id: string }>(`INSERT INTO facility (tenant_id, facility_name) VALUES ($1, $2) RETURNING id`, [
      tenant,
      `${first} HQ`,
    ]);
    const [p] = await t.sql<{ id: string }>(
      `INSERT INTO personnel (tenant_id, first_name, last_name, work_email, employment_status, enabled, passport_expiry_date)
       VALUES ($1, $2, 'Doe', $3, 'ACTIVE', $4, ${TODAY} + 10) RETURNING id`,
      [tenant, first, email, enabled],
    );
    return { id: p.id, facility: fac.id };
  }

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.get(WorkerService).start(1);
    tenantId = await createTenant(t, { name: 'Reminder Tenant' });
    otherTenant = await createTenant(t, { name: 'Quiet Tenant' });
    await t.sql(`INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'SECURITY_OFFICE_EMAIL', 'fso@acme.example')`, [
      tenantId,
    ]);
    const jane = await person(tenantId, 'Jane', 'jane@acme.example');
    await t.sql(
      `INSERT INTO personnel_badge (tenant_id, personnel_id, badge_type, badge_status, badge_number, expiry_date)
       VALUES ($1, $2, 'CAC', 'ACTIVE', 'B-1', ${TODAY} + 5), ($1, $2, 'PIV', 'ACTIVE', 'B-2', ${TODAY} + 100)`,
      [tenantId, jane.id],
    );
    const [clearance] = await t.sql<{ id: string }>(
      `INSERT INTO personnel_clearance (tenant_id, personnel_id, facility_id, pcl_status, pcl_eligibility)
       VALUES ($1, $2, $3, 'ACTIVE', 'SECRET') RETURNING id`,
      [tenantId, jane.id, jane.facility],
    );
    await t.sql(
      `INSERT INTO personnel_investigation (tenant_id, personnel_id, clearance_id, investigation_type, reinvestigation_date)
       VALUES ($1, $2, $3, 'T3', ${TODAY} + 20)`,
      [tenantId, jane.id, clearance.id],
    );
    await t.sql(
      `INSERT INTO personnel_polygraph (tenant_id, personnel_id, facility_id, polygraph_type, polygraph_status, next_polygraph_date)
       VALUES ($1, $2, $3, 'COUNTERINTELLIGENCE', 'SCHEDULED', ${TODAY} + 3)`,
      [tenantId, jane.id, jane.facility],
    );
    // an inactive person is not reminded; another tenant has nothing due
    await person(tenantId, 'Gone', 'gone@acme.example', false);
    await t.sql(
      `INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ($1, 'Calm', 'Person', 'calm@quiet.example')`,
      [otherTenant],
    );
  }, 600_000);
  // a test that changes a lead time or an interval of the tenant does not leave it to the next one
  afterEach(async () => {
    await t.sql(
      `DELETE FROM tenant_setting WHERE tenant_id = $1
          AND parameter_name IN ('BADGE_EXPIRY_REMINDER_DAYS', 'ANNUAL_TRAINING_REMINDER_DAYS', 'SECRET_REINVESTIGATION_YEARS')`,
      [tenantId],
    );
  });
  afterAll(async () => {
    await t?.close();
  }, 600_000);

  it('raises open actions and sends one digest per recipient for what falls due within the lead times', async () => {
    const run = await runReminders('reminders-day-1');
    expect(run).toMatchObject({ status: 'SUCCEEDED', error: null });
    expect(run.result).toMatchObject({ reminders: 4, openActions: 4, mails: 2 });
    const actions = await t.sql<{ title: string; due: string; state: string }>(
      `SELECT title, due_date::text AS due, state FROM open_action WHERE tenant_id = $1 ORDER BY title`,
      [tenantId],
    );
    expect(actions.map((a) => a.title)).toEqual([
      'Badge expires: Doe, Jane',
      'Passport expires: Doe, Jane',
      'Polygraph due: Doe, Jane',
      'Reinvestigation due: Doe, Jane',
    ]);
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((a) => a.state === 'OPEN')).toBe(true);
    for (let i = 0; i < 600 && !(mailTo('fso@acme.example').length && mailTo('jane@acme.example').length); i++) await sleep(100);
    const [office] = mailTo('fso@acme.example');
    expect(office).toContain('Clearline reminders for Reminder Tenant');
    expect(office).toContain('4 items due');
    expect(office).toContain('- Badge expires: Doe, Jane — Common Access Card (CAC) B-1 on');
    const [holder] = mailTo('jane@acme.example');
    expect(holder).toContain('2 items due');
    expect(holder).not.toContain('Polygraph');
    expect(mails().some((f) => f.includes('gone@acme.example') || f.includes('quiet.example'))).toBe(false);
  }, 600_000);

  it('running it again the same day creates no duplicates', async () => {
    const before = mails().length;
    const run = await runReminders('reminders-day-1-again');
    // nothing new to mail: the earlier digests are not queued again
    expect(run.result).toMatchObject({ reminders: 0, openActions: 0, mails: 0 });
    await sleep(1500);
    expect(mails().length).toBe(before);
    expect(await t.sql(`SELECT count(*)::int AS n FROM open_action WHERE tenant_id = $1`, [tenantId])).toEqual([{ n: 4 }]);
    expect(await t.sql(`SELECT count(*)::int AS n FROM reminder_log WHERE tenant_id = $1`, [tenantId])).toEqual([{ n: 4 }]);
    // a person closing an action does not bring it back the same day either
    await t.sql(`UPDATE open_action SET state = 'CLOSED', closed_at = now() WHERE tenant_id = $1 AND title LIKE 'Badge%'`, [tenantId]);
    await runReminders('reminders-day-1-third');
    expect(await t.sql(`SELECT count(*)::int AS n FROM open_action WHERE tenant_id = $1`, [tenantId])).toEqual([{ n: 4 }]);
  }, 600_000);

  it('a new item on the same day is reminded once, and a longer lead time catches an item in its window', async () => {
    await t.sql(`INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'BADGE_EXPIRY_REMINDER_DAYS', '120')`, [
      tenantId,
    ]);
    const run = await runReminders('reminders-day-1-fourth');
    expect(run.result).toMatchObject({ reminders: 2, openActions: 1 });
    const badges = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM open_action WHERE tenant_id = $1 AND title LIKE 'Badge%'`, [
      tenantId,
    ]);
    expect(badges).toEqual([{ n: 2 }]);
  }, 600_000);
  it('reminds each cleared person of an annual training document on its own reminder days, the tenant setting as fallback', async () => {
    // an active person without a clearance is not required to take it
    await t.sql(
      `INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ($1, 'Uncleared', 'Doe', 'uncleared@acme.example')`,
      [tenantId],
    );
    await t.sql(`INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'ANNUAL_TRAINING_REMINDER_DAYS', '3')`, [
      tenantId,
    ]);
    await t.sql(
      `INSERT INTO annual_training_document (tenant_id, document_name, next_deadline_date, reminders, is_active) VALUES
         ($1, 'Annual NISPOM Refresher', ${TODAY} + 5, '1;5;10', true),
         ($1, 'Insider Threat Refresher', ${TODAY} + 5, '1;2', true),
         ($1, 'Counterintelligence Awareness', ${TODAY} + 2, NULL, true),
         ($1, 'OPSEC Awareness', ${TODAY} + 6, NULL, true),
         ($1, 'Retired Briefing', ${TODAY} + 5, '5', false)`,
      [tenantId],
    );
    const run = await runReminders('reminders-day-1-training');
    expect(run).toMatchObject({ status: 'SUCCEEDED', error: null });
    // NISPOM: 5 and 10 days reached (two ledger rows, one action); Counterintelligence: the setting's 3 days;
    // Insider Threat (1;2 at 5 days), OPSEC (setting 3 at 6 days) and the inactive document: nothing
    expect(run.result).toMatchObject({ reminders: 3, openActions: 2 });
    const actions = await t.sql<{ title: string; description: string; personnel_id: string }>(
      `SELECT title, description, personnel_id FROM open_action WHERE tenant_id = $1 AND title LIKE 'Annual training due%' ORDER BY description`,
      [tenantId],
    );
    expect(actions.map((a) => a.title)).toEqual(['Annual training due: Doe, Jane', 'Annual training due: Doe, Jane']);
    expect(actions.map((a) => a.description.split(' of ')[0])).toEqual(['Annual NISPOM Refresher', 'Counterintelligence Awareness']);
    const leads = await t.sql<{ lead_days: number }>(
      `SELECT lead_days FROM reminder_log WHERE tenant_id = $1 AND kind = 'ANNUAL_TRAINING' ORDER BY lead_days`,
      [tenantId],
    );
    expect(leads.map((l) => l.lead_days)).toEqual([3, 5, 10]);
    // wait for the training digest itself: a mail of an earlier run to the same holder may still arrive first
    const trainingMail = () => mailTo('jane@acme.example').find((m) => m.includes('Annual training due'));
    for (let i = 0; i < 600 && !trainingMail(); i++) await sleep(100);
    const holder = trainingMail();
    expect(holder).toContain('- Annual training due: Doe, Jane — Annual NISPOM Refresher on');
    expect(holder).toContain('- Annual training due: Doe, Jane — Counterintelligence Awareness on');
    expect(holder).not.toContain('Insider Threat');
    expect(mails().some((f) => f.includes('uncleared@acme.example'))).toBe(false);

    // a second run the same day adds nothing
    const again = await runReminders('reminders-day-1-training-again');
    expect(again.result).toMatchObject({ reminders: 0, openActions: 0 });
    expect(
      await t.sql(`SELECT count(*)::int AS n FROM reminder_log WHERE tenant_id = $1 AND kind = 'ANNUAL_TRAINING'`, [tenantId]),
    ).toEqual([{ n: 3 }]);
    expect(
      await t.sql(`SELECT count(*)::int AS n FROM open_action WHERE tenant_id = $1 AND title LIKE 'Annual training due%'`, [tenantId]),
    ).toEqual([{ n: 2 }]);
  }, 600_000);

  it('without an entered reinvestigation date, the tenant reinvestigation interval of the clearance level sets the due date', async () => {
    /** A person whose investigation closed `yearsAgo` years and 20 days before today, with a clearance of `level`. */
    async function investigated(first: string, level: string, yearsAgo: number, entered: string | null = null) {
      const p = await person(tenantId, first, `${first.toLowerCase()}@acme.example`);
      const [c] = await t.sql<{ id: string }>(
        `INSERT INTO personnel_clearance (tenant_id, personnel_id, facility_id, pcl_status, pcl_eligibility)
         VALUES ($1, $2, $3, 'ACTIVE', $4) RETURNING id`,
        [tenantId, p.id, p.facility, level],
      );
      await t.sql(
        `INSERT INTO personnel_investigation (tenant_id, personnel_id, clearance_id, investigation_type, investigation_closed_date, reinvestigation_date)
         VALUES ($1, $2, $3, 'T5', (${TODAY} - make_interval(years => $4::int))::date + 20, ${entered ?? 'NULL'})`,
        [tenantId, p.id, c.id, yearsAgo],
      );
      return p.id;
    }
    const reinvestigationReminders = async () =>
      (
        await t.sql<{ first_name: string; due: string; lead_days: number }>(
          `SELECT p.first_name, r.due_date::text AS due, r.lead_days FROM reminder_log r
             JOIN personnel_investigation i ON i.id = r.subject_id JOIN personnel p ON p.id = i.personnel_id
            WHERE r.tenant_id = $1 AND r.kind = 'REINVESTIGATION' AND p.first_name <> 'Jane' ORDER BY p.first_name`,
          [tenantId],
        )
      ).map((r) => r.first_name);

    // Top Secret closed 5 years ago: due in 20 days by the default interval of 5 years
    await investigated('Tess', 'TOP_SECRET', 5);
    // Secret closed 8 years ago: due in 2 years by the default of 10
    await investigated('Sam', 'SECRET', 8);
    // interim Secret counts as Secret
    await investigated('Ian', 'INTERIM_SECRET', 8);
    // an entered reinvestigation date wins over the interval
    await investigated('Ivy', 'SECRET', 8, `${TODAY} + 400`);

    await runReminders('reminders-reinvestigation-defaults');
    expect(await reinvestigationReminders()).toEqual(['Tess']);

    // the tenant shortens the Secret interval to 8 years: Sam and Ian now fall due in 20 days, Ivy keeps her date
    await t.sql(`INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'SECRET_REINVESTIGATION_YEARS', '8')`, [
      tenantId,
    ]);
    await runReminders('reminders-reinvestigation-secret-8');
    expect(await reinvestigationReminders()).toEqual(['Ian', 'Sam', 'Tess']);
    const [due] = await t.sql<{ due: string; soon: string }>(
      `SELECT r.due_date::text AS due, (${TODAY} + 20)::text AS soon FROM reminder_log r
         JOIN personnel_investigation i ON i.id = r.subject_id JOIN personnel p ON p.id = i.personnel_id
        WHERE r.tenant_id = $1 AND r.kind = 'REINVESTIGATION' AND p.first_name = 'Sam'`,
      [tenantId],
    );
    expect(due.due).toBe(due.soon);
    const actions = await t.sql<{ title: string }>(
      `SELECT title FROM open_action WHERE tenant_id = $1 AND title LIKE 'Reinvestigation due%' ORDER BY title`,
      [tenantId],
    );
    expect(actions.map((a) => a.title)).toEqual([
      'Reinvestigation due: Doe, Ian',
      'Reinvestigation due: Doe, Jane',
      'Reinvestigation due: Doe, Sam',
      'Reinvestigation due: Doe, Tess',
    ]);
  }, 600_000);

  it('a second run the same day mails only the reminders recorded since the first, not the earlier ones again', async () => {
    const tenant = await createTenant(t, { name: 'Digest Tenant' });
    await t.sql(
      `INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'SECURITY_OFFICE_EMAIL', 'fso@digest.example')`,
      [tenant],
    );
    // A: a passport expiring in 10 days
    const ann = await person(tenant, 'Ann', 'ann@digest.example');
    const first = await runReminders('reminders-digest-1');
    expect(first).toMatchObject({ status: 'SUCCEEDED', error: null });
    for (let i = 0; i < 600 && mailTo('fso@digest.example').length < 1; i++) await sleep(100);
    const [morning] = mailTo('fso@digest.example');
    expect(morning).toContain('1 item due');
    expect(morning).toContain('- Passport expires: Doe, Ann');
    expect(await t.sql(`SELECT count(*)::int AS n FROM reminder_log WHERE tenant_id = $1 AND mailed_at IS NULL`, [tenant])).toEqual([
      { n: 0 },
    ]);

    // B: a badge entered later the same day, expiring in 5 days
    await t.sql(
      `INSERT INTO personnel_badge (tenant_id, personnel_id, badge_type, badge_status, badge_number, expiry_date)
       VALUES ($1, $2, 'CAC', 'ACTIVE', 'D-1', ${TODAY} + 5)`,
      [tenant, ann.id],
    );
    const second = await runReminders('reminders-digest-2');
    expect(second).toMatchObject({ status: 'SUCCEEDED', error: null });
    for (let i = 0; i < 600 && mailTo('fso@digest.example').length < 2; i++) await sleep(100);
    const office = mailTo('fso@digest.example');
    expect(office).toHaveLength(2);
    const afternoon = office.find((m) => m !== morning)!;
    expect(afternoon).toContain('1 item due');
    expect(afternoon).toContain('- Badge expires: Doe, Ann — Common Access Card (CAC) D-1 on');
    expect(afternoon).not.toContain('Passport');
    // the holder's digests likewise: the passport once, then the badge alone
    for (let i = 0; i < 600 && mailTo('ann@digest.example').length < 2; i++) await sleep(100);
    const holder = mailTo('ann@digest.example');
    expect(holder).toHaveLength(2);
    expect(holder.filter((m) => m.includes('Passport expires'))).toHaveLength(1);
    expect(holder.filter((m) => m.includes('Badge expires'))).toHaveLength(1);
  }, 600_000);
});
