import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module';
import { JobsModule } from '../jobs/jobs.module';
import { TenantArchiveJob, TenantArchiveService } from './tenant-archive.service';
import { Tenant, TenantLogo } from './tenant.entity';
import { TenantsController } from './tenants.controller';
import { TenantsService } from './tenants.service';

/**
 * Tenants (spec 03 §2, §7): records, enable/disable, close-out, conversion, logos and the document
 * archive job. Exports TenantsService for anonymous reporting
 * (findByAnonymousHash) and impersonation (impersonationTarget[s]).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Tenant, TenantLogo]), IdentityModule, JobsModule],
  controllers: [TenantsController],
  providers: [TenantsService, TenantArchiveService, TenantArchiveJob],
  exports: [TenantsService],
})
export class TenantsModule {}
