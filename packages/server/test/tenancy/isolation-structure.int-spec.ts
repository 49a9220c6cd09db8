import { Client } from 'pg';
import { config } from '../../src/core/config/config';
import { RequestContext } from '../../src/core/context/request-context';
import { setSystemScopeRule, SystemScopeRefused, TenantDb } from '../../src/core/database/tenant-db';
import { appUrl } from '../../src/core/database/urls';
import { CURRENT_TENANT } from '../../src/core/database/rls';
import { createUser } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { newTenant } from './support';

/** Row-level security, roles and triggers as the database enforces them, whatever the application code does. */
describe('tenant isolation in the database structure', () => {
  let t: TestApp;
  let app: Client;
  let db: TenantDb;
  let a: string;
  let b: string;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(TenantDb);
    a = await newTenant(t);
    b = await newTenant(t);
    await createUser(t, { tenantId: a });
    await createUser(t, { tenantId: b });
    await rowInEveryTenantTable(t, a);
    app = new Client({ connectionString: appUrl(config()) });
    await app.connect();
  });
  afterAll(async () => {
    await app?.end();
    await t?.close();
  });

  it('every table with a tenant_id column has row-level security enabled, forced and a policy', async () => {
    const tables = await t.sql<{ table_name: string; rls: boolean; forced: boolean; policies: number }>(
      `SELECT c.relname AS table_name, c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
              (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid) AS policies
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r'
          AND (EXISTS (SELECT 1 FROM information_schema.columns col WHERE col.table_schema = 'public' AND col.table_name = c.relname AND col.column_name = 'tenant_id')
               OR c.relname = 'tenant')
        ORDER BY 1`,
    );
    expect(tables.length).toBeGreaterThan(3);
    const weak = tables.filter((x) => !x.rls || !x.forced || x.policies === 0).map((x) => x.table_name);
    expect(weak).toEqual([]);
  });

  it('every policy compares with the tenant the transaction carries, in USING and in WITH CHECK', async () => {
    // the tenant predicate as PostgreSQL writes it back, taken from a policy made with the migrations' expression
    await t.sql(`CREATE TEMP TABLE rls_probe (tenant_id uuid)`);
    await t.sql(`CREATE POLICY probe ON rls_probe USING (tenant_id = ${CURRENT_TENANT})`);
    const [{ predicate }] = await t.sql<{ predicate: string }>(`SELECT qual AS predicate FROM pg_policies WHERE tablename = 'rls_probe'`);
    await t.sql(`DROP TABLE rls_probe`);
    expect(predicate).toMatch(/^\(tenant_id = .*app\.tenant_id.*\)$/);
    const current = predicate.replace(/^\(tenant_id = (.*)\)$/, '$1');
    const policies = await t.sql<{
      table: string;
      policy: string;
      permissive: string;
      roles: string;
      cmd: string;
      using: string | null;
      check: string | null;
    }>(
      `SELECT tablename AS table, policyname AS policy, permissive, roles::text AS roles, cmd, qual AS using, with_check AS check
         FROM pg_policies WHERE schemaname = 'public' ORDER BY tablename, policyname`,
    );
    const tenantTables = await t.sql<{ table_name: string }>(
      `SELECT DISTINCT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'tenant_id' ORDER BY 1`,
    );
    expect(tenantTables.length).toBeGreaterThan(3);
    // the tables whose isolation is not the plain tenant_id comparison, each policy written out
    const own = `(tenant_id = ${current})`;
    const special: Record<string, Array<{ policy: string; cmd: string; using: string | null; check: string | null }>> = {
      audit_log: [
        // rows of no tenant are written by the system role (BYPASSRLS), never by the application role
        { policy: 'audit_append', cmd: 'INSERT', using: null, check: own },
        { policy: 'audit_read', cmd: 'SELECT', using: own, check: null },
      ],
      role: [
        { policy: 'role_read', cmd: 'SELECT', using: `((tenant_id IS NULL) OR ${own})`, check: null },
        // an ALL policy without WITH CHECK checks new rows with its USING expression
        { policy: 'role_write', cmd: 'ALL', using: `(${own} OR ((tenant_id IS NULL) AND app_tenant_is_system()))`, check: null },
      ],
      role_permission: [
        {
          policy: 'role_permission_read',
          cmd: 'SELECT',
          using: '(EXISTS ( SELECT 1 FROM role r WHERE (r.id = role_permission.role_id)))',
          check: null,
        },
        {
          policy: 'role_permission_write',
          cmd: 'ALL',
          using: `(EXISTS ( SELECT 1 FROM role r WHERE ((r.id = role_permission.role_id) AND ((r.tenant_id = ${current}) OR ((r.tenant_id IS NULL) AND app_tenant_is_system())))))`,
          check: null,
        },
      ],
      tenant: [
        { policy: 'tenant_insert', cmd: 'INSERT', using: null, check: `(managing_tenant_id = ${current})` },
        { policy: 'tenant_read', cmd: 'SELECT', using: `((id = ${current}) OR (managing_tenant_id = ${current}))`, check: null },
        {
          policy: 'tenant_update',
          cmd: 'UPDATE',
          using: `((id = ${current}) OR (managing_tenant_id = ${current}))`,
          check: `((id = ${current}) OR (managing_tenant_id = ${current}))`,
        },
      ],
      // the logo of a tenant the caller may see (tenant's own policies above)
      tenant_logo: [
        {
          policy: 'tenant_logo_access',
          cmd: 'ALL',
          using: '(EXISTS ( SELECT 1 FROM tenant t WHERE (t.id = tenant_logo.tenant_id)))',
          check: null,
        },
      ],
      user_role: [
        {
          policy: 'tenant_isolation',
          cmd: 'ALL',
          using: own,
          check: `(${own} AND (EXISTS ( SELECT 1 FROM role r WHERE (r.id = user_role.role_id))))`,
        },
      ],
    };
    const oneLine = (x: string | null) => (x === null ? null : x.replace(/\s+/g, ' '));
    const tables = [...new Set([...tenantTables.map((x) => x.table_name), 'tenant', 'role_permission'])].sort();
    for (const table of tables) {
      const expected = (special[table] ?? [{ policy: 'tenant_isolation', cmd: 'ALL', using: own, check: own }]).map((p) => ({
        table,
        ...p,
        permissive: 'PERMISSIVE',
        roles: '{public}',
      }));
      const actual = policies.filter((p) => p.table === table).map((p) => ({ ...p, using: oneLine(p.using), check: oneLine(p.check) }));
      expect(actual).toEqual(expected);
    }
    // no policy on a table outside that list
    expect(policies.filter((p) => !tables.includes(p.table))).toEqual([]);
  });

  it('the application role owns nothing and cannot bypass row-level security; the system role logs in by itself', async () => {
    const [role] = await t.sql<{ rolsuper: boolean; rolbypassrls: boolean }>(
      `SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = $1`,
      [config().dbAppUser],
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const owned = await t.sql(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tableowner IN ($1, $2)`, [
      config().dbAppUser,
      config().dbSystemUser,
    ]);
    expect(owned).toEqual([]);
    const [sys] = await t.sql<{ rolcanlogin: boolean; rolbypassrls: boolean; rolsuper: boolean }>(
      `SELECT rolcanlogin, rolbypassrls, rolsuper FROM pg_roles WHERE rolname = $1`,
      [config().dbSystemUser],
    );
    expect(sys).toEqual({ rolcanlogin: true, rolbypassrls: true, rolsuper: false });
  });

  it('a query on the application connection with no tenant set returns nothing from any tenant-owned table', async () => {
    const tables = await t.sql<{ table_name: string }>(
      `SELECT DISTINCT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'tenant_id' ORDER BY 1`,
    );
    expect(tables.length).toBeGreaterThan(3);
    for (const { table_name } of tables) {
      // the rows are there (the owner sees them: beforeAll wrote one into every tenant-owned table) …
      const [{ n: owned }] = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM "${table_name}" WHERE tenant_id IS NOT NULL`);
      expect({ table: table_name, hasRows: owned > 0 }).toEqual({ table: table_name, hasRows: true });
      // … and the application role without a tenant sees none of them
      const { rows } = await app.query(`SELECT count(*)::int AS n FROM "${table_name}" WHERE tenant_id IS NOT NULL`);
      expect({ table: table_name, rows: rows[0].n }).toEqual({ table: table_name, rows: 0 });
    }
    const [{ n: tenants }] = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM tenant`);
    expect(tenants).toBeGreaterThanOrEqual(2);
    const { rows } = await app.query(`SELECT count(*)::int AS n FROM tenant`);
    expect(rows[0].n).toBe(0);
  });

  it('the application role cannot change or delete audit rows, back-date them, or write them for another tenant', async () => {
    await expect(app.query(`UPDATE audit_log SET event_type = 'X'`)).rejects.toThrow(/permission denied|append-only/);
    await expect(app.query(`DELETE FROM audit_log`)).rejects.toThrow(/permission denied|append-only/);
    await expect(app.query(`TRUNCATE audit_log`)).rejects.toThrow(/permission denied|append-only/);
    await app.query('BEGIN');
    try {
      await app.query(`SELECT set_config('app.tenant_id', $1, true)`, [a]);
      await app.query(
        `INSERT INTO audit_log (event_type, tenant_id, request_id, event_time) VALUES ('ACTION', $1, 'backdated', '2001-01-01')`,
        [a],
      );
      await expect(app.query(`INSERT INTO audit_log (event_type, tenant_id) VALUES ('ACTION', $1)`, [b])).rejects.toThrow(
        /row-level security/,
      );
    } finally {
      await app.query('ROLLBACK');
    }
    await db.inTenant(a, (em) =>
      em.query(`INSERT INTO audit_log (event_type, tenant_id, request_id, event_time) VALUES ('ACTION', $1, 'backdated', '2001-01-01')`, [
        a,
      ]),
    );
    const [row] = await t.sql<{ event_time: Date }>(`SELECT event_time FROM audit_log WHERE request_id = 'backdated'`);
    expect(row.event_time.getUTCFullYear()).toBeGreaterThan(2020);
  });

  it('a tenant sees only its own tenant row and cannot change its own type, managing tenant or status', async () => {
    await db.inTenant(a, async (em) => {
      expect(await em.query(`SELECT id FROM tenant`)).toEqual([{ id: a }]);
      expect((await em.query(`UPDATE tenant SET name = name WHERE id = $1`, [b]))[1]).toBe(0);
    });
    await expect(db.inTenant(a, (em) => em.query(`UPDATE tenant SET tenant_type = 'MSS' WHERE id = $1`, [a]))).rejects.toThrow(
      /system scope/,
    );
    await expect(db.inTenant(a, (em) => em.query(`UPDATE tenant SET enabled = NOT enabled WHERE id = $1`, [a]))).rejects.toThrow(
      /own status/,
    );
    await expect(
      db.inTenant(a, (em) => em.query(`INSERT INTO tenant (name, tenant_type, anonymous_hash) VALUES ('Rogue', 'SAAS', 'x')`)),
    ).rejects.toThrow(/row-level security/);
  });

  it('an MSS tenant sees the tenants it manages, not others', async () => {
    const mss = await newTenant(t, { tenantType: 'MSS' });
    const managed = await newTenant(t, { managedBy: mss });
    const seen = await db.inTenant(mss, (em) => em.query(`SELECT id FROM tenant ORDER BY id`));
    expect(seen.map((r: { id: string }) => r.id).sort()).toEqual([mss, managed].sort());
  });

  it('the system scope is audited, runs on its own connection as the system role, and survives an error inside it', async () => {
    const out = await db.inTenant(a, async (em) => {
      const inside = await db.asSystem('test: count tenants', (sys) =>
        sys.query(
          `SELECT current_user AS u, session_user AS s, current_setting('app.tenant_id', true) AS tenant, count(*)::int AS n FROM tenant GROUP BY 1, 2, 3`,
        ),
      );
      const after = await em.query(`SELECT current_user AS u`);
      await expect(db.asSystem('test: failing', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      const afterError = await em.query(`SELECT current_user AS u, (SELECT count(*)::int FROM tenant) AS n`);
      return { inside, after, afterError };
    });
    // logged in as the system role (not switched to it), carrying the caller's tenant for audit rows and triggers
    expect(out.inside[0]).toMatchObject({ u: config().dbSystemUser, s: config().dbSystemUser, tenant: a });
    expect(out.inside[0].n).toBeGreaterThanOrEqual(2);
    expect(out.after[0].u).toBe(config().dbAppUser);
    expect(out.afterError[0]).toEqual({ u: config().dbAppUser, n: 1 });
    const audits = await t.sql<{ details: { reason: string } }>(
      `SELECT details FROM audit_log WHERE event_type = 'SYSTEM_SCOPE' AND tenant_id = $1`,
      [a],
    );
    // each use is recorded in the caller's transaction, which went on after the failure and committed
    expect(audits.map((r) => r.details.reason)).toEqual(expect.arrayContaining(['test: count tenants', 'test: failing']));
  });

  it('the system scope is refused to a signed-in user on a route of a tenant-level module', async () => {
    const ctx = {
      requestId: 'refuse',
      tenantId: a,
      user: { id: a, username: 'u', homeTenantId: a, homeTenantType: 'SAAS', roles: [], permissions: {}, sessionId: 's' },
    };
    setSystemScopeRule(ctx, false, 'GET /api/v1/personnel');
    await expect(RequestContext.run(ctx, () => db.asSystem('sneak', (em) => em.query('SELECT 1')))).rejects.toThrow(SystemScopeRefused);
    setSystemScopeRule(ctx, true, 'GET /api/v1/tenants');
    await expect(RequestContext.run(ctx, () => db.asSystem('allowed', (em) => em.query('SELECT 1 AS x')))).resolves.toEqual([{ x: 1 }]);
  });
});

/**
 * One row of `tenantId` in every tenant-owned table, written as the owner (row-level security does not
 * apply to it). A new tenant-owned table needs a row here, or the "no tenant, no rows" check fails for it.
 */
async function rowInEveryTenantTable(t: TestApp, tenantId: string): Promise<void> {
  const one = async (sql: string, params: unknown[] = []) => (await t.sql<{ id: string }>(sql, [tenantId, ...params]))[0]?.id;
  const user = await createUser(t, { tenantId, permissions: { PERSONNEL: { canView: true } } });
  const facility = await one(`INSERT INTO facility (tenant_id, facility_name) VALUES ($1, 'Structure Plant') RETURNING id`);
  const person = await one(
    `INSERT INTO personnel (tenant_id, first_name, last_name, work_email) VALUES ($1, 'Row', 'Everywhere', 'row@structure.example') RETURNING id`,
  );
  await one(`INSERT INTO personnel_facility (tenant_id, personnel_id, facility_id) VALUES ($1, $2, $3)`, [person, facility]);
  await one(`INSERT INTO facility_kmp (tenant_id, facility_id, personnel_id, kmp_role) VALUES ($1, $2, $3, 'FSO')`, [facility, person]);
  await one(`INSERT INTO facility_preference (tenant_id, facility_id) VALUES ($1, $2)`, [facility]);
  await one(
    `INSERT INTO pending_hire (tenant_id, facility_id, first_name, last_name, birth_date, marital_status, work_email, employment_type)
     VALUES ($1, $2, 'Pending', 'Hire', '1990-01-01', 'SINGLE', 'pending@structure.example', 'W2_EMPLOYEE')`,
    [facility],
  );
  const clearance = await one(
    `INSERT INTO personnel_clearance (tenant_id, personnel_id, facility_id, pcl_status, pcl_eligibility) VALUES ($1, $2, $3, 'ACTIVE', 'SECRET') RETURNING id`,
    [person, facility],
  );
  await one(`INSERT INTO personnel_investigation (tenant_id, personnel_id, clearance_id) VALUES ($1, $2, $3)`, [person, clearance]);
  await one(
    `INSERT INTO clearance_verification (tenant_id, personnel_id, clearance_id, facility_id, expires_on, on_record) VALUES ($1, $2, $3, $4, current_date, '{}')`,
    [person, clearance, facility],
  );
  await one(
    `INSERT INTO clearance_request (tenant_id, personnel_id, clearance_id, facility_id, action, justification) VALUES ($1, $2, $3, $4, 'INITIATE', 'Structure')`,
    [person, clearance, facility],
  );
  await one(`INSERT INTO personnel_badge (tenant_id, personnel_id, badge_type, badge_status) VALUES ($1, $2, 'CAC', 'ACTIVE')`, [person]);
  await one(
    // fixed date: stored only, a row for the isolation checks
    `INSERT INTO personnel_termination (tenant_id, personnel_id, termination_date, reason) VALUES ($1, $2, '2026-01-31', 'RESIGNED')`,
    [person],
  );
  await one(
    `INSERT INTO personnel_polygraph (tenant_id, personnel_id, facility_id, polygraph_type, polygraph_status) VALUES ($1, $2, $3, 'FULL_SCOPE', 'SCHEDULED')`,
    [person, facility],
  );
  await one(
    `INSERT INTO personnel_special_access (tenant_id, personnel_id, facility_id, special_access_type, special_access_status) VALUES ($1, $2, $3, 'SCI', 'ACTIVE')`,
    [person, facility],
  );
  await one(`INSERT INTO personnel_vehicle (tenant_id, personnel_id) VALUES ($1, $2)`, [person]);
  await one(`INSERT INTO personnel_contact (tenant_id, personnel_id, contact_type_enum) VALUES ($1, $2, 'PERSONAL')`, [person]);
  await one(`INSERT INTO personnel_document (tenant_id, personnel_id, document_status, title_id) VALUES ($1, $2, 'PENDING', 'STRUCTURE')`, [
    person,
  ]);
  await one(
    `INSERT INTO personnel_count (tenant_id) SELECT $1::uuid WHERE NOT EXISTS (SELECT 1 FROM personnel_count WHERE tenant_id = $1::uuid)`,
  );
  await one(`INSERT INTO audit_log (event_type, tenant_id) VALUES ('ACTION', $1)`);
  await one(
    `INSERT INTO job_run (tenant_id, job_type, queue, queue_job_id, kind, title) VALUES ($1, 'reports.generate', 'reports', 'structure-run', 'REPORT', 'Structure')`,
  );
  await one(
    `INSERT INTO scheduled_job (tenant_id, scope, name, report_type, frequency) VALUES ($1, 'TENANT', 'Structure', 'USERS_AND_ROLES', 'DAILY')`,
  );
  await one(`INSERT INTO note (tenant_id, section_name, content, author_id) VALUES ($1, 'PERSONNEL', 'A note', $2)`, [user.id]);
  await one(`INSERT INTO open_action (tenant_id, action_type, title, personnel_id) VALUES ($1, 'REMINDER', 'Structure action', $2)`, [
    person,
  ]);
  await one(
    `INSERT INTO reminder_log (tenant_id, kind, subject_id, due_date, lead_days, reminded_on, summary) VALUES ($1, 'BADGE', $2, current_date, 30, current_date, 'Structure')`,
    [person],
  );
  await one(
    `INSERT INTO required_document_default (tenant_id, kind, option_type, option) VALUES ($1, 'personnel', 'ACCESS_TYPE', 'STRUCTURE')`,
  );
  const announcement = await one(
    `INSERT INTO tenant_announcement (tenant_id, announcement_title, announcement_text, announcement_start_date, announcement_end_date)
     VALUES ($1, 'Structure', 'Text', current_date, current_date) RETURNING id`,
  );
  await one(`INSERT INTO announcement_dismissal (tenant_id, user_id, announcement_type, announcement_id) VALUES ($1, $2, 'TENANT', $3)`, [
    user.id,
    announcement,
  ]);
  await one(`INSERT INTO tenant_logo (tenant_id, content, content_type, size) VALUES ($1, '\\x89504e47'::bytea, 'image/png', 4)`);
  await one(
    `INSERT INTO tenant_setting (tenant_id, parameter_name) SELECT $1::uuid, parameter_name FROM setting_definition ORDER BY 1 LIMIT 1`,
  );
  const facilityFile = await one(
    `INSERT INTO document (tenant_id, entity_type, entity_id, file_name, content_type, size_bytes, sha256, storage_key)
     VALUES ($1, 'FACILITY', $2, 'plan.pdf', 'application/pdf', 1, repeat('0', 64), 'documents/structure/plan') RETURNING id`,
    [facility],
  );
  await one(
    `INSERT INTO facility_document (tenant_id, facility_id, document_id, document_type, title) VALUES ($1, $2, $3, 'DD_441', 'Structure')`,
    [facility, facilityFile],
  );
  await one(
    `INSERT INTO facility_workflow_retry (tenant_id, facility_id, workflow_type, personnel_id, subject) VALUES ($1, $2, 'REMINDER_EMAIL', $3, 'Structure')`,
    [facility, person],
  );
  await one(`INSERT INTO download_link (tenant_id, pretty_name) VALUES ($1, 'Structure link')`);
  await one(`INSERT INTO annual_training_document (tenant_id, document_name) VALUES ($1, 'Structure training')`);
  await one(`INSERT INTO tenant_faq (tenant_id, question, answer) VALUES ($1, 'Structure question', 'Structure answer')`);
  await one(`INSERT INTO cost_center (tenant_id, name, code) VALUES ($1, 'Structure', 'ST-1')`);
  await one(`INSERT INTO tenant_poc (tenant_id, personnel_id) VALUES ($1, $2)`, [person]);
  const contract = await one(
    `INSERT INTO contract (tenant_id, contract_number, contract_name, facility_id) VALUES ($1, 'ST-0001', 'Structure', $2) RETURNING id`,
    [facility],
  );
  await one(`INSERT INTO contract_assignment (tenant_id, contract_id, personnel_id) VALUES ($1, $2, $3)`, [contract, person]);
  await one(`INSERT INTO dd254 (tenant_id, contract_id) VALUES ($1, $2)`, [contract]);
  await one(
    `INSERT INTO invitation (tenant_id, personnel_id, first_name, last_name, email) VALUES ($1, $2, 'Row', 'Everywhere', 'row@structure.example')`,
    [person],
  );
  await one(
    `INSERT INTO facility_change_condition (tenant_id, facility_id, condition_type, description, effective_date, report_due_date)
     VALUES ($1, $2, 'KMP', 'Structure change', current_date, current_date)`,
    [facility],
  );
  const inspection = await one(
    `INSERT INTO facility_inspection (tenant_id, facility_id, inspection_type, start_date) VALUES ($1, $2, 'ANNUAL', current_date) RETURNING id`,
    [facility],
  );
  const finding = await one(
    `INSERT INTO facility_inspection_finding (tenant_id, inspection_id, category, description) VALUES ($1, $2, 'VULNERABILITY', 'Structure') RETURNING id`,
    [inspection],
  );
  await one(
    `INSERT INTO facility_corrective_action (tenant_id, finding_id, description, due_date) VALUES ($1, $2, 'Structure', current_date)`,
    [finding],
  );
  await one(
    `INSERT INTO facility_security_enhancement (tenant_id, facility_id, category, title, date_implemented) VALUES ($1, $2, 'OTHER', 'Structure', current_date)`,
    [facility],
  );
  await one(`INSERT INTO contract_subcontractor (tenant_id, contract_id, subcontractor_name) VALUES ($1, $2, 'Structure Sub')`, [contract]);
  const contractFile = await one(
    `INSERT INTO document (tenant_id, entity_type, entity_id, file_name, content_type, size_bytes, sha256, storage_key)
     VALUES ($1, 'CONTRACT', $2, 'sow.pdf', 'application/pdf', 1, repeat('0', 64), 'documents/structure/sow') RETURNING id`,
    [contract],
  );
  await one(`INSERT INTO contract_document (tenant_id, contract_id, document_id, title) VALUES ($1, $2, $3, 'Structure SOW')`, [
    contract,
    contractFile,
  ]);
  const incoming = await one(
    `INSERT INTO incoming_visit (tenant_id, to_facility_id, start_date, end_date) VALUES ($1, $2, current_date, current_date) RETURNING id`,
    [facility],
  );
  await one(`INSERT INTO incoming_visitor (tenant_id, incoming_visit_id, visitor_name) VALUES ($1, $2, 'Structure Visitor')`, [incoming]);
  const outgoing = await one(
    `INSERT INTO outgoing_visit (tenant_id, from_facility_id, start_date, end_date) VALUES ($1, $2, current_date, current_date) RETURNING id`,
    [facility],
  );
  await one(`INSERT INTO outgoing_visit_personnel (tenant_id, outgoing_visit_id, personnel_id) VALUES ($1, $2, $3)`, [outgoing, person]);
  const foci = await one(`INSERT INTO foci_visit (tenant_id, start_date, end_date) VALUES ($1, current_date, current_date) RETURNING id`);
  await one(
    `INSERT INTO foci_visit_participant (tenant_id, foci_visit_id, participant_kind, full_name) VALUES ($1, $2, 'ATTENDEE', 'Structure Attendee')`,
    [foci],
  );
  await one(`INSERT INTO visit_document (tenant_id, visit_kind, visit_id, document_title) VALUES ($1, 'FOCI', $2, 'Structure Agenda')`, [
    foci,
  ]);
  const travel = await one(
    `INSERT INTO incident (tenant_id, incident_type, personnel_id, departure_date, return_date) VALUES ($1, 'FOREIGN_TRAVEL', $2, current_date, current_date) RETURNING id`,
    [person],
  );
  await one(
    `INSERT INTO foreign_travel_destination (tenant_id, incident_id, country_id, arrival_date, departure_date) VALUES ($1, $2, 1, current_date, current_date)`,
    [travel],
  );
  await one(`INSERT INTO foreign_travel_emergency_contact (tenant_id, incident_id, full_name) VALUES ($1, $2, 'Structure Contact')`, [
    travel,
  ]);
  await one(`INSERT INTO travel_advisory (tenant_id, country_id, advisory_level, effective_from) VALUES ($1, 1, 2, current_date)`);
  const message = await one(
    `INSERT INTO incident (tenant_id, incident_type, message_ciphertext) VALUES ($1, 'ENCRYPTED_MESSAGE', 'x') RETURNING id`,
  );
  await one(`INSERT INTO encrypted_message_recipient (tenant_id, incident_id, user_id) VALUES ($1, $2, $3)`, [message, user.id]);
}
