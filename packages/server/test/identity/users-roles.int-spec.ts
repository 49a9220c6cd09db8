import { allModules, API_MESSAGES, USER_MESSAGES } from '@clearline/shared';
import { DEMO_TENANT_ID, MSS_TENANT_ID, SYSTEM_TENANT_ID } from '../../src/seed/ids';
import { createTenant, createUser, mailSnapshot, signIn, signInAs, startMailWorker, waitForMail } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { API, auditRows } from './helpers';

const ALL = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };

describe('users administration, roles and permissions', () => {
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

  it('the 11 spec roles exist as system roles with their default matrix', async () => {
    expect(Object.keys(roleIds).sort()).toEqual(
      [
        'CLIENT_EMPLOYEE',
        'CLIENT_FSO',
        'FSO',
        'HELPDESK_USER',
        'MSS_ADMIN',
        'MSS_COMPLIANCE',
        'MSS_USER',
        'PRODUCT_SUPPORT_USER',
        'PROGRAM_MANAGER',
        'SUPER_ADMIN',
        'TENANT_ADMIN',
      ].sort(),
    );
    const admin = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['TENANT_ADMIN'] });
    const list = await admin.get(`${API}/roles`).expect(200);
    expect(list.headers['x-total-count']).toBe('11');
    expect(list.body.map((r: { prettyName: string }) => r.prettyName)).toEqual(
      [...list.body.map((r: { prettyName: string }) => r.prettyName)].sort((a: string, b: string) => a.localeCompare(b)),
    );
    const perms = await admin.get(`${API}/roles/${roleIds.CLIENT_EMPLOYEE}/permissions`).expect(200);
    expect(perms.body).toHaveLength(allModules().length);
    const selfService = perms.body.find((p: { module: { name: string } }) => p.module.name === 'SELF_SERVICE');
    expect(selfService).toMatchObject({
      canView: true,
      ui: true,
      module: { name: 'SELF_SERVICE', prettyName: 'My Portal', parentId: null },
    });
    const incoming = perms.body.find((p: { module: { name: string } }) => p.module.name === 'INCOMING_VISITS');
    expect(incoming.module.parentId).toBe('VISITS');
    const one = await admin.get(`${API}/roles/${roleIds.FSO}`).expect(200);
    expect(one.body).toMatchObject({ name: 'FSO', prettyName: 'Facility Security Officer', system: true, tenantId: null });
  });

  it('users: create (welcome e-mail with a set-password link), read, update, list with filters', async () => {
    const admin = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['TENANT_ADMIN'] });
    const seen = mailSnapshot(t);
    const created = await admin
      .post(`${API}/users`)
      .send({
        username: 'new.hire',
        email: 'new.hire@acme.example',
        firstName: 'New',
        lastName: 'Hire',
        roleIds: [roleIds.CLIENT_EMPLOYEE],
      })
      .expect(201);
    expect(created.body).toMatchObject({
      username: 'new.hire',
      status: 'ACTIVE',
      roles: [{ name: 'CLIENT_EMPLOYEE' }],
      tenantId: DEMO_TENANT_ID,
    });
    expect(created.body.passwordHash).toBeUndefined();
    const mail = await waitForMail(t, 'new.hire@acme.example', seen);
    expect(mail).toMatch(/Your username is new\.hire/);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail)![1]);
    expect(
      (
        await t
          .agent()
          .get(`${API}/auth/password-reset/${encodeURIComponent(token)}`)
          .expect(200)
      ).body,
    ).toEqual({ username: 'new.hire', purpose: 'WELCOME' });
    await t.agent().post(`${API}/auth/password-reset/submit`).send({ token, password: 'Welcome-Secret-Pass-1' }).expect(200);
    await signIn(t, 'new.hire', 'Welcome-Secret-Pass-1');

    const dup = await admin
      .post(`${API}/users`)
      .send({ username: 'NEW.HIRE', email: 'x@acme.example', roleIds: [roleIds.CLIENT_EMPLOYEE] })
      .expect(409);
    expect(dup.body.message).toBe(USER_MESSAGES.usernameTaken);
    const bad = await admin.post(`${API}/users`).send({ username: 'ok.name', email: 'not-an-email', roleIds: [] }).expect(400);
    expect(bad.body.message).toContain(USER_MESSAGES.emailInvalid);
    expect(bad.body.message).toContain(USER_MESSAGES.rolesRequired);
    await admin
      .post(`${API}/users`)
      .send({ username: 'x', email: 'x@acme.example', roleIds: [roleIds.FSO] })
      .expect(400);

    const updated = await admin
      .put(`${API}/users/${created.body.id}`)
      .send({ firstName: 'Renamed', roleIds: [roleIds.FSO, roleIds.CLIENT_EMPLOYEE] })
      .expect(200);
    expect(updated.body.firstName).toBe('Renamed');
    expect(updated.body.roles.map((r: { name: string }) => r.name).sort()).toEqual(['CLIENT_EMPLOYEE', 'FSO']);

    const list = await admin
      .get(`${API}/users`)
      .query({ filter: JSON.stringify({ q: 'renamed' }) })
      .expect(200);
    expect(list.body.map((u: { username: string }) => u.username)).toEqual(['new.hire']);
    expect(list.headers['content-range']).toBe('users 0-0/1');
    const byRole = await admin.get(`${API}/users`).query({ roleId: roleIds.FSO }).expect(200);
    expect(byRole.body.map((u: { username: string }) => u.username)).toEqual(['new.hire']);
    await admin.get(`${API}/users`).query({ status: 'NOPE' }).expect(400);
    await admin.get(`${API}/users/not-a-uuid`).expect(404);
  });

  it('a temporary password must be changed at the first sign-in', async () => {
    const admin = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['TENANT_ADMIN'] });
    const res = await admin
      .post(`${API}/users`)
      .send({
        username: 'temp.user',
        email: 'temp.user@acme.example',
        roleIds: [roleIds.CLIENT_EMPLOYEE],
        temporaryPassword: 'Temporary-Pass-123',
      })
      .expect(201);
    expect(res.body.mustChangePassword).toBe(true);
    const login = await t.agent().post(`${API}/auth/login`).send({ username: 'temp.user', password: 'Temporary-Pass-123' }).expect(403);
    expect(login.body.message).toBe('Password needs to be reset');
    await t
      .agent()
      .post(`${API}/auth/password-reset/submit`)
      .send({ username: 'temp.user', currentPassword: 'Temporary-Pass-123', password: 'Chosen-Secret-Pass-1' })
      .expect(200);
    await signIn(t, 'temp.user', 'Chosen-Secret-Pass-1');
    await admin
      .post(`${API}/users`)
      .send({ username: 'temp.two', email: 't2@acme.example', roleIds: [roleIds.CLIENT_EMPLOYEE], temporaryPassword: 'short' })
      .expect(400);
  });

  it('lock, unlock, disable, enable, send-email; an unknown action is refused; nobody locks or deletes themselves', async () => {
    const admin = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['TENANT_ADMIN'] });
    const u = await createUser(t, { tenantId: DEMO_TENANT_ID, roles: ['CLIENT_EMPLOYEE'] });
    expect((await admin.put(`${API}/users/${u.id}/lock`).expect(200)).body).toMatchObject({
      status: 'LOCKED',
      locked: true,
      lockedUntil: null,
    });
    expect((await admin.put(`${API}/users/${u.id}/unlock`).expect(200)).body.status).toBe('ACTIVE');
    expect((await admin.put(`${API}/users/${u.id}/disable`).expect(200)).body.status).toBe('DISABLED');
    await t.agent().post(`${API}/auth/login`).send({ username: u.username, password: u.password }).expect(401);
    await admin.put(`${API}/users/${u.id}/send-email`).expect(400);
    expect((await admin.put(`${API}/users/${u.id}/enable`).expect(200)).body.status).toBe('ACTIVE');
    const seen = mailSnapshot(t);
    await admin.put(`${API}/users/${u.id}/send-email`).expect(200);
    expect(await waitForMail(t, `${u.username}@test.example`, seen)).toMatch(/Welcome to Clearline/);
    expect((await admin.put(`${API}/users/${u.id}/explode`).expect(400)).body.message).toMatch(/Unknown action "explode"/);
    expect((await admin.put(`${API}/users/${admin.user.id}/lock`).expect(403)).body.message).toBe('You cannot lock your own account');
    await admin.delete(`${API}/users/${admin.user.id}`).expect(403);
    const actions = await auditRows(t, `object_id = $1 AND action LIKE 'USER_%'`, [u.id]);
    expect(actions.map((a) => a.action)).toEqual(['USER_LOCK', 'USER_UNLOCK', 'USER_DISABLE', 'USER_ENABLE']);
    await admin.delete(`${API}/users/${u.id}`).expect(204);
    await admin.get(`${API}/users/${u.id}`).expect(404);
  });

  it("another tenant's users are not found, and lists hold only the own tenant's users", async () => {
    const other = await createTenant(t, { name: `Other ${Date.now()}` });
    const stranger = await createUser(t, { tenantId: other, roles: ['CLIENT_EMPLOYEE'] });
    const admin = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['TENANT_ADMIN'] });
    await admin.get(`${API}/users/${stranger.id}`).expect(404);
    await admin.put(`${API}/users/${stranger.id}/lock`).expect(404);
    await admin.delete(`${API}/users/${stranger.id}`).expect(404);
    const all = await admin.get(`${API}/users`).query({ size: 100 }).expect(200);
    expect(all.body.length).toBeGreaterThan(0);
    expect(all.body.every((u: { tenantId: string }) => u.tenantId === DEMO_TENANT_ID)).toBe(true);
  });

  it('roles: create with permissions, rename, change only a difference; the VIEW rule on the server', async () => {
    const admin = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['TENANT_ADMIN'] });
    const created = await admin
      .post(`${API}/roles`)
      .send({
        name: 'visit_clerk',
        prettyName: 'Visit Clerk',
        permissions: [{ module: 'VISITS', canView: true, ui: true, canCreate: true }],
      })
      .expect(201);
    expect(created.body).toMatchObject({ name: 'VISIT_CLERK', system: false, tenantId: DEMO_TENANT_ID });
    const id = created.body.id;
    expect(created.body.permissions.find((p: { module: { name: string } }) => p.module.name === 'VISITS')).toMatchObject({
      canView: true,
      ui: true,
      canCreate: true,
      canUpdate: false,
    });
    expect((await admin.post(`${API}/roles`).send({ name: 'VISIT_CLERK', prettyName: 'Again' }).expect(409)).body.message).toBe(
      USER_MESSAGES.roleNameTaken,
    );
    await admin.post(`${API}/roles`).send({ name: 'FSO', prettyName: 'Shadow' }).expect(409);
    await admin.post(`${API}/roles`).send({ name: '9bad', prettyName: 'Bad' }).expect(400);
    expect((await admin.put(`${API}/roles/${id}`).send({ prettyName: 'Visits Clerk' }).expect(200)).body.prettyName).toBe('Visits Clerk');

    const refused = await admin
      .put(`${API}/roles/permissions`)
      .send({ roleId: id, permissions: [{ module: 'CONTRACTS', canUpdate: true }] })
      .expect(400);
    expect(refused.body.message).toBe('Turn on Read (view) before granting Update on Contracts.');
    const refused2 = await admin
      .put(`${API}/roles/permissions`)
      .send({ roleId: id, permissions: [{ module: 'VISITS', canView: false, ui: true }] })
      .expect(400);
    expect(refused2.body.message).toBe('Turn on Read (view) before granting View UI on Visits.');
    const off = await admin
      .put(`${API}/roles/permissions`)
      .send({ roleId: id, permissions: [{ module: 'VISITS', canView: false }] })
      .expect(200);
    expect(off.body.find((p: { module: { name: string } }) => p.module.name === 'VISITS')).toMatchObject({
      canView: false,
      ui: false,
      canCreate: false,
    });
    const diff = await admin
      .put(`${API}/roles/permissions`)
      .send({
        roleId: id,
        permissions: [
          { module: 'CONTRACTS', canView: true },
          { module: 'FACILITIES', canView: true, ui: true },
        ],
      })
      .expect(200);
    expect(
      diff.body
        .filter((p: { canView: boolean }) => p.canView)
        .map((p: { module: { name: string } }) => p.module.name)
        .sort(),
    ).toEqual(['CONTRACTS', 'FACILITIES']);
    await admin
      .put(`${API}/roles/permissions`)
      .send({ roleId: id, permissions: [{ module: 'NO_SUCH_MODULE', canView: true }] })
      .expect(400);
    const changes = await auditRows(t, `event_type = 'PERMISSION_CHANGE' AND object_id = $1`, [id]);
    expect(changes).toHaveLength(3);
    expect(Object.keys(changes[2].details!.modules as object).sort()).toEqual(['CONTRACTS', 'FACILITIES']);
  });

  it('nobody grants, or assigns a role granting, what they do not hold; system roles change only from the SYSTEM tenant', async () => {
    const admin = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['TENANT_ADMIN'] });
    const esc = await admin
      .post(`${API}/roles`)
      .send({ name: 'SNEAKY', prettyName: 'Sneaky', permissions: [{ module: 'AUDIT_LOG', canView: true }] })
      .expect(403);
    expect(esc.body.message).toBe('You cannot grant Read on Audit Log: you do not hold it yourself.');
    const assign = await admin
      .post(`${API}/users`)
      .send({ username: 'would.be.root', email: 'root@acme.example', roleIds: [roleIds.SUPER_ADMIN] })
      .expect(403);
    expect(assign.body.message).toBe('You cannot assign the role Super Administrator: it grants permissions you do not hold yourself.');
    const options = await admin.get(`${API}/users/role-options`).expect(200);
    expect(options.body.map((r: { name: string }) => r.name)).not.toContain('SUPER_ADMIN');
    expect(options.body.map((r: { name: string }) => r.name)).toContain('FSO');
    const sys = await admin
      .put(`${API}/roles/permissions`)
      .send({ roleId: roleIds.FSO, permissions: [{ module: 'TEAMS', canDelete: false }] })
      .expect(403);
    expect(sys.body.message).toBe(USER_MESSAGES.systemRoleReadOnly);
    await admin.put(`${API}/roles/${roleIds.FSO}`).send({ prettyName: 'Mine' }).expect(403);

    const root = await signInAs(t, { tenantId: SYSTEM_TENANT_ID, roles: ['SUPER_ADMIN'] });
    await root
      .put(`${API}/roles/permissions`)
      .send({ roleId: roleIds.HELPDESK_USER, permissions: [{ module: 'TEAMS', canView: true }] })
      .expect(200);
    const [row] = await t.sql<{ can_view: boolean }>(`SELECT can_view FROM role_permission WHERE role_id = $1 AND module = 'TEAMS'`, [
      roleIds.HELPDESK_USER,
    ]);
    expect(row.can_view).toBe(true);
    // a tenant's own role is invisible to another tenant
    const mine = await admin.post(`${API}/roles`).send({ name: 'ACME_ONLY', prettyName: 'Acme only' }).expect(201);
    const mss = await signInAs(t, { tenantId: MSS_TENANT_ID, permissions: { ROLES_PERMISSIONS: ALL, USERS: ALL } });
    await mss.get(`${API}/roles/${mine.body.id}`).expect(404);
    await mss.put(`${API}/roles/permissions`).send({ roleId: mine.body.id, permissions: [] }).expect(404);
    const crossAssign = await mss
      .post(`${API}/users`)
      .send({ username: 'cross.assign', email: 'c@x.example', roleIds: [mine.body.id] })
      .expect(404);
    expect(crossAssign.body.message).toBe(API_MESSAGES.fieldRecordNotFound('roleIds', 'Role', mine.body.id));
  });

  it('permissions merge across roles by module (any grant wins), and a change reaches live sessions', async () => {
    const a = await signInAs(t, {
      tenantId: DEMO_TENANT_ID,
      permissions: { PERSONNEL: { canView: true, ui: true }, USERS: { canView: true } },
    });
    const [extra] = await t.sql<{ id: string }>(
      `INSERT INTO role (tenant_id, name, pretty_name) VALUES ($1, 'MERGE_EXTRA', 'Merge extra') RETURNING id`,
      [DEMO_TENANT_ID],
    );
    await t.sql(`INSERT INTO role_permission (role_id, module, can_view, can_create) VALUES ($1, 'PERSONNEL', true, true)`, [extra.id]);
    await t.sql(`INSERT INTO user_role (tenant_id, user_id, role_id) VALUES ($1, $2, $3)`, [DEMO_TENANT_ID, a.user.id, extra.id]);
    // a fresh sign-in sees both roles
    const fresh = await signIn(t, a.user.username, a.user.password);
    const roles = await fresh.get(`${API}/users/me/roles`).expect(200);
    expect(roles.body).toHaveLength(2);
    const { mergeRolePermissions } = await import('@clearline/shared');
    expect(mergeRolePermissions(roles.body).PERSONNEL).toEqual({
      canView: true,
      ui: true,
      canCreate: true,
      canUpdate: false,
      canDelete: false,
    });
    // the server applies the merged map: USERS VIEW from one role, but nobody grants USERS CREATE
    await fresh.get(`${API}/users`).expect(200);
    await fresh.post(`${API}/users`).send({}).expect(403);

    // a change through the API reaches a live session on its next request
    const admin = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['TENANT_ADMIN'] });
    await admin
      .put(`${API}/roles/permissions`)
      .send({ roleId: extra.id, permissions: [{ module: 'USERS', canView: true, canCreate: true }] })
      .expect(200);
    await fresh.post(`${API}/users`).send({}).expect(400);
    await admin
      .put(`${API}/users/${a.user.id}`)
      .send({ roleIds: [roleIds.CLIENT_EMPLOYEE] })
      .expect(200);
    await fresh.get(`${API}/users`).expect(403);
  });

  it('GET/PUT /users/me and is-team-member', async () => {
    const u = await signInAs(t, { tenantId: DEMO_TENANT_ID, roles: ['CLIENT_EMPLOYEE'] });
    const me = await u.get(`${API}/users/me`).expect(200);
    expect(me.body).toMatchObject({
      id: u.user.id,
      tenantName: 'Acme Defense Systems',
      tenantType: 'SAAS',
      // the tenant's TIME_ZONE setting (its default here): the web counts "today" in it
      timeZone: 'America/New_York',
      impersonating: null,
      roles: [{ name: 'CLIENT_EMPLOYEE' }],
    });
    expect(new Date(me.body.passwordExpiresAt).getTime()).toBeGreaterThan(Date.now() + 89 * 86400_000);
    const put = await u.put(`${API}/users/me`).send({ firstName: 'Erin', phone: '555-123-4567' }).expect(200);
    expect(put.body).toMatchObject({ firstName: 'Erin', phone: '555-123-4567' });
    await u.put(`${API}/users/me`).send({ email: 'other@acme.example' }).expect(400);
    await u.put(`${API}/users/me`).send({ email: 'other@acme.example', currentPassword: u.user.password }).expect(200);
    // the username is answer-only: sent back (or changed) it is ignored, never written
    expect((await u.put(`${API}/users/me`).send({ username: 'renamed' }).expect(200)).body.username).toBe(u.user.username);
    expect((await u.get(`${API}/users/me/is-team-member`).expect(200)).body).toBe(false);
  });
});
