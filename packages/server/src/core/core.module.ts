import { Global, Module } from '@nestjs/common';
import { APP_FILTER, DiscoveryModule } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditLog } from './audit/audit.entity';
import { AuditService } from './audit/audit.service';
import { AuditSubscriber } from './audit/audit.subscriber';
import { config } from './config/config';
import { SnakeNamingStrategy } from './database/naming';
import { DomainEventBus } from './events/domain-events';
import { TenantDb } from './database/tenant-db';
import { SYSTEM_DATA_SOURCE } from './database/system-data-source';
import { appUrl, systemUrl } from './database/urls';
import { ErrorsFilter } from './http/errors.filter';
import { TypeOrmLogger } from './logging/typeorm-logger';
import { QueueService, REDIS } from './queue/queue.service';
import { ReportCatalogue } from './reporting/report-catalogue';
import { createCommandRedis } from './queue/redis';
import { WorkerService } from './queue/worker.service';

/** How long a request waits for a PostgreSQL connection (connecting, or a free one from a full pool). */
export const DB_CONNECT_TIMEOUT_MS = 10_000;

/** The options of one pool: the application's and the system scope's differ only in their role, size and name. */
function poolOptions(url: string, max: number, applicationName: string) {
  return {
    type: 'postgres' as const,
    url,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    extra: {
      max,
      application_name: applicationName,
      // a request never waits on PostgreSQL without end: a new connection (or a free one from a full pool)
      // within 10 s, a statement within 60 s; else the request answers 503 (see core/http/unavailable.ts)
      connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
      // the longest one SQL statement may run (PostgreSQL cancels it: SQLSTATE 57014); reports and exports lift it
      statement_timeout: config().dbStatementTimeoutMs,
      // a link that died without a reset is noticed by TCP keep-alive
      keepAlive: true,
    },
    logging: ['error' as const],
    // failed queries as JSON lines, without their parameters (a search term may be an SSN)
    logger: new TypeOrmLogger(),
  };
}

/** Cross-cutting services every module uses: database, tenancy, access, audit, queues, errors. */
@Global()
@Module({
  imports: [
    DiscoveryModule,
    EventEmitterModule.forRoot(),
    // the application's pool: DB_APP_USER, subject to row-level security
    TypeOrmModule.forRootAsync({
      useFactory: () => ({ ...poolOptions(appUrl(config()), config().dbPoolSize, 'clearline'), autoLoadEntities: true }),
    }),
    // the system scope's pool: DB_SYSTEM_USER (BYPASSRLS), the same entities; closed with the application like the other
    TypeOrmModule.forRootAsync({
      name: SYSTEM_DATA_SOURCE,
      inject: [getDataSourceToken()],
      useFactory: (app: DataSource) => ({
        ...poolOptions(systemUrl(config()), config().dbSystemPoolSize, 'clearline-system'),
        entities: app.options.entities,
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
