import { TENANT_TYPES } from '@clearline/shared';
import { EnumOf, UuidField } from '../../core/http/fields';

/** Form (or JSON) body of POST /sessions/impersonate and /sessions/impersonate/create. */
export class ImpersonateDto {
  /** the tenant to act inside */
  @UuidField({
    label: 'Tenant',
    references: { notTenantScoped: 'a tenant to act inside: ImpersonationService checks the caller may impersonate it' },
    required: true,
  })
  tenantId: string;
}

/** The impersonation state of the session after the call (null: acting in the own organization). */
export { ImpersonationStateDto } from '../identity';

export class ImpersonationTargetDto {
  id: string;
  name: string;
  @EnumOf(TENANT_TYPES)
  tenantType: string;
}
