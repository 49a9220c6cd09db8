import type { Response } from 'supertest';
import type { TestApp } from '../support/test-app';

export const API = '/api/v1';

export async function setSystemSetting(t: TestApp, name: string, value: string): Promise<void> {
  await t.sql(
    `INSERT INTO system_setting (parameter_name, value) VALUES ($1, $2) ON CONFLICT (parameter_name) DO UPDATE SET value = EXCLUDED.value`,
    [name, value],
  );
}

export async function clearSystemSetting(t: TestApp, name: string): Promise<void> {
  await t.sql(`DELETE FROM system_setting WHERE parameter_name = $1`, [name]);
}

export async function setTenantSetting(t: TestApp, tenantId: string, name: string, value: string): Promise<void> {
  await t.sql(
    `INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, parameter_name) DO UPDATE SET value = EXCLUDED.value`,
    [tenantId, name, value],
  );
}

/** The session cookie value from a response's Set-Cookie (local development name). */
export function sessionCookieOf(res: Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const c = cookies.find((x) => x.startsWith('clearline_sid='));
  return c ? c.split(';')[0].slice('clearline_sid='.length) : undefined;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function auditRows(t: TestApp, where: string, params: unknown[] = []) {
  return t.sql<{ event_type: string; username: string | null; details: Record<string, unknown> | null; action: string | null }>(
    `SELECT event_type, username, details, action FROM audit_log WHERE ${where} ORDER BY id`,
    params,
  );
}
