import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OpenActionsModule } from '../open-actions';
import { VisitDocumentsModule } from '../visit-documents';
import { FociVisit, FociVisitParticipant } from './foci-visit.entity';
import { FociVisitsController } from './foci-visits.controller';
import { FociVisitsService } from './foci-visits.service';

@Module({
  imports: [TypeOrmModule.forFeature([FociVisit, FociVisitParticipant]), VisitDocumentsModule, OpenActionsModule],
  controllers: [FociVisitsController],
  providers: [FociVisitsService],
  exports: [FociVisitsService],
})
export class FociVisitsModule {}
