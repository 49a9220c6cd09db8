import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { PermissionType } from '@clearline/shared';

export const ACCESS_KEY = 'clearline:access';

export type AccessRule =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'permission'; required: Array<[string, PermissionType]> }
  /** at least one of the listed module/type pairs (e.g. TENANT_MANAGEMENT or MSS_TENANT_MANAGEMENT) */
  | { kind: 'any-permission'; options: Array<[string, PermissionType]> };

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
export function RequirePermissions(...required: Array<[string, PermissionType]>): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ACCESS_KEY, { kind: 'permission', required } satisfies AccessRule),
    ApiExtension('x-permission', required.map(([m, t]) => `${m}:${t}`).join(' AND ')),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ApiForbiddenResponse({ description: `Needs ${required.map(([m, t]) => `${t} on ${m}`).join(' and ')}` }),
  );
}

/** The route needs at least one of the listed module/type pairs; the service narrows what each one may see. */
export function RequireAnyPermission(...options: Array<[string, PermissionType]>): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ACCESS_KEY, { kind: 'any-permission', options } satisfies AccessRule),
    ApiExtension('x-permission', options.map(([m, t]) => `${m}:${t}`).join(' OR ')),
    ApiCookieAuth(),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ApiForbiddenResponse({ description: `Needs ${options.map(([m, t]) => `${t} on ${m}`).join(' or ')}` }),
  );
}

/** The module/type pairs a rule names (all of them for `permission`, the alternatives for `any-permission`). */
export function ruleModules(rule: AccessRule | undefined): Array<[string, PermissionType]> {
  if (rule?.kind === 'permission') return rule.required;
  if (rule?.kind === 'any-permission') return rule.options;
  return [];
}

export const RequirePermission = (module: string, type: PermissionType): MethodDecorator & ClassDecorator =>
  RequirePermissions([module, type]);

export function describeRule(rule: AccessRule | undefined): string {
  if (!rule) return 'UNDECLARED';
  if (rule.kind === 'public') return 'PUBLIC';
  if (rule.kind === 'signed-in') return 'SIGNED_IN';
  if (rule.kind === 'any-permission') return rule.options.map(([m, t]) => `${m}:${t}`).join(' OR ');
  return rule.required.map(([m, t]) => `${m}:${t}`).join(' AND ');
}
