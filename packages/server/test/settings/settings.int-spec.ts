import type TestAgent from 'supertest/lib/agent';
import { DEMO_TENANT_ID, MSS_TENANT_ID } from '../../src/seed/ids';
import { SettingsService } from '../../src/modules/settings/settings.service';
import { signInAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';

const ALL = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };

/** GET/PUT /tenant-settings and /system-settings: rules, typing, permissions, tenancy, audit. */
describe('tenant and system settings', () => {
  let t: TestApp;
  let admin: TestAgent;
  let otherTenant: TestAgent;
  let viewer: TestAgent;
  let sysAdmin: TestAgent;

  const put = (agent: TestAgent, items: unknown, path = '/api/v1/tenant-settings') => agent.put(path).send(items as object);
  const item = (categoryName: string, parameterName: string, value: unknown) => ({ categoryName, parameterName, value });
  const valueOf = (list: Array<{ parameterName: string; value: string }>, name: string) =>
    list.find((s) => s.parameterName === name)?.value;

  beforeAll(async () => {
    t = await startTestApp();
    // a tenant administrator: MFA and remember-device change only with every permission of that role
    admin = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['TENANT_ADMIN'] });
    otherTenant = await signInAs(t, { tenantId: MSS_TENANT_ID, permissions: { TENANT_SETTINGS: ALL } });
    viewer = await signInAs(t, { tenantId: DEMO_TENANT_ID, permissions: { TENANT_SETTINGS: { canView: true, ui: true } } });
    sysAdmin = await signInAs(t, { tenantId: DEMO_TENANT_ID, permissions: { SYSTEM_SETTINGS: ALL } });
  }, 120_000);
  afterAll(() => t.close());

  it('lists a category with definitions and defaults', async () => {
    const res = await admin.get('/api/v1/tenant-settings/GENERAL').expect(200);
    const mfa = res.body.find((s: { parameterName: string }) => s.parameterName === 'MFA');
    expect(mfa).toMatchObject({
      category: 'GENERAL',
      prettyName: 'Multi-Factor Authentication',
      fieldType: 'Switch',
      defaultValue: 'TRUE',
      value: 'TRUE',
      errorRule: 'bool:true',
    });
    const remember = res.body.find((s: { parameterName: string }) => s.parameterName === 'REMEMBER_DEVICE_DAYS');
    expect(remember).toMatchObject({ fieldType: 'Number', value: '30', errorRule: 'required:true;min:0;max:90', warningRule: 'max:30' });
    expect(remember.warning).toBeUndefined();
    const lower = await admin.get('/api/v1/tenant-settings/special_system_access').expect(200);
    expect(lower.body.map((s: { parameterName: string }) => s.parameterName)).toEqual(['ACCESSIBLE_SPECIAL_SYSTEMS']);
  });

  it('answers 404 for an unknown category and 403 without the permission', async () => {
    const res = await admin.get('/api/v1/tenant-settings/NOPE').expect(404);
    expect(res.body.message).toContain('Settings category NOPE does not exist');
    await viewer
      .put('/api/v1/tenant-settings')
      .send([item('GENERAL', 'MFA', 'FALSE')])
      .expect(403);
    await admin.get('/api/v1/system-settings/SECURITY').expect(403);
    await t.agent().get('/api/v1/tenant-settings/GENERAL').expect(401);
  });

  it('saves typed values, normalises them and answers warnings that do not block', async () => {
    const res = await put(admin, [
      item('GENERAL', 'MFA', false),
      item('GENERAL', 'REMEMBER_DEVICE_DAYS', 45),
      item('GENERAL', 'SECURITY_OFFICE_PHONE', '+1 (703) 555-0100'),
      item('GENERAL', 'SECURITY_OFFICE_EMAIL', 'fso+alerts@acme.example'),
      item('GENERAL', 'ANNUAL_TRAINING_REMINDER_DAYS', '10;1;5;5'),
    ]).expect(200);
    expect(valueOf(res.body, 'MFA')).toBe('FALSE');
    expect(valueOf(res.body, 'REMEMBER_DEVICE_DAYS')).toBe('45');
    expect(valueOf(res.body, 'SECURITY_OFFICE_PHONE')).toBe('703-555-0100');
    expect(valueOf(res.body, 'ANNUAL_TRAINING_REMINDER_DAYS')).toBe('1;5;10');
    const remember = res.body.find((s: { parameterName: string }) => s.parameterName === 'REMEMBER_DEVICE_DAYS');
    expect(remember.warning).toBe(
      'By choosing this value, you may have deviated from compliance standards. The recommended value is less than 30',
    );

    const settings = t.app.get(SettingsService);
    await expect(settings.getTenant(DEMO_TENANT_ID, 'MFA')).resolves.toBe(false);
    await expect(settings.getTenant(DEMO_TENANT_ID, 'REMEMBER_DEVICE_DAYS')).resolves.toBe(45);
    await expect(settings.getTenant(DEMO_TENANT_ID, 'ANNUAL_TRAINING_REMINDER_DAYS')).resolves.toEqual([1, 5, 10]);
    // the other tenant still has the defaults
    await expect(settings.getTenant(MSS_TENANT_ID, 'MFA')).resolves.toBe(true);
    const other = await otherTenant.get('/api/v1/tenant-settings/GENERAL').expect(200);
    expect(valueOf(other.body, 'REMEMBER_DEVICE_DAYS')).toBe('30');
    // fetched again
    const again = await admin.get('/api/v1/tenant-settings/GENERAL').expect(200);
    expect(valueOf(again.body, 'REMEMBER_DEVICE_DAYS')).toBe('45');
  });

  it('writes an audit row per changed setting', async () => {
    await put(admin, [item('CLEARANCE', 'REFRESHER_BRIEFING_MONTHS', '6')]).expect(200);
    const rows = await t.sql<{ changes: Record<string, { before: unknown; after: unknown }>; tenant_id: string }>(
      `SELECT changes, tenant_id FROM audit_log WHERE object_table = 'tenant_setting' AND changes->'parameterName'->>'after' = 'REFRESHER_BRIEFING_MONTHS'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].tenant_id).toBe(DEMO_TENANT_ID);
    expect(rows[0].changes.value).toEqual({ before: null, after: '6' });
    await put(admin, [item('CLEARANCE', 'REFRESHER_BRIEFING_MONTHS', '9')]).expect(200);
    const updates = await t.sql<{ changes: Record<string, { before: unknown; after: unknown }> }>(
      `SELECT changes FROM audit_log WHERE object_table = 'tenant_setting' AND action = 'UPDATE' ORDER BY id DESC LIMIT 1`,
    );
    expect(updates[0].changes.value).toEqual({ before: '6', after: '9' });
  });

  it.each([
    [
      'min',
      item('GENERAL', 'REINVESTIGATION_REMINDER_DAYS', 0),
      'Reinvestigation Reminder (days before due) (REINVESTIGATION_REMINDER_DAYS): Value must be greater than 1 (rule min:1)',
    ],
    [
      'max',
      item('GENERAL', 'REMEMBER_DEVICE_DAYS', '91'),
      'Remember Device (days) (REMEMBER_DEVICE_DAYS): Value must be less than 90 (rule max:90)',
    ],
    [
      'required',
      item('GENERAL', 'BADGE_EXPIRY_REMINDER_DAYS', ''),
      'Badge Expiry Reminder (days before) (BADGE_EXPIRY_REMINDER_DAYS): Setting is required (rule required:true)',
    ],
    [
      'email',
      item('GENERAL', 'SECURITY_OFFICE_EMAIL', 'fso@'),
      'Security Office E-mail (SECURITY_OFFICE_EMAIL): Field must be a valid email (rule email:true)',
    ],
    ['bool', item('GENERAL', 'MFA', 'maybe'), 'Multi-Factor Authentication (MFA): Must be a true or false value (rule bool:true)'],
  ])('answers 400 naming the setting and the %s rule', async (_rule, bad, message) => {
    const res = await put(admin, [bad]).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('refuses every rule on system settings too', async () => {
    const res = await put(sysAdmin, [item('SECURITY', 'LOGIN_MAX_ATTEMPTS', 11)], '/api/v1/system-settings').expect(400);
    expect(res.body.message).toBe('Failed Login Attempts Before Lockout (LOGIN_MAX_ATTEMPTS): Value must be less than 10 (rule max:10)');
    const res2 = await put(sysAdmin, [item('SUPPORT', 'SUPPORT_EMAIL', 'nope')], '/api/v1/system-settings').expect(400);
    expect(res2.body.message).toContain('Field must be a valid email (rule email:true)');
  });

  it('writes nothing when one item of the request is refused', async () => {
    await put(admin, [item('GENERAL', 'POLYGRAPH_REMINDER_DAYS', 20), item('GENERAL', 'REMEMBER_DEVICE_DAYS', 500)]).expect(400);
    await expect(t.app.get(SettingsService).getTenant(DEMO_TENANT_ID, 'POLYGRAPH_REMINDER_DAYS')).resolves.toBe(30);
  });

  it('refuses unknown settings, wrong categories, repeated items, bad options and non-numbers', async () => {
    const cases: Array<[unknown, string]> = [
      [[item('GENERAL', 'NOPE', '1')], 'Setting NOPE does not exist'],
      [[item('CLEARANCE', 'MFA', 'TRUE')], 'Setting MFA belongs to category GENERAL, not CLEARANCE'],
      [[item('GENERAL', 'MFA_OVERRIDE', 'TRUE')], 'Setting MFA_OVERRIDE does not exist'],
      [[item('GENERAL', 'MFA', 'TRUE'), item('GENERAL', 'MFA', 'FALSE')], 'Setting MFA is listed more than once'],
      [[item('GENERAL', 'TIME_ZONE', 'Mars/Olympus')], 'Time Zone (TIME_ZONE): Value must be one of America/New_York'],
      [
        [item('GENERAL', 'REMEMBER_DEVICE_DAYS', 'ten')],
        'Remember Device (days) (REMEMBER_DEVICE_DAYS): Value must be a number (rule number)',
      ],
      [[item('GENERAL', 'ANNUAL_TRAINING_REMINDER_DAYS', '1;0')], 'Value must be greater than 1 (rule min:1)'],
      [[item('GENERAL', 'ANNUAL_TRAINING_REMINDER_DAYS', '1;2.5')], '"2.5" is not a whole number (rule number)'],
      [[item('GENERAL', 'MFA', { nested: true })], 'Value must be text, a number or true/false (rule type)'],
      [[{ categoryName: 'GENERAL', parameterName: 'MFA', value: 'TRUE', extra: 1 }], 'extra is not an accepted field'],
      [{ categoryName: 'GENERAL' }, 'The body must be a list of { categoryName, parameterName, value }'],
    ];
    for (const [body, message] of cases) {
      const res = await put(admin, body);
      expect([res.status, String(res.body.message)]).toEqual([400, expect.stringContaining(message)]);
    }
  });

  it('keeps value:label entries of ACCESSIBLE_SPECIAL_SYSTEMS', async () => {
    const res = await put(admin, [
      item('SPECIAL_SYSTEM_ACCESS', 'ACCESSIBLE_SPECIAL_SYSTEMS', 'SAP:Special Access Program;TK:Talent Keyhole;SAP:dup;NATO'),
    ]).expect(200);
    expect(valueOf(res.body, 'ACCESSIBLE_SPECIAL_SYSTEMS')).toBe('SAP:Special Access Program;TK:Talent Keyhole;NATO');
    await expect(t.app.get(SettingsService).getTenant(DEMO_TENANT_ID, 'ACCESSIBLE_SPECIAL_SYSTEMS')).resolves.toEqual([
      { value: 'SAP', label: 'Special Access Program' },
      { value: 'TK', label: 'Talent Keyhole' },
      { value: 'NATO', label: 'NATO' },
    ]);
  });

  it('reads and saves system settings with SYSTEM_SETTINGS', async () => {
    const res = await sysAdmin.get('/api/v1/system-settings/SECURITY').expect(200);
    expect(res.body.find((s: { parameterName: string }) => s.parameterName === 'MFA_OVERRIDE')).toMatchObject({
      fieldType: 'Switch',
      value: 'FALSE',
    });
    const idleBefore = res.body.find((s: { parameterName: string }) => s.parameterName === 'SESSION_IDLE_MINUTES').value;
    try {
      const saved = await put(sysAdmin, [item('SECURITY', 'SESSION_IDLE_MINUTES', 30)], '/api/v1/system-settings').expect(200);
      expect(saved.body.find((s: { parameterName: string }) => s.parameterName === 'SESSION_IDLE_MINUTES')).toMatchObject({
        value: '30',
        warning: 'By choosing this value, you may have deviated from compliance standards. The recommended value is less than 15',
      });
      await expect(t.app.get(SettingsService).getSystem('SESSION_IDLE_MINUTES')).resolves.toBe(30);
    } finally {
      await put(sysAdmin, [item('SECURITY', 'SESSION_IDLE_MINUTES', Number(idleBefore))], '/api/v1/system-settings').expect(200);
    }
    await admin
      .put('/api/v1/system-settings')
      .send([item('SECURITY', 'MFA_OVERRIDE', true)])
      .expect(403);
    await sysAdmin.get('/api/v1/system-settings/GENERAL').expect(404);
  });
});
