import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Personnel, PersonnelDocument, PersonnelModule } from '../personnel';
import { ClearanceVerificationActions } from './clearance-verification-actions';
import { IncidentActions } from './incident-actions';
import { OpenAction } from './open-action.entity';
import { FacilityOpenActionsController, MyRequestsController, OpenActionsController } from './open-actions.controller';
import { OpenActionsService } from './open-actions.service';
import { TerminationActions } from './termination-actions';
import { VisitRequestActions } from './visit-request-actions';
import { TravelDebriefActions } from './travel-debrief-actions';

@Module({
  imports: [TypeOrmModule.forFeature([OpenAction, Personnel, PersonnelDocument]), PersonnelModule],
  controllers: [OpenActionsController, MyRequestsController, FacilityOpenActionsController],
  providers: [
    OpenActionsService,
    TerminationActions,
    ClearanceVerificationActions,
    VisitRequestActions,
    IncidentActions,
    TravelDebriefActions,
  ],
  exports: [OpenActionsService],
})
export class OpenActionsModule {}
