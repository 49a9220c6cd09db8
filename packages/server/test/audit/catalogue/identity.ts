import { randomBytes } from 'node:crypto';
import { allModules, defaultRolePermissions } from '@clearline/shared';
import { createPerson } from '../../personnel/fixtures';
import { createUser } from '../../support/auth';
import { setTenantSetting } from '../../identity/helpers';
import { full, sessionAgent } from '../../tenancy/support';
import type { WalkContext } from '../../tenancy/walk';
import type { WriteEntry } from '../write-routes.catalogue';

const API = '/api/v1';
const rnd = () => randomBytes(4).toString('hex');

/** A password that passes the rules and is in no user's history. */
const newPassword = () => `Walk-${rnd()}-Pw9-${rnd()}`;

const usersAdmin = (ctx: WalkContext) => ctx.agent({ permissions: full('USERS') });
const rolesAdmin = (ctx: WalkContext) => ctx.agent({ permissions: full('ROLES_PERMISSIONS') });

/** Someone who may generate employee accounts: users and personnel, and every permission the Client Employee role grants. */
export const accountsAdmin = (ctx: WalkContext, tenantId?: string) =>
  ctx.agent({
    tenantId,
    permissions: {
      ...defaultRolePermissions(
        'CLIENT_EMPLOYEE',
        allModules().map((m) => m.name),
      ),
      ...full('USERS', 'PERSONNEL'),
    },
  });

/** A person of the tenant with a work e-mail no account uses yet. */
export async function personWithoutAccount(ctx: WalkContext, tenantId = ctx.tenantId): Promise<string> {
  const [f] = await ctx.sql<{ id: string }>(`INSERT INTO facility (tenant_id, facility_name) VALUES ($1, 'Walk Accounts') RETURNING id`, [
    tenantId,
  ]);
  const body = await createPerson(await accountsAdmin(ctx, tenantId), [f.id], {
    firstName: 'Acc',
    lastName: 'Walk',
    workEmail: `acc.${rnd()}@walk.example`,
  });
  return body.id as string;
}

/** A user of the walk's tenant to act on. */
const aUser = (ctx: WalkContext) => createUser(ctx.t, { tenantId: ctx.tenantId });

/** A tenant role without permissions (anyone may assign it). */
export async function tenantRole(ctx: WalkContext, tenantId: string): Promise<string> {
  const [role] = await ctx.sql<{ id: string }>(`INSERT INTO role (tenant_id, name, pretty_name) VALUES ($1, $2, $3) RETURNING id`, [
    tenantId,
    `WALK_${rnd().toUpperCase()}`,
    'Walk role',
  ]);
  return role.id;
}

