import type { EntityManager } from 'typeorm';

/** What sign-in and a user's own account need to know of the user's tenant. */
export interface TenantFacts {
  name: string;
  tenantType: string;
  /** whether its users may sign in */
  state: 'ACTIVE' | 'DISABLED' | 'CLOSED_OUT';
}

/** Reads a tenant's facts in the caller's transaction (undefined: there is no such tenant). */
export type TenantFactsReader = (em: EntityManager, tenantId: string) => Promise<TenantFacts | undefined>;

let reader: TenantFactsReader | undefined;

/** The tenants module, which owns the tenants, registers as it loads how their facts are read. */
export function registerTenantFacts(read: TenantFactsReader): void {
  reader = read;
}

export function tenantFacts(em: EntityManager, tenantId: string): Promise<TenantFacts | undefined> {
  if (!reader) throw new Error('No module registered how the facts of a tenant are read');
  return reader(em, tenantId);
}
