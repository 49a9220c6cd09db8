import { Global, Module } from '@nestjs/common';
import { APP_FILTER, DiscoveryModule } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLog } from './audit/audit.entity';
import { AuditService } from './audit/audit.service';
import { AuditSubscriber } from './audit/audit.subscriber';
import { config } from './config/config';
import { SnakeNamingStrategy } from './database/naming';
import { DomainEventBus } from './events/domain-events';
import { TenantDb } from './database/tenant-db';
import { appUrl } from './database/urls';
import { ErrorsFilter } from './http/errors.filter';
import { TypeOrmLogger } from './logging/typeorm-logger';
import { QueueService, REDIS } from './queue/queue.service';
import { ReportCatalogue } from './reporting/report-catalogue';
import { createCommandRedis } from './queue/redis';
import { WorkerService } from './queue/worker.service';

/** How long a request waits for a PostgreSQL connection (connecting, or a free one from a full pool). */
export const DB_CONNECT_TIMEOUT_MS = 10_000;

/** Cross-cutting services every module uses: database, tenancy, access, audit, queues, errors. */
@Global()
@Module({
  imports: [
    DiscoveryModule,
    EventEmitterModule.forRoot(),
    TypeOrmModule.forRootAsync({
      useFactory: () => ({
        type: 'postgres',
        url: appUrl(config()),
        namingStrategy: new SnakeNamingStrategy(),
        autoLoadEntities: true,
        synchronize: false,
        migrationsRun: false,
        extra: {
          max: config().dbPoolSize,
          application_name: 'clearline',
          // a request never waits on PostgreSQL without end: a new connection (or a free one from a full pool)
          // within 10 s, a statement within 60 s; else the request answers 503 (see core/http/unavailable.ts)
          connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
          // the longest one SQL statement may run (PostgreSQL cancels it: SQLSTATE 57014); reports and exports lift it
          statement_timeout: config().dbStatementTimeoutMs,
          // a link that died without a reset is noticed by TCP keep-alive
          keepAlive: true,
        },
        logging: ['error'],
        // failed queries as JSON lines, without their parameters (a search term may be an SSN)
        logger: new TypeOrmLogger(),
      }),
    }),
    TypeOrmModule.forFeature([AuditLog]),
  ],
  providers: [
    { provide: REDIS, useFactory: () => createCommandRedis(config().redisUrl, 'clearline') },
    TenantDb,
    AuditService,
    AuditSubscriber,
    QueueService,
    WorkerService,
    ReportCatalogue,
    DomainEventBus,
    { provide: APP_FILTER, useClass: ErrorsFilter },
  ],
  exports: [REDIS, TenantDb, AuditService, QueueService, WorkerService, ReportCatalogue, DomainEventBus, TypeOrmModule],
})
export class CoreModule {}
