import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OpenActionDashboardTiles } from './dashboard-tiles';
import { OpenAction } from './open-action.entity';
import { OpenActionReactions } from './open-action-reactions';
import { MyRequestsController, OpenActionsController } from './open-actions.controller';
import { OpenActionsService } from './open-actions.service';

/**
 * The open actions of people and facilities: the table, the lists and the routes, and the ledger the domains'
 * @ProvidesOpenActions reactions raise and resolve their actions through (OpenActionReactions finds them at start-up).
 * The facility's Open Actions tab is a route of the facilities module, and the people the actions are on are known
 * through what the personnel module registers (OpenActionPeople).
 */
@Module({
  imports: [DiscoveryModule, TypeOrmModule.forFeature([OpenAction])],
  controllers: [OpenActionsController, MyRequestsController],
  providers: [OpenActionsService, OpenActionReactions, OpenActionDashboardTiles],
  exports: [OpenActionsService],
})
export class OpenActionsModule {}
