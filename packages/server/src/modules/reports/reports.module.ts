import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { JobsModule } from '../jobs';
import { ReportJob } from './report.job';
import { ReportRunner } from './report-runner';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/** The report catalogue (GET /reports), generation on request and the report job of the worker. */
@Module({
  imports: [JobsModule, IdentityModule],
  controllers: [ReportsController],
  providers: [ReportRunner, ReportsService, ReportJob],
  exports: [ReportRunner],
})
export class ReportsModule {}
