import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { type PermissionFlags, type PermissionType } from '@clearline/shared';
import { type AuthUser, RequestContext, type RequestContextData } from '../context/request-context';
import { AccessGuard, NOT_SIGNED_IN } from './access.guard';
import type { AccessRule } from './decorators';
import { ImpersonationEndedError, SessionResolver } from './session-resolver';

const HOME = '00000000-0000-4000-8000-000000000001';
const TARGET = '00000000-0000-4000-8000-000000000002';
const MY_PORTAL_REFUSED = 'My Portal is not available while impersonating a tenant.';
const READ_ONLY_REFUSED = 'You are impersonating Acme Client read-only. Use "Impersonate and create" to make changes.';

const ALL: PermissionFlags = { canView: true, ui: true, canCreate: true, canUpdate: true, canDelete: true };
const granted = Object.fromEntries(
  ['SELF_SERVICE', 'REPORT_FOREIGN_CONTACT', 'REPORT_THREAT', 'SEND_ENCRYPTED_MESSAGE', 'USERS'].map((m) => [m, ALL]),
);

function user(impersonating?: AuthUser['impersonating']): AuthUser {
  return {
    id: 'u1',
    username: 'staff',
    homeTenantId: HOME,
    homeTenantType: 'SYSTEM',
    roles: [],
    permissions: granted,
    sessionId: 's1',
    impersonating,
  };
}
const impersonating = (readOnly = false) => user({ tenantId: TARGET, tenantName: 'Acme Client', readOnly });

class FixedResolver extends SessionResolver {
  constructor(private readonly answer: () => Promise<AuthUser | undefined>) {
    super();
  }
  resolve(): Promise<AuthUser | undefined> {
    return this.answer();
  }
}

/** Runs the real guard for one route rule and one resolved user; returns the outcome and the request context. */
async function check(
  rule: AccessRule | undefined,
  who: AuthUser | undefined | (() => Promise<AuthUser | undefined>),
): Promise<{ result: boolean | Error; ctx: RequestContextData }> {
  const reflector = { getAllAndOverride: () => rule } as unknown as Reflector;
  const resolver = new FixedResolver(typeof who === 'function' ? who : async () => who);
  const guard = new AccessGuard(reflector, resolver);
  const context = {
    getHandler: () => check,
    getClass: () => AccessGuard,
    switchToHttp: () => ({ getRequest: () => ({}) as FastifyRequest }),
  } as unknown as ExecutionContext;
  const ctx: RequestContextData = { requestId: 'r1' };
  const result = await RequestContext.run(ctx, () => guard.canActivate(context).catch((e: Error) => e));
  return { result, ctx };
}

const needs = (...required: Array<[string, PermissionType]>): AccessRule => ({ kind: 'permission', required });
const anyOf = (...options: Array<[string, PermissionType]>): AccessRule => ({ kind: 'any-permission', options });

function expectRefused(result: boolean | Error, message: string): void {
  expect(result).toBeInstanceOf(ForbiddenException);
  expect((result as ForbiddenException).getStatus()).toBe(403);
  expect((result as Error).message).toBe(message);
}

