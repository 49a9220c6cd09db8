import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobsModule } from '../jobs';
import { OpenActionsModule } from '../open-actions';
import { RemindersJob } from './reminders.job';
import { RemindersService } from './reminders.service';

/** The daily reminders (maintenance task REMINDERS of a system scheduled job). */
@Module({
  imports: [DiscoveryModule, JobsModule, OpenActionsModule],
  providers: [RemindersService, RemindersJob],
  exports: [RemindersService],
})
export class RemindersModule {}
