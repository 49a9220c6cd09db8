// Data of the audit-list scenarios: `scale` audit rows (up to 5,000,000) over 90 days (2026-01-01 to
// 2026-03-31, UTC) spread evenly over 50 tenants (scale 5,000,000 → about 1,100 rows per tenant per day),
// with the mix of event types, users and changes the application writes. A SUPER_ADMIN in the SYSTEM
// tenant (AUDIT_LOG: all tenants, system scope) and a TENANT_ADMIN of tenant #0 (TENANT_AUDIT_LOG,
// row-level security) to sign in with; MFA off for both tenants. Seeded once per scale.
import { createHash } from 'node:crypto';
import { dist } from '../../lib/env.mjs';

export const TENANTS = 50;
export const PASSWORD = 'Bench-Audit-2026!';
/** the measured range: one day in the middle of the data */
export const DAY = '2026-02-15';
const FROM = Date.parse('2026-01-01T00:00:00Z');
const SPAN = 90 * 24 * 3600 * 1000;
const TYPES = [
  'UPDATE',
  'UPDATE',
  'UPDATE',
  'CREATE',
  'CREATE',
  'DELETE',
  'LOGIN_SUCCESS',
  'LOGIN_SUCCESS',
  'LOGOUT',
  'EXPORT',
  'LOGIN_FAILURE',
];
const TABLES = ['personnel', 'facility', 'contract', 'incoming_visit', 'personnel_clearance', 'document'];
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const stableUuid = (text) => {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

export async function seedAudit(scale, pg, tools) {
  const tenants = [];
  for (let k = 0; k < TENANTS; k++) tenants.push(await tools.benchTenant(`Bench audit ${scale} #${k}`));
  const { rows: done } = await pg.query(`SELECT count(*)::int AS n FROM audit_log WHERE request_id LIKE $1`, [`bench-${scale}-%`]);
  if (done[0].n < scale) {
    // indexes and the stamping trigger are rebuilt once after the load instead of row by row
    const { rows: indexes } = await pg.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'audit_log' AND indexname <> 'audit_log_pkey'`,
    );
    for (const i of indexes) await pg.query(`DROP INDEX ${i.indexname}`);
    await pg.query('ALTER TABLE audit_log DISABLE TRIGGER audit_log_stamp');
    const users = tenants.map((t, k) =>
      Array.from({ length: 40 }, (_, u) => [tools.uuidFor(`bench-audit-user:${k}:${u}`), `user${u}.t${k}@bench.example`]),
    );
    await tools.copyRows(
      'audit_log',
      [
        'event_time',
        'event_type',
        'tenant_id',
        'user_id',
        'username',
        'object_table',
        'object_id',
        'action',
        'changes',
        'ip',
        'user_agent',
        'request_id',
      ],
      (function* () {
        for (let i = 0; i < scale; i++) {
          const k = i % TENANTS;
          const type = TYPES[(i * 7) % TYPES.length];
          const [userId, username] = users[k][(i * 13) % 40];
          const write = type === 'CREATE' || type === 'UPDATE' || type === 'DELETE';
          const table = write ? TABLES[i % TABLES.length] : null;
          yield [
            new Date(FROM + Math.floor((i / scale) * SPAN) + (i % 997)).toISOString(),
            type,
            tenants[k],
            userId,
            username,
            table,
            write ? stableUuid(`bench-audit-object:${i % 100000}`) : null,
            type,
            type === 'UPDATE'
              ? { status: { before: 'ACTIVE', after: 'INACTIVE' }, lastName: { before: `Old${i % 50}`, after: `New${i % 50}` } }
              : null,
            `10.${k}.${(i >> 8) & 255}.${i & 255}`,
            AGENT,
            `bench-${scale}-${i}`,
          ];
        }
      })(),
    );
    await pg.query('ALTER TABLE audit_log ENABLE TRIGGER audit_log_stamp');
    for (const i of indexes) await pg.query(i.indexdef);
    await pg.query('ANALYZE audit_log');
  }
  // users to sign in with (no one-time code: MFA off for both tenants)
  const { SYSTEM_TENANT_ID } = tools.ids;
  for (const t of [SYSTEM_TENANT_ID, tenants[0]]) {
    await pg.query(
      `INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'MFA', 'FALSE')
       ON CONFLICT (tenant_id, parameter_name) DO UPDATE SET value = 'FALSE'`,
      [t],
    );
  }
  const { PasswordService } = dist('modules/identity/passwords/password.service.js');
  const { insertUserAsOwner } = dist('modules/identity/users/user.sql.js');
  const hash = await new PasswordService().hash(PASSWORD);
  const q = { query: async (sql, params) => (await pg.query(sql, params)).rows };
  const admin = `bench_auditor_${scale}`;
  const tenantAdmin = `bench_tenant_auditor_${scale}`;
  const adminId = await insertUserAsOwner(q, {
    tenantId: SYSTEM_TENANT_ID,
    username: admin,
    email: `${admin}@bench.example`,
    passwordHash: hash,
    roleNames: ['SUPER_ADMIN'],
  });
  const tenantAdminId = await insertUserAsOwner(q, {
    tenantId: tenants[0],
    username: tenantAdmin,
    email: `${tenantAdmin}@bench.example`,
    passwordHash: hash,
    roleNames: ['TENANT_ADMIN'],
  });
  return { tenantId: tenants[0], admin, adminId, tenantAdmin, tenantAdminId, scale };
}

/** The query both targets answer: page 0 of 10, newest first, one day. */
export function listQuery(tenantId) {
  const q = { startDate: DAY, endDate: DAY, page: '0', size: '10', sort: 'eventTimestamp,desc' };
  if (tenantId) q.tenantId = tenantId;
  return q;
}

/** The list's two statements, from the server's own builder (dist/modules/audit-log/audit-list.sql.js). */
export function listStatements(query, tenant) {
  const { parseAuditListQuery } = dist('modules/audit-log/audit-query.js');
  const { auditListSql } = dist('modules/audit-log/audit-list.sql.js');
  const sql = auditListSql(parseAuditListQuery(query), tenant);
  return [sql.count, sql.page];
}

/** What the endpoint answers: { content, totalElements, page, size } from the rows of the count and the page. */
export function listBody([countRows, pageRows]) {
  const { toEntry } = dist('modules/audit-log/audit-log.service.js');
  return { content: pageRows.map(toEntry), totalElements: Number(countRows[0].total), page: 0, size: 10 };
}
