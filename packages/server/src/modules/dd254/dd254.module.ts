import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContractsModule } from '../contracts';
import { Dd254Controller } from './dd254.controller';
import { Dd254 } from './dd254.entity';
import { Dd254Service } from './dd254.service';
import { Dd254DashboardTiles } from './dashboard-tiles';

/** The DD Form 254 of contracts (module CONTRACTS). */
@Module({
  imports: [TypeOrmModule.forFeature([Dd254]), ContractsModule],
  controllers: [Dd254Controller],
  providers: [Dd254Service, Dd254DashboardTiles],
})
export class Dd254Module {}
