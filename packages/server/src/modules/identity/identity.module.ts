import { Module } from '@nestjs/common';
import { IdentityReports } from './reports';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionResolver } from '../../core/access/session-resolver';
import { JobsModule } from '../jobs';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { DeviceService } from './auth/device.service';
import { LockoutService } from './auth/lockout.service';
import { OtpService } from './auth/otp.service';
import { IdentitySettings } from './identity-settings';
import { PasswordResetCodeJob } from './passwords/password-reset-code.job';
import { PasswordResetService } from './passwords/password-reset.service';
import { PasswordService } from './passwords/password.service';
import { RolePermission } from './roles/role-permission.entity';
import { Role } from './roles/role.entity';
import { RolesController } from './roles/roles.controller';
import { RolesService } from './roles/roles.service';
import { UserPermissions } from './roles/user-permissions';
import { RedisSessionResolver } from './sessions/redis-session.resolver';
import { SessionService } from './sessions/session.service';
import { SessionsController } from './sessions/sessions.controller';
import { MeController } from './users/me.controller';
import { UserAccountsController } from './users/user-accounts.controller';
import { UserAccountsJob } from './users/user-accounts.job';
import { UserAccountsService } from './users/user-accounts.service';
import { UserRole } from './users/user-role.entity';
import { AppUser } from './users/user.entity';
import { UsersController } from './users/users.controller';
import { UsersService } from './users/users.service';

/**
 * Sign-in, sessions, MFA, the password life cycle, users, roles and permissions. Provides the real
 * SessionResolver for the global AccessGuard, and exports SessionService (impersonation, ending a
 * user's sessions) and UserPermissions. CSRF: unsafe methods need `X-Requested-With: XMLHttpRequest`.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AppUser, UserRole, Role, RolePermission]), JobsModule],
  // MeController before UsersController: /users/me must not be taken for /users/:id
  controllers: [AuthController, SessionsController, MeController, UsersController, RolesController, UserAccountsController],
  providers: [
    IdentityReports,
    IdentitySettings,
    PasswordService,
    OtpService,
    DeviceService,
    SessionService,
    UserPermissions,
    LockoutService,
    AuthService,
    PasswordResetService,
    PasswordResetCodeJob,
    RolesService,
    UsersService,
    UserAccountsService,
    UserAccountsJob,
    RedisSessionResolver,
    { provide: SessionResolver, useExisting: RedisSessionResolver },
  ],
  exports: [SessionResolver, SessionService, UserPermissions, PasswordService, UsersService],
})
export class IdentityModule {}
