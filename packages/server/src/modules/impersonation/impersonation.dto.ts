import { IsNotEmpty, IsUUID } from 'class-validator';

/** Form (or JSON) body of POST /sessions/impersonate and /sessions/impersonate/create. */
export class ImpersonateDto {
  /** the tenant to act inside */
  @IsNotEmpty({ message: 'Tenant is required' })
  @IsUUID('all', { message: 'Tenant is not valid' })
  tenantId: string;
}

/** The impersonation state of the session after the call (null: acting in the own organization). */
export class ImpersonationStateDto {
  tenantId: string;
  tenantName: string;
  /** true for MSS_IMPERSONATE without the create variant: nothing can be changed inside the tenant */
  readOnly: boolean;
  startedAt: string;
}

export class ImpersonationTargetDto {
  id: string;
  name: string;
  tenantType: string;
}
