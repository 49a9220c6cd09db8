import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { JobHandler, type JobRunner } from '../../../core/queue/job-handler';
import { openResetCodePayload, PasswordResetService, RESET_CODE_JOB, type ResetCodeJobPayload } from './password-reset.service';

declare module '../../../core/queue/queues' {
  interface JobPayloads {
    /** a password-reset code to deliver, the user name sealed */
    'identity.password-reset-code': SealedPayload;
  }
}

/** Runs the account look-up and e-mail of "forgot password" outside the request (PasswordResetService.deliverCode). */
@Injectable()
@JobHandler(RESET_CODE_JOB, 'mail')
export class PasswordResetCodeJob implements JobRunner<ResetCodeJobPayload, void> {
  constructor(private readonly resets: PasswordResetService) {}

  run(job: Job<ResetCodeJobPayload>): Promise<void> {
    return this.resets.deliverCode(openResetCodePayload(job.data));
  }
}
