/** Marks entity properties whose values never appear in audit rows (e.g. SSN, password hashes). */
const SENSITIVE = new Map<Function, Set<string>>();
/** Entities that are not audited row by row (e.g. the audit log itself, caches). */
const UNAUDITED = new Set<Function>();

export function Sensitive(): PropertyDecorator {
  return (target, key) => {
    const ctor = target.constructor;
    if (!SENSITIVE.has(ctor)) SENSITIVE.set(ctor, new Set());
    SENSITIVE.get(ctor)!.add(String(key));
  };
}

export function NotAudited(): ClassDecorator {
  return (target) => {
    UNAUDITED.add(target);
  };
}

export function isSensitive(ctor: Function, key: string): boolean {
  for (let c: Function | null = ctor; c && c !== Object; c = Object.getPrototypeOf(c)) {
    if (SENSITIVE.get(c)?.has(key)) return true;
  }
  return false;
}

export const isAudited = (ctor: Function): boolean => !UNAUDITED.has(ctor);

export const REDACTED = '[REDACTED]';

/** Which property of an entity names the tenant its audit rows belong to (default `tenantId`). */
const TENANT_KEY = new Map<Function, string>();

/** e.g. `@AuditTenantFrom('id')` on Tenant: changes to a tenant appear in that tenant's own audit log. */
export function AuditTenantFrom(property: string): ClassDecorator {
  return (target) => {
    TENANT_KEY.set(target, property);
  };
}

export function auditTenantKey(ctor: Function): string {
  for (let c: Function | null = ctor; c && c !== Object; c = Object.getPrototypeOf(c)) {
    const k = TENANT_KEY.get(c);
    if (k) return k;
  }
  return 'tenantId';
}
