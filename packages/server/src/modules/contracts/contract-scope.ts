import { contractScopeOf, type PmPortalScope } from '@clearline/shared';
import type { EntityManager } from 'typeorm';
import { type AuthUser, RequestContext } from '../../core/context/request-context';
import { recordNotFound, type TenantDb } from '../../core/database/tenant-db';
import { Contract } from './contract.entity';

/**
 * Whose contracts the caller sees (contractScopeOf of @clearline/shared): the security office (CONTRACTS update) and
 * provider staff acting inside the tenant see every contract of the tenant; anyone else, a program manager, sees the
 * contracts whose program manager is their own personnel record. Another contract answers 404 like another tenant's.
 * Work without a signed-in user (jobs) sees every contract of its tenant.
 */
export interface ContractVisibility {
  scope: PmPortalScope;
  /** the statement values the conditions below name: [every contract of the tenant, the caller's user id] */
  values: [boolean, string | null];
}

/** The caller's contract scope, from the request's user. */
export function contractVisibility(user: AuthUser | undefined = RequestContext.current()?.user): ContractVisibility {
  const scope = user ? contractScopeOf(user.permissions, !!user.impersonating) : 'ALL';
  return { scope, values: [scope === 'ALL', user?.id ?? null] };
}

/**
 * SQL: the caller sees the contract of alias `k`; `all` and `userId` are the placeholders of the visibility's values
 * (a boolean and the caller's user id).
 */
export const visibleContractSql = (k: string, all: string, userId: string): string =>
  `(${all}::boolean OR ${k}.program_manager_id IN (SELECT me.id FROM personnel me WHERE me.tenant_id = ${k}.tenant_id AND me.user_id = ${userId}::uuid))`;

/** Whether the caller sees the contract `contractId` (of the transaction's tenant; false for an unknown id). */
export async function seesContract(em: EntityManager, contractId: string, user?: AuthUser): Promise<boolean> {
  const v = contractVisibility(user);
  const rows = await em.query<unknown[]>(`SELECT 1 FROM contract k WHERE k.id = $1 AND ${visibleContractSql('k', '$2', '$3')}`, [
    contractId,
    ...v.values,
  ]);
  return rows.length > 0;
}

/** The contract, 404 when it is not one of the tenant's or not one the caller sees. */
export async function visibleContractOr404(db: TenantDb, id: string): Promise<Contract> {
  const c = await db.findOr404(Contract, id, 'Contract');
  if (contractVisibility().scope === 'MINE' && !(await seesContract(db.em(), c.id))) throw recordNotFound('Contract', id);
  return c;
}

/**
 * SQL: the status the contract of alias `k` shows on `today` (a date expression), CONTRACT_EFFECTIVE_STATUS: an ACTIVE
 * contract whose period of performance starts after today has not started.
 */
export const contractEffectiveStatusSql = (k: string, today: string): string =>
  `(CASE WHEN ${k}.status = 'ACTIVE' AND ${k}.pop_start_date > ${today}::date THEN 'NOT_STARTED' ELSE ${k}.status END)`;
