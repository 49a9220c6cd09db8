import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Personnel, PersonnelDocument, PersonnelModule } from '../personnel';
import { OpenActionDashboardTiles } from './dashboard-tiles';
import { OpenAction } from './open-action.entity';
import { OpenActionReactions } from './open-action-reactions';
import { FacilityOpenActionsController, MyRequestsController, OpenActionsController } from './open-actions.controller';
import { OpenActionsService } from './open-actions.service';

/**
 * The open actions of people and facilities: the table, the lists and the routes, and the ledger the domains'
 * @ProvidesOpenActions reactions raise and resolve their actions through (OpenActionReactions finds them at start-up).
 */
@Module({
  imports: [DiscoveryModule, TypeOrmModule.forFeature([OpenAction, Personnel, PersonnelDocument]), PersonnelModule],
  controllers: [OpenActionsController, MyRequestsController, FacilityOpenActionsController],
  providers: [OpenActionsService, OpenActionReactions, OpenActionDashboardTiles],
  exports: [OpenActionsService],
})
export class OpenActionsModule {}
