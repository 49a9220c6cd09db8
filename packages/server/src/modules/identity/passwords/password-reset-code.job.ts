import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { JobHandler, type JobRunner } from '../../../core/queue/job-handler';
import { openResetCodePayload, PasswordResetService, RESET_CODE_JOB, type ResetCodeJobPayload } from './password-reset.service';

/** Runs the account look-up and e-mail of "forgot password" outside the request (PasswordResetService.deliverCode). */
@Injectable()
@JobHandler(RESET_CODE_JOB)
export class PasswordResetCodeJob implements JobRunner<ResetCodeJobPayload, void> {
  constructor(private readonly resets: PasswordResetService) {}

  run(job: Job<ResetCodeJobPayload>): Promise<void> {
    return this.resets.deliverCode(openResetCodePayload(job.data));
  }
}
