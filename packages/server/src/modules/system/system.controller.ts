import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type Redis from 'ioredis';
import { Public } from '../../core/access/decorators';
import { OwnTransactions } from '../../core/database/route-transactions';
import { TenantDb } from '../../core/database/tenant-db';
import { RateLimit } from '../rate-limit';
import { ApiDocument } from './api-document';
import { REDIS } from '../../core/queue/queue.service';
import { buildInfo } from './build-info';
import { HealthDto, SystemVitalsDto } from './system.dto';

/** How long /health waits for the database and Redis together before it calls the one that has not answered down. */
const PROBE_TIMEOUT_MS = 2000;

type ProbeState = 'up' | 'down';

/**
 * The state of each probe: 'up' when it answers within PROBE_TIMEOUT_MS, else 'down'. The probes run at once under
 * one deadline; the database's runs on the request's own connection (no second pool checkout). One promise and one
 * timer for all the probes: /health is called often, by load balancers and monitors.
 */
function probeAll(...probes: Promise<unknown>[]): Promise<ProbeState[]> {
  return new Promise((resolve) => {
    const states = probes.map((): ProbeState => 'down');
    let waiting = probes.length;
    // at the deadline, those that have not answered are down (a copy: a late answer changes nothing)
    const timer = setTimeout(() => resolve([...states]), PROBE_TIMEOUT_MS);
    const settle = (i: number, state: ProbeState): void => {
      states[i] = state;
      if (--waiting > 0) return;
      clearTimeout(timer);
      resolve(states);
    };
    probes.forEach(
      (p, i) =>
        void p.then(
          () => settle(i, 'up'),
          () => settle(i, 'down'),
        ),
    );
  });
}

@ApiTags('system')
@Controller()
export class SystemController {
  constructor(
    private readonly db: TenantDb,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly apiDocument: ApiDocument,
  ) {}

  @Get('health')
  @Public()
  @ApiOperation({ summary: 'Database and Redis state; 503 when either is down' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async health(@Res({ passthrough: true }) res: FastifyReply): Promise<HealthDto> {
    const [database, redis] = await probeAll(
      this.db.run((em) => em.query('SELECT 1')),
      this.redis.ping(),
    );
    const status = database === 'up' && redis === 'up' ? 'ok' : 'error';
    if (status !== 'ok') void res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status, database, redis };
  }

  @Get('system-vitals')
  @Public()
  @ApiOperation({ summary: 'Build date and build number of the running server' })
  @ApiOkResponse({ type: SystemVitalsDto })
  vitals(): SystemVitalsDto {
    return buildInfo();
  }

  @Get('docs/openapi.json')
  @Public()
  @RateLimit('PUBLIC')
  @OwnTransactions()
  @ApiOperation({
    summary: 'This OpenAPI document as JSON (also at /api/docs/openapi.json)',
    description: 'Built once per process. Answers an ETag; a client that sends it back in If-None-Match gets 304 without the document.',
  })
  @ApiProduces('application/json')
  @ApiOkResponse({ description: 'The OpenAPI 3 document', schema: { type: 'object', additionalProperties: true } })
  openapi(@Res({ passthrough: true }) res: FastifyReply): string {
    const { text, tag } = this.apiDocument.current();
    // the answer's ETag is this one (src/app.ts answers 304 to a client that holds it): the text is not hashed again
    void res.header('ETag', tag).header('Content-Type', 'application/json; charset=utf-8');
    return text;
  }
}
