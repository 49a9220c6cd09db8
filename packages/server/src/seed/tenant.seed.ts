import type { Seeder } from './seed';
import { DEMO_TENANT_ID, MSS_TENANT_ID, SYSTEM_TENANT_ID } from './ids';

/** The provider's SYSTEM tenant, an MSS provider and a demo contractor it manages. */
export const tenantSeeder: Seeder = {
  name: 'tenants',
  async run(em) {
    const rows: Array<[string, string, string, string, string | null, string]> = [
      [SYSTEM_TENANT_ID, 'Clearline', 'SYSTEM', 'ADMINISTRATIVE', null, 'sys'],
      [MSS_TENANT_ID, 'Sentinel Security Services', 'MSS', 'PREMIUM', null, 'mss'],
      [DEMO_TENANT_ID, 'Acme Defense Systems', 'SAAS', 'PREMIUM', MSS_TENANT_ID, 'acme'],
    ];
    for (const [id, name, type, tier, managing, hashSeed] of rows) {
      await em.query(
        `INSERT INTO tenant (id, name, tenant_type, pay_tier, managing_tenant_id, anonymous_hash, contact_email, city, state)
         VALUES ($1::uuid, $2, $3, $4, $5::uuid, encode(digest($6 || $1::text, 'sha256'), 'hex'), $7, $8, $9)
         ON CONFLICT (id) DO NOTHING`,
        [id, name, type, tier, managing, hashSeed, `security@${name.split(' ')[0].toLowerCase()}.example`, 'Arlington', 'VA'],
      );
    }
  },
};
