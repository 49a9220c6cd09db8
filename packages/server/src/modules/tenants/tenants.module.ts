import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity';
import { JobsModule } from '../jobs';
import { TenantArchiveJob, TenantArchiveService } from './tenant-archive.service';
import { Tenant, TenantLogo } from './tenant.entity';
import { TenantsController } from './tenants.controller';
import { TenantsService } from './tenants.service';
import { TenantReports } from './reports';

/**
 * Tenants (spec 03 §2, §7): records, enable/disable, close-out, conversion, logos and the document
 * archive job. Exports TenantsService for anonymous reporting
 * (findByAnonymousHash) and impersonation (impersonationTarget[s]).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Tenant, TenantLogo]), IdentityModule, JobsModule],
  controllers: [TenantsController],
  providers: [TenantsService, TenantArchiveService, TenantArchiveJob, TenantReports],
  exports: [TenantsService],
})
export class TenantsModule {}
