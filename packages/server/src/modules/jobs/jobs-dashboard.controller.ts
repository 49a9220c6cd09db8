import { All, Controller, HttpStatus, type OnModuleDestroy, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { RequireSystemRole } from '../../core/access/decorators';
import { QueueService } from '../../core/queue/queue.service';

export const JOBS_DASHBOARD_PATH = '/api/v1/admin/queues';

/**
 * The queue dashboard (Bull Board) for super administrators, served through a Nest route so the global
 * access guard checks the SUPER_ADMIN role (of the provider's SYSTEM tenant) on every page, asset and API
 * call under the path: it shows every tenant's jobs, so SYSTEM_SCHEDULED_JOBS alone does not open it.
 * The board runs in a fastify instance of its own that is never exposed: the route hands it each request
 * that passed the guard. Mail jobs show only their encrypted payload. Read-only: jobs are retried by their
 * back-off and re-run through the product, not by hand.
 */
@ApiExcludeController()
@Controller('admin/queues')
export class JobsDashboardController implements OnModuleDestroy {
  private board?: Promise<FastifyInstance>;

  constructor(private readonly queues: QueueService) {}

  private instance(): Promise<FastifyInstance> {
    this.board ??= (async () => {
      const adapter = new FastifyAdapter();
      adapter.setBasePath(JOBS_DASHBOARD_PATH);
      createBullBoard({
        queues: this.queues.all().map((q) => new BullMQAdapter(q, { readOnlyMode: true })),
        // @bull-board/api and the adapter's own copy of it are two builds of one version line
        serverAdapter: adapter as never,
        options: { uiConfig: { boardTitle: 'Clearline jobs' } },
      });
      const board = fastify();
      await board.register(adapter.registerPlugin(), { prefix: JOBS_DASHBOARD_PATH });
      await board.ready();
      return board;
    })();
    return this.board;
  }

  async onModuleDestroy(): Promise<void> {
    await (await this.board)?.close();
  }

  @All(['', '*'])
  @RequireSystemRole('SUPER_ADMIN')
  async serve(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    // a body was read already and cannot be handed on; the read-only board changes nothing anyway
    if (req.body !== undefined) {
      void reply.status(HttpStatus.METHOD_NOT_ALLOWED).send({
        statusCode: HttpStatus.METHOD_NOT_ALLOWED,
        error: 'Method Not Allowed',
        message: 'The queue dashboard is read-only.',
      });
      return;
    }
    const board = await this.instance();
    reply.hijack();
    board.routing(req.raw, reply.raw);
  }
}
