import type { MigrationInterface, QueryRunner } from 'typeorm';
import { CURRENT_TENANT, enableTenantRls } from '../core/database/rls';

/**
 * Scheduled jobs (the source of truth mirrored into BullMQ job schedulers), job runs (status,
 * progress, output file of every report or task run) and the reminder ledger that keeps the daily
 * reminders idempotent. System-level jobs and runs have no tenant (tenant_id NULL): row-level
 * security hides them from every tenant; only the audited system scope reaches them.
 */
export class Jobs1763750000001 implements MigrationInterface {
  name = 'Jobs1763750000001';

  async up(q: QueryRunner): Promise<void> {
    const tenantOrSystem = `tenant_id uuid DEFAULT ${CURRENT_TENANT} REFERENCES tenant(id) ON DELETE CASCADE`;
    await q.query(`
      CREATE TABLE scheduled_job (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version integer NOT NULL DEFAULT 1,
        ${tenantOrSystem},
        scope text NOT NULL CHECK (scope IN ('SYSTEM','TENANT')),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 128),
        report_type text,
        task text,
        parameters jsonb NOT NULL DEFAULT '{}',
        format text NOT NULL DEFAULT 'CSV' CHECK (format IN ('CSV','XLSX','PDF')),
        frequency text CHECK (frequency IN ('DAILY','WEEKLY','MONTHLY','QUARTERLY','BI_ANNUALLY','ANNUALLY')),
        time_of_day text CHECK (time_of_day ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        day_of_week text CHECK (day_of_week IN ('SUNDAY','MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY','SATURDAY')),
        day_of_month integer CHECK (day_of_month BETWEEN 1 AND 28),
        month integer CHECK (month BETWEEN 1 AND 12),
        cron_expression text,
        time_zone text NOT NULL DEFAULT 'America/New_York',
        recipients text[] NOT NULL DEFAULT '{}',
        enabled boolean NOT NULL DEFAULT true,
        next_run_at timestamptz,
        owner_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
        owner_tenant_id uuid REFERENCES tenant(id) ON DELETE SET NULL,
        CHECK ((scope = 'SYSTEM') = (tenant_id IS NULL)),
        CHECK ((report_type IS NULL) <> (task IS NULL)),
        CHECK ((frequency IS NULL) <> (cron_expression IS NULL))
      )`);
    await q.query(`CREATE UNIQUE INDEX scheduled_job_name_uq ON scheduled_job (tenant_id, lower(name)) NULLS NOT DISTINCT`);
    await enableTenantRls(q, 'scheduled_job');

    await q.query(`
      CREATE TABLE job_run (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        version integer NOT NULL DEFAULT 1,
        ${tenantOrSystem},
        scheduled_job_id uuid REFERENCES scheduled_job(id) ON DELETE SET NULL,
        job_type text NOT NULL,
        queue text NOT NULL,
        queue_job_id text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('REPORT','TASK')),
        report_type text,
        task text,
        title text NOT NULL,
        parameters jsonb NOT NULL DEFAULT '{}',
        format text CHECK (format IN ('CSV','XLSX','PDF')),
        status text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED','RUNNING','RETRYING','SUCCEEDED','FAILED','SKIPPED')),
        progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
        rows_written bigint,
        attempts integer NOT NULL DEFAULT 0,
        started_at timestamptz,
        finished_at timestamptz,
        error text,
        file_key text,
        file_name text,
        content_type text,
        file_size bigint,
        result jsonb,
        actor_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
        actor_tenant_id uuid REFERENCES tenant(id) ON DELETE SET NULL,
        mailed_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX job_run_queue_job_uq ON job_run (queue, queue_job_id)`);
    await q.query(`CREATE INDEX job_run_tenant_created_idx ON job_run (tenant_id, created_at DESC)`);
    await q.query(`CREATE INDEX job_run_scheduled_idx ON job_run (tenant_id, scheduled_job_id, created_at DESC)`);
    await enableTenantRls(q, 'job_run');

    // one row per reminder sent: the unique key makes a second run on the same day a no-op
    await q.query(`
      CREATE TABLE reminder_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now(),
        tenant_id uuid NOT NULL DEFAULT ${CURRENT_TENANT} REFERENCES tenant(id) ON DELETE CASCADE,
        kind text NOT NULL,
        subject_id uuid NOT NULL,
        due_date date NOT NULL,
        lead_days integer NOT NULL,
        reminded_on date NOT NULL,
        -- what the digest says about the item ("Badge expires: Doe, Jane — CAC 1234 on 2025-06-01") and whom it concerns
        summary text NOT NULL,
        holder_email text,
        notify_holder boolean NOT NULL DEFAULT false,
        open_action_id uuid,
        UNIQUE (tenant_id, kind, subject_id, due_date, lead_days)
      )`);
    await q.query(`CREATE INDEX reminder_log_day_idx ON reminder_log (tenant_id, reminded_on)`);
    await enableTenantRls(q, 'reminder_log');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE reminder_log`);
    await q.query(`DROP TABLE job_run`);
    await q.query(`DROP TABLE scheduled_job`);
  }
}
