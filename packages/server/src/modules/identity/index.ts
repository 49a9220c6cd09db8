/** What other modules and the app may use of this module; they import it only from here. */
export { ImpersonationStateDto, impersonationStateOf } from './auth/auth.dto';
export { LoginGate } from './auth/login-gate';
export { IdentityModule } from './identity.module';
export { registerTenantFacts, type TenantFacts } from './tenant-facts';
export { PasswordService } from './passwords/password.service';
export { identityReports } from './reports';
export { unknownRoleNames } from './roles/known-roles';
export { UserPermissions } from './roles/user-permissions';
export { impersonationAuditEvents } from './sessions/impersonation-audit';
export { SessionService } from './sessions/session.service';
export { type AccountHolders, hasAccountSql, registerAccountHolders } from './users/account-holders';
export { insertUserAsOwner } from './users/user.sql';
export { UsersService } from './users/users.service';
