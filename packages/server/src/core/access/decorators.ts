import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { ModuleName, PermissionType, RoleName } from '@clearline/shared';

export const ACCESS_KEY = 'clearline:access';

export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'permission'; required: Array<[string, PermissionType]> }
  /** at least one of the listed module/type pairs (e.g. TENANT_MANAGEMENT or MSS_TENANT_MANAGEMENT) */
  | { kind: 'any-permission'; options: Array<[string, PermissionType]> }
  /** one of the listed system roles, held by an account of the provider's SYSTEM tenant (no module permission suffices) */
  | { kind: 'system-role'; roles: RoleName[] };

/** Anyone may call this route, signed in or not. */
export const Public = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies AccessRule), ApiExtension('x-permission', 'PUBLIC'));

/** Any signed-in user may call this route (their own account, their own session). */
export const SignedIn = (): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(ACCESS_KEY, { kind: 'signed-in' } satisfies AccessRule),
    ApiExtension('x-permission', 'SIGNED_IN'),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
  );

/** The route needs every listed module/type pair. */
export function RequirePermissions(...required: Array<[ModuleName, PermissionType]>): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ACCESS_KEY, { kind: 'permission', required } satisfies AccessRule),
    ApiExtension('x-permission', required.map(([m, t]) => `${m}:${t}`).join(' AND ')),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ApiForbiddenResponse({ description: `Needs ${required.map(([m, t]) => `${t} on ${m}`).join(' and ')}` }),
  );
}

/** The route needs at least one of the listed module/type pairs; the service narrows what each one may see. */
export function RequireAnyPermission(...options: Array<[ModuleName, PermissionType]>): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ACCESS_KEY, { kind: 'any-permission', options } satisfies AccessRule),
    ApiExtension('x-permission', options.map(([m, t]) => `${m}:${t}`).join(' OR ')),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ApiForbiddenResponse({ description: `Needs ${options.map(([m, t]) => `${t} on ${m}`).join(' or ')}` }),
  );
}

/**
 * The route needs one of the listed system roles (e.g. SUPER_ADMIN), held by a user whose account belongs to
 * the provider's SYSTEM tenant; no module permission opens it. For provider-wide tools outside the
 * permission catalogue, such as the queue dashboard. System role names cannot be taken by tenant roles.
 */
export function RequireSystemRole(...roles: RoleName[]): MethodDecorator & ClassDecorator {
  if (!roles.length) throw new Error('RequireSystemRole needs at least one role');
  return applyDecorators(
    SetMetadata(ACCESS_KEY, { kind: 'system-role', roles } satisfies AccessRule),
    ApiExtension('x-permission', roles.map((r) => `SYSTEM_ROLE:${r}`).join(' OR ')),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ApiForbiddenResponse({ description: `Needs the system role ${roles.join(' or ')}` }),
  );
}

/** The module/type pairs a rule names (all of them for `permission`, the alternatives for `any-permission`). */
export function ruleModules(rule: AccessRule | undefined): Array<[string, PermissionType]> {
  if (rule?.kind === 'permission') return rule.required;
  if (rule?.kind === 'any-permission') return rule.options;
  return [];
}

export const RequirePermission = (module: ModuleName, type: PermissionType): MethodDecorator & ClassDecorator =>
  RequirePermissions([module, type]);

export function describeRule(rule: AccessRule | undefined): string {
  if (!rule) return 'UNDECLARED';
  if (rule.kind === 'public') return 'PUBLIC';
  if (rule.kind === 'signed-in') return 'SIGNED_IN';
  if (rule.kind === 'any-permission') return rule.options.map(([m, t]) => `${m}:${t}`).join(' OR ');
  if (rule.kind === 'system-role') return rule.roles.map((r) => `SYSTEM_ROLE:${r}`).join(' OR ');
  return rule.required.map(([m, t]) => `${m}:${t}`).join(' AND ');
}

export const ALLOW_WHILE_READ_ONLY_KEY = 'clearline:allowWhileReadOnly';
/** The extension that tells the OpenAPI completion a write stays open while impersonating read-only (it documents no 403 for it). */
export const ALLOW_WHILE_READ_ONLY_EXTENSION = 'x-allow-while-read-only';

/**
 * The route stays open to an unsafe method (POST, PUT, PATCH, DELETE) while its caller impersonates a
 * tenant read-only; the guard refuses every other one then (public routes, which anyone may call, aside).
 * Only for calls that change nothing in the impersonated tenant: ending or switching the impersonation,
 * the user's own account (changed in their home tenant), and reads that must be POSTed (report
 * generation, audit export). The route's own access rule still applies.
 */
export const AllowWhileReadOnly = (): MethodDecorator =>
  applyDecorators(SetMetadata(ALLOW_WHILE_READ_ONLY_KEY, true), ApiExtension(ALLOW_WHILE_READ_ONLY_EXTENSION, true));