describe('AccessGuard while impersonating', () => {
  it('refuses SELF_SERVICE and creation-module routes to an impersonating user who holds the permission', async () => {
    for (const rule of [
      needs(['SELF_SERVICE', 'VIEW']),
      needs(['REPORT_FOREIGN_CONTACT', 'CREATE']),
      needs(['SEND_ENCRYPTED_MESSAGE', 'CREATE']),
      needs(['USERS', 'VIEW'], ['SELF_SERVICE', 'VIEW']),
    ]) {
      expectRefused((await check(rule, impersonating())).result, MY_PORTAL_REFUSED);
    }
  });

  it('refuses an any-permission route when every alternative the user holds is a My Portal module', async () => {
    expectRefused((await check(anyOf(['SELF_SERVICE', 'VIEW'], ['REPORT_THREAT', 'VIEW']), impersonating())).result, MY_PORTAL_REFUSED);
    // an alternative outside My Portal still opens it
    expect((await check(anyOf(['SELF_SERVICE', 'VIEW'], ['USERS', 'VIEW']), impersonating())).result).toBe(true);
  });

  it('refuses writes while impersonating read-only, and allows reads', async () => {
    expectRefused((await check(needs(['USERS', 'UPDATE']), impersonating(true))).result, READ_ONLY_REFUSED);
    expectRefused((await check(anyOf(['USERS', 'VIEW'], ['USERS', 'CREATE']), impersonating(true))).result, READ_ONLY_REFUSED);
    expect((await check(needs(['USERS', 'VIEW']), impersonating(true))).result).toBe(true);
    // the create variant may write
    expect((await check(needs(['USERS', 'UPDATE']), impersonating(false))).result).toBe(true);
  });

  it('acts in the impersonated tenant, and lets a user who is not impersonating use My Portal at home', async () => {
    const inside = await check(needs(['USERS', 'VIEW']), impersonating());
    expect(inside).toMatchObject({ result: true, ctx: { tenantId: TARGET } });
    for (const rule of [
      needs(['SELF_SERVICE', 'VIEW']),
      needs(['REPORT_FOREIGN_CONTACT', 'CREATE']),
      anyOf(['SELF_SERVICE', 'VIEW'], ['REPORT_THREAT', 'VIEW']),
    ]) {
      const home = await check(rule, user());
      expect(home).toMatchObject({ result: true, ctx: { tenantId: HOME, user: { id: 'u1' } } });
    }
  });

  it('answers the 403 of an impersonation that had to end, except on public routes, which continue at home', async () => {
    const ended = async (): Promise<AuthUser> => {
      throw new ImpersonationEndedError('Impersonation ended: gone', user());
    };
    expectRefused((await check(needs(['USERS', 'VIEW']), ended)).result, 'Impersonation ended: gone');
    expectRefused((await check({ kind: 'signed-in' }, ended)).result, 'Impersonation ended: gone');
    const pub = await check({ kind: 'public' }, ended);
    expect(pub).toMatchObject({ result: true, ctx: { tenantId: HOME, user: { id: 'u1' } } });
    expect(pub.ctx.user?.impersonating).toBeUndefined();
  });

  it('still denies undeclared routes and anonymous callers, and names a missing permission', async () => {
    expectRefused((await check(undefined, user())).result, 'This route declares no permission and is refused.');
    const anonymous = (await check(needs(['USERS', 'VIEW']), undefined)).result;
    expect(anonymous).toBeInstanceOf(UnauthorizedException);
    expect((anonymous as Error).message).toBe(NOT_SIGNED_IN);
    expectRefused((await check(needs(['TEAMS', 'VIEW']), user())).result, 'You do not have the VIEW permission on TEAMS.');
  });
});

describe('AccessGuard on a system-role route', () => {
  const superAdminOnly: AccessRule = { kind: 'system-role', roles: ['SUPER_ADMIN'] };
  const withRoles = (roles: string[], homeTenantType = 'SYSTEM'): AuthUser => ({ ...user(), roles, homeTenantType });

  it('opens to a SUPER_ADMIN of the SYSTEM tenant, also while impersonating', async () => {
    expect((await check(superAdminOnly, withRoles(['SUPER_ADMIN']))).result).toBe(true);
    expect((await check(superAdminOnly, { ...withRoles(['SUPER_ADMIN']), impersonating: impersonating().impersonating })).result).toBe(
      true,
    );
  });

  it('refuses a user who holds every permission but not the role, and the role outside the SYSTEM tenant', async () => {
    const allModules: AuthUser = { ...withRoles(['MSS_ADMIN']), permissions: { ...granted, SYSTEM_SCHEDULED_JOBS: ALL } };
    expectRefused((await check(superAdminOnly, allModules)).result, 'You need the system role SUPER_ADMIN.');
    expectRefused((await check(superAdminOnly, withRoles(['SUPER_ADMIN'], 'SAAS'))).result, 'You need the system role SUPER_ADMIN.');
  });

  it('answers 401 to an anonymous caller', async () => {
    const anonymous = (await check(superAdminOnly, undefined)).result;
    expect(anonymous).toBeInstanceOf(UnauthorizedException);
  });
});
