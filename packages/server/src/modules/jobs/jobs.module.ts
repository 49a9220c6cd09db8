import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScheduledJob } from './scheduled-job.entity';
import { JobRun } from './job-run.entity';
import { JobRunsService } from './job-runs.service';
import { JobsDashboardController } from './jobs-dashboard.controller';
import { JobsController } from './jobs.controller';
import { PurgeJobArchivesJob } from './purge-job-archives.job';
import { RunExecutor } from './run-executor';
import { RunFiles } from './run-files';

/**
 * Runs of reports and maintenance tasks: recording (RunExecutor, used by every run handler), their
 * files (RunFiles), reading and downloading them (GET /jobs/…), the queue dashboard and the purge task.
 */
@Module({
  imports: [TypeOrmModule.forFeature([JobRun, ScheduledJob])],
  controllers: [JobsController, JobsDashboardController],
  providers: [RunFiles, RunExecutor, JobRunsService, PurgeJobArchivesJob],
  exports: [RunFiles, RunExecutor, JobRunsService],
})
export class JobsModule {}
