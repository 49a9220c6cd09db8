/** What other modules and the app may use of this module; they import it only from here. */
export { JobRun } from './job-run.entity';
export { JOB_RUN_LIST, JobRunsService, runFileAnswer, toRunDto } from './job-runs.service';
export { JobRunDto } from './jobs.dto';
export { JobsModule } from './jobs.module';
export { failQueuedRun, type QueuedTask, recordQueuedTask } from './queued-runs';
export { RunExecutor } from './run-executor';
export { runIdFor, scheduledJobIdOf, schedulerIdOf } from './run-ids';
export { ScheduledJob } from './scheduled-job.entity';
