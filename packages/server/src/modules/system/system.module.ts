import { Module } from '@nestjs/common';
import { PingJob } from './ping.job';
import { SystemController } from './system.controller';

@Module({ controllers: [SystemController], providers: [PingJob] })
export class SystemModule {}
