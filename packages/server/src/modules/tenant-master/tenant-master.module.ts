import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CostCenterController, TenantPocController } from './tenant-master.controller';
import { CostCenter, TenantPoc } from './tenant-master.entity';
import { TenantMasterService } from './tenant-master.service';

/** Tenant master data's cost centers and points of contact (module TENANT_MASTER); My Portal reads the POCs. */
@Module({
  imports: [TypeOrmModule.forFeature([CostCenter, TenantPoc])],
  controllers: [CostCenterController, TenantPocController],
  providers: [TenantMasterService],
})
export class TenantMasterModule {}
