import { createHash } from 'node:crypto';

/** Fixed ids of the seeded tenants, so every seeder can refer to them. */
export const SYSTEM_TENANT_ID = '00000000-0000-4000-8000-000000000001';
export const DEMO_TENANT_ID = '00000000-0000-4000-8000-000000000002';
export const MSS_TENANT_ID = '00000000-0000-4000-8000-000000000003';

/** A stable uuid (version 4 layout) for a seed key. */
export function seedId(key: string): string {
  const h = createHash('sha256').update(`clearline-demo:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
