import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobsModule, ScheduledJob } from '../jobs';
import { ScheduledJobsController } from './scheduled-jobs.controller';
import { ScheduledJobsService } from './scheduled-jobs.service';
import { SchedulerMirror } from './scheduler-mirror';

/** System and tenant scheduled jobs, mirrored into BullMQ job schedulers (reconciled at worker start). */
@Module({
  imports: [TypeOrmModule.forFeature([ScheduledJob]), JobsModule],
  controllers: [ScheduledJobsController],
  providers: [ScheduledJobsService, SchedulerMirror],
  exports: [ScheduledJobsService, SchedulerMirror],
})
export class ScheduledJobsModule {}
