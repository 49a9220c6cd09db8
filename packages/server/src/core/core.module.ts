import { Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLog } from './audit/audit.entity';
import { AuditService } from './audit/audit.service';
import { AuditSubscriber } from './audit/audit.subscriber';
import { config } from './config/config';
import { SnakeNamingStrategy } from './database/naming';
import { TenantDb } from './database/tenant-db';
import { TransactionInterceptor } from './database/transaction.interceptor';
import { appUrl } from './database/urls';
import { ErrorsFilter } from './http/errors.filter';
import { PageInterceptor } from './http/page.interceptor';
import { QueueService, REDIS } from './queue/queue.service';
import { createRedis } from './queue/redis';
import { WorkerService } from './queue/worker.service';

/** Cross-cutting services every module uses: database, tenancy, access, audit, queues, errors. */
@Global()
@Module({
  imports: [
    DiscoveryModule,
    TypeOrmModule.forRootAsync({
      useFactory: () => ({
        type: 'postgres',
        url: appUrl(config()),
        namingStrategy: new SnakeNamingStrategy(),
        autoLoadEntities: true,
        synchronize: false,
        migrationsRun: false,
        extra: { max: config().dbPoolSize, application_name: 'clearline' },
        logging: ['error'],
      }),
    }),
    TypeOrmModule.forFeature([AuditLog]),
  ],
  providers: [
    { provide: REDIS, useFactory: () => createRedis(config().redisUrl, 'clearline') },
    TenantDb,
    AuditService,
    AuditSubscriber,
    QueueService,
    WorkerService,
    { provide: APP_FILTER, useClass: ErrorsFilter },
    { provide: APP_INTERCEPTOR, useClass: TransactionInterceptor },
    { provide: APP_INTERCEPTOR, useClass: PageInterceptor },
  ],
  exports: [REDIS, TenantDb, AuditService, QueueService, WorkerService, TypeOrmModule],
})
export class CoreModule {}
