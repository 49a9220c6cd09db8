import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContractsModule } from '../contracts';
import { PersonnelModule } from '../personnel';
import { VisitDocumentsModule } from '../visit-documents';
import { IncomingVisitsService } from './incoming-visits.service';
import { OutgoingVisitsService } from './outgoing-visits.service';
import { VisitDashboardTiles } from './dashboard-tiles';
import { VisitOpenActions } from './open-actions';
import { VisitReminders } from './reminders';
import { IncomingVisit, IncomingVisitor, OutgoingVisit, OutgoingVisitPersonnel } from './visit.entity';
import { VisitLookupsService } from './visit-lookups.service';
import { VisitReports } from './reports';
import { VisitFilesService } from './visit-files.service';
import { VisitRules } from './visit-rules';
import { IncomingVisitsController, OutgoingVisitsController, VisitLookupsController } from './visits.controller';

/** Incoming and outgoing visits, their people, the look-ups of a person's visits and the caller's own requests (spec 03 §3). */
@Module({
  imports: [
    TypeOrmModule.forFeature([IncomingVisit, IncomingVisitor, OutgoingVisit, OutgoingVisitPersonnel]),
    PersonnelModule,
    ContractsModule,
    VisitDocumentsModule,
  ],
  controllers: [VisitLookupsController, IncomingVisitsController, OutgoingVisitsController],
  providers: [
    IncomingVisitsService,
    OutgoingVisitsService,
    VisitFilesService,
    VisitLookupsService,
    VisitRules,
    VisitReports,
    VisitOpenActions,
    VisitReminders,
    VisitDashboardTiles,
  ],
  exports: [IncomingVisitsService, OutgoingVisitsService, VisitRules],
})
export class VisitsModule {}
