/** Fixed ids of the seeded tenants, so every seeder can refer to them. */
export const SYSTEM_TENANT_ID = '00000000-0000-4000-8000-000000000001';
export const DEMO_TENANT_ID = '00000000-0000-4000-8000-000000000002';
export const MSS_TENANT_ID = '00000000-0000-4000-8000-000000000003';
