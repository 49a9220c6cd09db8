import { Module } from '@nestjs/common';
import { IncidentsModule } from '../incidents';
import { PersonnelModule } from '../personnel';
import { TenantsModule } from '../tenants';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';
import { ContractsEndingService } from './contracts-ending.service';

/** The index page's dashboards (security officer, person, provider). */
@Module({
  imports: [PersonnelModule, TenantsModule, IncidentsModule],
  controllers: [DashboardController],
  providers: [DashboardService, ContractsEndingService],
})
export class DashboardModule {}
