import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { PersonnelModule } from '../personnel';
import { TenantsModule } from '../tenants';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';
import { ContractsEndingService } from './contracts-ending.service';

/** The index page's dashboards (security officer, person, provider). */
@Module({
  imports: [DiscoveryModule, PersonnelModule, TenantsModule],
  controllers: [DashboardController],
  providers: [DashboardService, ContractsEndingService],
})
export class DashboardModule {}
