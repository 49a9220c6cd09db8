import { Module } from '@nestjs/common';
import { PersonnelModule } from '../personnel';
import { TenantsModule } from '../tenants';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';
import { ContractsEndingService } from './contracts-ending.service';

/** The index page's dashboards (security officer, person, provider). */
@Module({
  imports: [PersonnelModule, TenantsModule],
  controllers: [DashboardController],
  providers: [DashboardService, ContractsEndingService],
})
export class DashboardModule {}
