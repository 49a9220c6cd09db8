import { Module } from '@nestjs/common';
import { ApiDocument } from './api-document';
import { PingJob } from './ping.job';
import { SystemController } from './system.controller';

@Module({ controllers: [SystemController], providers: [PingJob, ApiDocument], exports: [ApiDocument] })
export class SystemModule {}
