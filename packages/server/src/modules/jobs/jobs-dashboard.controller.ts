import { All, Controller, Next, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NextFunction, Request, Response } from 'express';
import { RequireSystemRole } from '../../core/access/decorators';
import { QueueService } from '../../core/queue/queue.service';

export const JOBS_DASHBOARD_PATH = '/api/v1/admin/queues';

type Handler = (req: Request, res: Response, next: NextFunction) => void;

/**
 * The queue dashboard (Bull Board) for super administrators, served through a Nest route so the global
 * access guard checks the SUPER_ADMIN role (of the provider's SYSTEM tenant) on every page, asset and API
 * call under the path: it shows every tenant's jobs, so SYSTEM_SCHEDULED_JOBS alone does not open it.
 * Mail jobs show only their encrypted payload. Read-only: jobs are retried by their back-off and re-run
 * through the product, not by hand.
 */
@ApiExcludeController()
@Controller('admin/queues')
export class JobsDashboardController {
  private router?: Handler;

  constructor(private readonly queues: QueueService) {}

  private board(): Handler {
    if (!this.router) {
      const adapter = new ExpressAdapter();
      adapter.setBasePath(JOBS_DASHBOARD_PATH);
      createBullBoard({
        queues: this.queues.all().map((q) => new BullMQAdapter(q, { readOnlyMode: true })),
        serverAdapter: adapter as never,
        options: { uiConfig: { boardTitle: 'Clearline jobs' } },
      });
      this.router = adapter.getRouter() as Handler;
    }
    return this.router;
  }

  @All(['', '{*path}'])
  @RequireSystemRole('SUPER_ADMIN')
  serve(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): void {
    // the board's router expects paths relative to its mount point
    req.url = req.originalUrl.slice(JOBS_DASHBOARD_PATH.length) || '/';
    this.board()(req, res, next);
  }
}
