import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { TenantsModule } from '../tenants';
import { ImpersonationController } from './impersonation.controller';
import { ImpersonationService } from './impersonation.service';

/** POST /sessions/impersonate, /sessions/impersonate/create, /sessions/impersonation-switcher (spec 01 §7). */
@Module({
  imports: [IdentityModule, TenantsModule],
  controllers: [ImpersonationController],
  providers: [ImpersonationService],
})
export class ImpersonationModule {}