/** Write-route samples of the identity domain (see write-routes.catalogue.ts for the contract). */
export const identityWriteRoutes: Record<string, WriteEntry> = {
  // ---------------------------------------------------------------- sign-in, sign-out, passwords
  'POST /api/v1/auth/login': {
    run: async (ctx) => {
      const tenantId = await ctx.newTenant();
      await setTenantSetting(ctx.t, tenantId, 'MFA', 'FALSE');
      const u = await createUser(ctx.t, { tenantId });
      return ctx.t.agent().post(`${API}/auth/login`).type('form').send({ username: u.username, password: u.password });
    },
    status: 200,
    audit: { eventType: 'LOGIN_SUCCESS' },
  },
  'POST /api/v1/auth/logout': {
    // a session of its own: the walk's cached agents must stay signed in
    run: async (ctx) => (await sessionAgent(ctx.t, { tenantId: ctx.tenantId, permissions: {} })).post(`${API}/auth/logout`),
    status: 204,
    audit: { eventType: 'LOGOUT' },
  },
  'POST /api/v1/auth/password-reset/send-otp': {
    run: async (ctx) =>
      ctx.t
        .agent()
        .post(`${API}/auth/password-reset/send-otp`)
        .send({ username: (await aUser(ctx)).username }),
    status: 202,
    audit: { eventType: 'ACTION', objectTable: 'app_user', action: 'PASSWORD_RESET_REQUESTED' },
  },
  'POST /api/v1/auth/password-reset/submit': {
    run: async (ctx) => {
      const u = await aUser(ctx);
      return ctx.t
        .agent()
        .post(`${API}/auth/password-reset/submit`)
        .send({ username: u.username, currentPassword: u.password, password: newPassword() });
    },
    status: 200,
    audit: { eventType: 'ACTION', objectTable: 'app_user', action: 'PASSWORD_CHANGED' },
  },

  // ---------------------------------------------------------------- users
  'POST /api/v1/users': {
    run: async (ctx) =>
      (await usersAdmin(ctx))
        .post(`${API}/users`)
        .send({ username: `walk_${rnd()}`, email: `walk_${rnd()}@test.example`, roleIds: [await tenantRole(ctx, ctx.tenantId)] }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'app_user' },
  },
  'PUT /api/v1/users/:id': {
    run: async (ctx) => (await usersAdmin(ctx)).put(`${API}/users/${(await aUser(ctx)).id}`).send({ firstName: 'Walker' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'app_user' },
  },
  'DELETE /api/v1/users/:id': {
    run: async (ctx) => (await usersAdmin(ctx)).delete(`${API}/users/${(await aUser(ctx)).id}`),
    status: 204,
    audit: { eventType: 'DELETE', objectTable: 'app_user', action: 'SOFT_DELETE' },
  },
  'PUT /api/v1/users/:id/:action': {
    run: async (ctx) => (await usersAdmin(ctx)).put(`${API}/users/${(await aUser(ctx)).id}/lock`),
    status: 200,
    audit: { eventType: 'ACTION', objectTable: 'app_user', action: 'USER_LOCK' },
  },
  'PUT /api/v1/users/:id/send-email': {
    run: async (ctx) => (await usersAdmin(ctx)).put(`${API}/users/${(await aUser(ctx)).id}/send-email`),
    status: 200,
    audit: { eventType: 'ACTION', objectTable: 'app_user', action: 'WELCOME_EMAIL' },
  },
  'PUT /api/v1/users/me': {
    run: async (ctx) => (await ctx.agent({ permissions: {} })).put(`${API}/users/me`).send({ phone: `555-${rnd()}` }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'app_user' },
  },

  // ---------------------------------------------------------------- generate user accounts (personnel list action)
  'POST /api/v1/personnel/generate-user-accounts': {
    run: async (ctx) =>
      (await accountsAdmin(ctx)).post(`${API}/personnel/generate-user-accounts`).send({ employeeIds: [await personWithoutAccount(ctx)] }),
    status: 201,
    audit: { eventType: 'ACTION', objectTable: 'personnel', action: 'USER_ACCOUNT_GENERATED' },
  },

  // ---------------------------------------------------------------- roles
  'POST /api/v1/roles': {
    run: async (ctx) => (await rolesAdmin(ctx)).post(`${API}/roles`).send({ name: `WALK_${rnd().toUpperCase()}`, prettyName: 'Walk role' }),
    status: 201,
    audit: { eventType: 'CREATE', objectTable: 'role' },
  },
  'PUT /api/v1/roles/:id': {
    run: async (ctx) => (await rolesAdmin(ctx)).put(`${API}/roles/${await tenantRole(ctx, ctx.tenantId)}`).send({ prettyName: 'Renamed' }),
    status: 200,
    audit: { eventType: 'UPDATE', objectTable: 'role' },
  },
  'PUT /api/v1/roles/permissions': {
    run: async (ctx) =>
      (await rolesAdmin(ctx))
        .put(`${API}/roles/permissions`)
        .send({ roleId: await tenantRole(ctx, ctx.tenantId), permissions: [{ module: 'ROLES_PERMISSIONS', canView: true }] }),
    status: 200,
    audit: { eventType: 'PERMISSION_CHANGE', objectTable: 'role' },
  },
};
