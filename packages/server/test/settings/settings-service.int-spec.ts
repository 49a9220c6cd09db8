import { DEMO_TENANT_ID, MSS_TENANT_ID } from '../../src/seed/ids';
import { TenantDb } from '../../src/core/database/tenant-db';
import { SettingsService } from '../../src/modules/settings/settings.service';
import { startTestApp, type TestApp } from '../support/test-app';

/** SettingsService.getTenant / getSystem: typed values, defaults, tenant isolation, with and without a context. */
describe('SettingsService typed reads', () => {
  let t: TestApp;
  let settings: SettingsService;
  let db: TenantDb;

  beforeAll(async () => {
    t = await startTestApp();
    settings = t.app.get(SettingsService);
    db = t.app.get(TenantDb);
    for (const [id, name] of [
      [DEMO_TENANT_ID, 'Acme Defense Systems'],
      [MSS_TENANT_ID, 'Sentinel Security Services'],
    ])
      await t.sql(
        `INSERT INTO tenant (id, name, tenant_type, anonymous_hash) VALUES ($1::uuid, $2, 'SAAS', $1::text) ON CONFLICT DO NOTHING`,
        [id, name],
      );
  });
  afterAll(() => t.close());

  it('answers defaults outside any request context, typed', async () => {
    await expect(settings.getTenant<boolean>(DEMO_TENANT_ID, 'MFA')).resolves.toBe(true);
    await expect(settings.getTenant<number>(DEMO_TENANT_ID, 'REMEMBER_DEVICE_DAYS')).resolves.toBe(30);
    await expect(settings.getTenant<number[]>(DEMO_TENANT_ID, 'ANNUAL_TRAINING_REMINDER_DAYS')).resolves.toEqual([1, 5, 10]);
    await expect(settings.getSystem<boolean>('MFA_OVERRIDE')).resolves.toBe(false);
    await expect(settings.getSystem<number>('LOGIN_MAX_ATTEMPTS')).resolves.toBe(3);
    await expect(settings.getSystem<number>('SESSION_ABSOLUTE_HOURS')).resolves.toBe(12);
  });

  describe('with stored values', () => {
    // each test gets the stored values and leaves the defaults behind, whatever its outcome
    beforeEach(async () => {
      await t.sql(
        `INSERT INTO tenant_setting (tenant_id, parameter_name, value) VALUES ($1, 'MFA', 'FALSE'), ($1, 'REMEMBER_DEVICE_DAYS', '7')`,
        [DEMO_TENANT_ID],
      );
      await t.sql(`INSERT INTO system_setting (parameter_name, value) VALUES ('LOGIN_MAX_ATTEMPTS', '5')`);
    });
    afterEach(async () => {
      await t.sql(`DELETE FROM tenant_setting WHERE tenant_id = $1 AND parameter_name IN ('MFA', 'REMEMBER_DEVICE_DAYS')`, [
        DEMO_TENANT_ID,
      ]);
      await t.sql(`DELETE FROM system_setting WHERE parameter_name = 'LOGIN_MAX_ATTEMPTS'`);
    });

    it('reads stored values of the right tenant only', async () => {
      await expect(settings.getTenant(DEMO_TENANT_ID, 'MFA')).resolves.toBe(false);
      await expect(settings.getTenant(DEMO_TENANT_ID, 'REMEMBER_DEVICE_DAYS')).resolves.toBe(7);
      await expect(settings.getTenant(MSS_TENANT_ID, 'MFA')).resolves.toBe(true);
      await expect(settings.getSystem('LOGIN_MAX_ATTEMPTS')).resolves.toBe(5);
    });

    it('works inside a transaction of the same tenant and of another tenant', async () => {
      const inside = await db.inTenant(DEMO_TENANT_ID, async () => [
        await settings.getTenant(DEMO_TENANT_ID, 'REMEMBER_DEVICE_DAYS'),
        await settings.getTenant(MSS_TENANT_ID, 'REMEMBER_DEVICE_DAYS'),
        await settings.getSystem('LOGIN_MAX_ATTEMPTS'),
      ]);
      expect(inside).toEqual([7, 30, 5]);
    });
  });

  it('refuses an unknown or wrongly scoped name', async () => {
    await expect(settings.getTenant(DEMO_TENANT_ID, 'NO_SUCH_SETTING')).rejects.toThrow('Unknown tenant setting NO_SUCH_SETTING');
    await expect(settings.getTenant(DEMO_TENANT_ID, 'MFA_OVERRIDE')).rejects.toThrow('Unknown tenant setting');
    await expect(settings.getSystem('MFA')).rejects.toThrow('Unknown system setting MFA');
  });
});
