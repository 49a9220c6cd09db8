import { settingDefinition, addDays, dayIn } from '@clearline/shared';
import type { TestApp } from './test-app';

/** The time zone of a tenant without a TIME_ZONE setting: the setting's default. */
export const DEFAULT_TENANT_ZONE = settingDefinition('TENANT', 'TIME_ZONE')!.defaultValue;

/**
 * Today plus `offset` days as the server counts them for a tenant in `zone` (by default a tenant without a TIME_ZONE
 * setting). Between UTC midnight and the zone's midnight it differs from the UTC day, so a test that compares with the
 * server's "today" takes its dates from here.
 */
export const tenantDay = (offset = 0, zone = DEFAULT_TENANT_ZONE): string => addDays(dayIn(zone), offset);

/** The UTC day plus `offset` days: for tests that set a tenant's zone off the UTC day on purpose. */
export const utcDay = (offset = 0): string => addDays(new Date().toISOString().slice(0, 10), offset);

/**
 * A time zone whose date differs from UTC's at the time of the call: far ahead (UTC+14) from 10:00 UTC, far behind
 * (UTC-10) before. A test of "the tenant's day" set in it fails on code that takes the server's UTC day instead.
 */
export function zoneOffUtcDay(): { zone: string; ahead: boolean } {
  const ahead = new Date().getUTCHours() >= 10;
  return { zone: ahead ? 'Pacific/Kiritimati' : 'Pacific/Honolulu', ahead };
}

/** Runs `fn` with the tenant's TIME_ZONE setting set to `zone`, and takes the setting away afterwards. */
export async function inTenantTimeZone<T>(t: TestApp, tenantId: string, zone: string, fn: () => Promise<T>): Promise<T> {
  await t.sql(
    `INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'TIME_ZONE', $2)
     ON CONFLICT (tenant_id, parameter_name) DO UPDATE SET value = excluded.value`,
    [tenantId, zone],
  );
  try {
    return await fn();
  } finally {
    await t.sql(`DELETE FROM tenant_setting WHERE tenant_id = $1 AND parameter_name = 'TIME_ZONE'`, [tenantId]);
  }
}
