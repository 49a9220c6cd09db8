import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Personnel, PersonnelDocument, PersonnelModule } from '../personnel';
import { ClearanceVerificationActions } from './clearance-verification-actions';
import { OpenAction } from './open-action.entity';
import { FacilityOpenActionsController, MyRequestsController, OpenActionsController } from './open-actions.controller';
import { OpenActionsService } from './open-actions.service';
import { TerminationActions } from './termination-actions';

@Module({
  imports: [TypeOrmModule.forFeature([OpenAction, Personnel, PersonnelDocument]), PersonnelModule],
  controllers: [OpenActionsController, MyRequestsController, FacilityOpenActionsController],
  providers: [OpenActionsService, TerminationActions, ClearanceVerificationActions],
  exports: [OpenActionsService],
})
export class OpenActionsModule {}
