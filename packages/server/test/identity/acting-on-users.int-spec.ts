import { ROLE_PRETTY_NAMES, SETTINGS_MESSAGES, USER_MESSAGES } from '@clearline/shared';
import { SettingsService } from '../../src/modules/settings/settings.service';
import { DEMO_TENANT_ID } from '../../src/seed/ids';
import { createTenant, createUser, type CreatedUser, mailSnapshot, signIn, signInAs, startMailWorker } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, sleep } from './helpers';

const ALL = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };

/**
 * Acting on another user (change, roles, temporary password, lock, unlock, disable, enable, delete,
 * welcome e-mail) needs every permission that user holds; the tenant's sign-in security settings need
 * every permission of the Tenant Administrator role. Real seeded roles: an FSO lacks Roles & Permissions
 * and Delete on Users and Tenant Settings, which a tenant administrator holds.
 */
describe('nobody acts on a user, or on sign-in security, beyond their own rights', () => {
  let t: TestApp;
  let roleIds: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    startMailWorker(t);
    const rows = await t.sql<{ id: string; name: string }>('SELECT id, name FROM role WHERE tenant_id IS NULL');
    roleIds = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** What an FSO lacks of a tenant administrator, first by module name: Read on Roles & Permissions. */
  const refusal = (action: string, user: CreatedUser) =>
    USER_MESSAGES.cannotManageUser
      .replace('{action}', action)
      .replace('{user}', user.username)
      .replace('{flag}', 'Read')
      .replace('{module}', 'Roles & Permissions');
  const accountOf = async (u: CreatedUser) =>
    (
      await t.sql<Record<string, unknown>>(
        `SELECT u.email, u.first_name, u.password_hash, u.must_change_password, u.enabled, u.locked, u.deleted_at,
                array(SELECT r.name FROM user_role ur JOIN role r ON r.id = ur.role_id WHERE ur.user_id = u.id ORDER BY r.name) AS roles
           FROM app_user u WHERE u.id = $1`,
        [u.id],
      )
    )[0];

  it("an FSO cannot take over a tenant administrator's account: e-mail and temporary password are refused (403) and nothing changes", async () => {
    const admin = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['TENANT_ADMIN'] });
    const fso = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const before = await accountOf(admin);
    const res = await fso
      .put(`${API}/users/${admin.id}`)
      .send({ email: 'attacker@evil.example', temporaryPassword: 'Attacker-Chosen-Pass-1' })
      .expect(403);
    expect(res.body).toEqual({ statusCode: 403, error: 'Forbidden', message: refusal('change', admin) });
    expect((await fso.put(`${API}/users/${admin.id}`).send({ firstName: 'Renamed' }).expect(403)).body.message).toBe(
      refusal('change', admin),
    );
    expect(await accountOf(admin)).toEqual(before);
    await signIn(t, admin.username, admin.password);
  });

  it('an FSO, even one who may delete users, cannot strip roles from, lock, unlock, disable, enable, delete or e-mail a tenant administrator', async () => {
    const admin = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['TENANT_ADMIN'] });
    const fso = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'], permissions: { USERS: ALL } });
    const before = await accountOf(admin);
    const stripped = await fso
      .put(`${API}/users/${admin.id}`)
      .send({ roleIds: [roleIds.CLIENT_EMPLOYEE] })
      .expect(403);
    expect(stripped.body.message).toBe(refusal('change', admin));
    for (const action of ['lock', 'unlock', 'disable', 'enable'] as const) {
      expect((await fso.put(`${API}/users/${admin.id}/${action}`).expect(403)).body.message).toBe(refusal(action, admin));
    }
    expect((await fso.delete(`${API}/users/${admin.id}`).expect(403)).body.message).toBe(refusal('delete', admin));
    const seen = mailSnapshot(t).length;
    expect((await fso.put(`${API}/users/${admin.id}/send-email`).expect(403)).body.message).toBe(
      refusal('send the welcome e-mail to', admin),
    );
    await sleep(300);
    expect(mailSnapshot(t)).toHaveLength(seen);
    expect(await accountOf(admin)).toEqual(before);
    expect(before.roles).toEqual(['TENANT_ADMIN']);
  });

  it('rights are compared, not role names: an FSO manages an FSO and an employee, a tenant administrator an FSO, a users-only role nobody with more', async () => {
    const fso = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const peer = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['FSO'] });
    const employee = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['CLIENT_EMPLOYEE'] });
    await fso.put(`${API}/users/${peer.id}`).send({ firstName: 'Peer' }).expect(200);
    await fso.put(`${API}/users/${employee.id}/lock`).expect(200);
    await fso.put(`${API}/users/${employee.id}/unlock`).expect(200);
    await fso
      .put(`${API}/users/${employee.id}`)
      .send({ temporaryPassword: 'Temporary-Pass-4567', roleIds: [roleIds.CLIENT_EMPLOYEE, roleIds.PROGRAM_MANAGER] })
      .expect(200);

    const admin = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['TENANT_ADMIN'] });
    await admin.put(`${API}/users/${peer.id}`).send({ email: 'peer@acme.example' }).expect(200);
    await admin.put(`${API}/users/${fso.user.id}/lock`).expect(200);
    await admin.put(`${API}/users/${fso.user.id}/unlock`).expect(200);

    // a role with every Users permission and nothing else cannot act on an FSO (who holds much more)
    const usersOnly = await signInAs(t, { tenantId: DEMO_TENANT_ID, permissions: { USERS: ALL } });
    const res = await usersOnly.put(`${API}/users/${peer.id}/disable`).expect(403);
    expect(res.body.message).toMatch(
      new RegExp(`^You cannot disable the user ${peer.username}: they hold \\S+ on .+, which you do not hold yourself\\.`),
    );
    await usersOnly.put(`${API}/users/${employee.id}/disable`).expect(403);
    const nobody = await createUser(t, { tenantId: DEMO_TENANT_ID });
    await usersOnly.put(`${API}/users/${nobody.id}/disable`).expect(200);
  });

  it('only someone holding every permission of the Tenant Administrator role changes MFA, remember-device or PIV sign-in', async () => {
    const tenantId = await createTenant(t, { name: `Sign-in security ${Date.now()}` });
    const fso = await signInAs(t, { tenantId, roles: ['FSO'] });
    const admin = await signInAs(t, { tenantId, roles: ['TENANT_ADMIN'] });
    const settings = t.app.get(SettingsService);
    const item = (categoryName: string, parameterName: string, value: unknown) => ({ categoryName, parameterName, value });
    const refused = (setting: string) =>
      SETTINGS_MESSAGES.changeRequiresRole
        .replace('{setting}', setting)
        .replace('{role}', ROLE_PRETTY_NAMES.TENANT_ADMIN)
        .replace('{flag}', 'Read')
        .replace('{module}', 'Roles & Permissions');

    const off = await fso
      .put(`${API}/tenant-settings`)
      .send([item('GENERAL', 'MFA', false)])
      .expect(403);
    expect(off.body).toEqual({ statusCode: 403, error: 'Forbidden', message: refused('Multi-Factor Authentication (MFA)') });
    expect(
      (
        await fso
          .put(`${API}/tenant-settings`)
          .send([item('GENERAL', 'REMEMBER_DEVICE_DAYS', 90)])
          .expect(403)
      ).body.message,
    ).toBe(refused('Remember Device (days) (REMEMBER_DEVICE_DAYS)'));
    await fso
      .put(`${API}/tenant-settings`)
      .send([item('SINGLE_SIGN_ON', 'PIV_LOGIN', true)])
      .expect(403);
    // nothing of a refused save is written, also not the allowed items next to it
    await fso
      .put(`${API}/tenant-settings`)
      .send([item('GENERAL', 'EMAIL_SIGNATURE', 'Before'), item('GENERAL', 'MFA', 'FALSE')])
      .expect(403);
    await expect(settings.getTenant(tenantId, 'MFA')).resolves.toBe(true);
    await expect(settings.getTenant(tenantId, 'REMEMBER_DEVICE_DAYS')).resolves.toBe(30);
    await expect(settings.getTenant(tenantId, 'EMAIL_SIGNATURE')).resolves.toBe('');

    // the FSO still saves the General form as a whole when those values stay as they are
    await fso
      .put(`${API}/tenant-settings`)
      .send([item('GENERAL', 'MFA', 'TRUE'), item('GENERAL', 'REMEMBER_DEVICE_DAYS', 30), item('GENERAL', 'EMAIL_SIGNATURE', 'The FSO')])
      .expect(200);
    await expect(settings.getTenant(tenantId, 'EMAIL_SIGNATURE')).resolves.toBe('The FSO');

    await admin
      .put(`${API}/tenant-settings`)
      .send([item('GENERAL', 'MFA', false), item('GENERAL', 'REMEMBER_DEVICE_DAYS', 7), item('SINGLE_SIGN_ON', 'PIV_LOGIN', true)])
      .expect(200);
    await expect(settings.getTenant(tenantId, 'MFA')).resolves.toBe(false);
    await expect(settings.getTenant(tenantId, 'REMEMBER_DEVICE_DAYS')).resolves.toBe(7);
    // and the switch takes effect: a sign-in of that tenant no longer asks for a code
    const employee = await createUser(t, { tenantId, roles: ['CLIENT_EMPLOYEE'] });
    await t.agent().post(`${API}/auth/login`).send({ username: employee.username, password: employee.password }).expect(200);
  });
});
