import type { AuditEvent } from '../../../core/audit/audit.service';
import type { Impersonation } from './session.service';

/** Who impersonates: the provider user and their own (home) tenant. */
export interface Impersonator {
  id: string;
  username: string;
  homeTenantId: string;
}

/**
 * The audit rows of an impersonation starting or ending: one in the impersonated tenant's log and one in
 * the impersonator's own, both naming both identities and both tenants. Used by the switcher, by sign-out
 * and by the session resolver when the impersonated tenant stops being active (`extra` adds e.g. a reason).
 */
export function impersonationAuditEvents(
  eventType: 'IMPERSONATION_START' | 'IMPERSONATION_END',
  who: Impersonator,
  state: Impersonation,
  extra: Record<string, unknown> = {},
): AuditEvent[] {
  const details = {
    impersonator: who.username,
    impersonatorUserId: who.id,
    impersonatorTenantId: who.homeTenantId,
    impersonatedTenantId: state.tenantId,
    impersonatedTenantName: state.tenantName,
    readOnly: state.readOnly === true,
    startedAt: state.startedAt ?? null,
    ...extra,
  };
  return [state.tenantId, who.homeTenantId].map((tenantId) => ({
    eventType,
    action: eventType === 'IMPERSONATION_START' ? 'START' : 'END',
    objectTable: 'tenant',
    objectId: state.tenantId,
    tenantId,
    userId: who.id,
    username: who.username,
    impersonator: who.username,
    details,
  }));
}
