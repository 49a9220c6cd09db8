import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type Redis from 'ioredis';
import { Public } from '../../core/access/decorators';
import { TenantDb } from '../../core/database/tenant-db';
import { REDIS } from '../../core/queue/queue.service';
import { buildInfo } from './build-info';
import { HealthDto, SystemVitalsDto } from './system.dto';

/** 'up' when `fn` answers within 2 seconds. Runs on the request's own connection (no second pool checkout). */
async function probe(fn: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([fn(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), 2000)))]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

@ApiTags('system')
@Controller()
export class SystemController {
  constructor(
    private readonly db: TenantDb,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get('health')
  @Public()
  @ApiOperation({ summary: 'Database and Redis state; 503 when either is down' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async health(@Res({ passthrough: true }) res: FastifyReply): Promise<HealthDto> {
    const [database, redis] = await Promise.all([probe(() => this.db.run((em) => em.query('SELECT 1'))), probe(() => this.redis.ping())]);
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
}
