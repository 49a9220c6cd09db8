import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs';
import { OpenActionsModule } from '../open-actions';
import { RemindersJob } from './reminders.job';
import { RemindersService } from './reminders.service';

/** The daily reminders (maintenance task REMINDERS of a system scheduled job). */
@Module({
  imports: [JobsModule, OpenActionsModule],
  providers: [RemindersService, RemindersJob],
  exports: [RemindersService],
})
export class RemindersModule {}
