import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FacilitiesModule } from '../facilities';
import { ClearanceRequestController, ClearanceVerificationController } from './clearance-verification.controller';
import { ClearanceRequest, ClearanceVerification } from './clearance-verification.entity';
import { ClearanceVerificationService } from './clearance-verification.service';
import { DueDates } from './due-dates';
import { NewHireController } from './new-hire.controller';
import { PendingHire } from './new-hire.entity';
import { NewHireService } from './new-hire.service';
import { PersonnelDashboardTiles } from './dashboard-tiles';
import { PersonnelFacilityPeople } from './facility-people/facility-people';
import { PersonnelOpenActions } from './open-actions';
import { PersonnelReminders } from './reminders';
import { PersonnelController } from './personnel.controller';
import { Personnel, PersonnelContact, PersonnelDocument, PersonnelFacility, PersonnelVehicle } from './personnel.entity';
import { PersonnelQueryService } from './personnel-query.service';
import { PersonnelDetailService } from './personnel-detail.service';
import { PersonnelFilesService } from './personnel-files.service';
import { PersonnelService } from './personnel.service';
import { PersonnelReports } from './reports';
import { RequiredDocumentDefaults } from './required-document-defaults';
import {
  BadgeRecordController,
  ClearanceRecordController,
  InvestigationRecordController,
  PolygraphRecordController,
  RecordLookupsController,
  SpecialAccessRecordController,
} from './records/records.controller';
import {
  PersonnelBadge,
  PersonnelClearance,
  PersonnelInvestigation,
  PersonnelPolygraph,
  PersonnelSpecialAccess,
} from './records/records.entity';
import { RecordsService } from './records/records.service';
import { SsnService } from './ssn.service';
import { TerminationController } from './termination.controller';
import { TerminationService } from './termination.service';
import { PersonnelTermination } from './termination.entity';
import { PersonnelRiskController } from './personnel-risk.controller';
import { PersonnelRiskService } from './personnel-risk.service';
import { IdentityModule } from '../identity';

/** Personnel records, their sections and per-person records (spec 02 §2–§9). */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Personnel,
      PersonnelFacility,
      PersonnelContact,
      PersonnelVehicle,
      PersonnelDocument,
      PersonnelClearance,
      PersonnelInvestigation,
      PersonnelSpecialAccess,
      PersonnelPolygraph,
      PersonnelBadge,
      PersonnelTermination,
      PendingHire,
      ClearanceVerification,
      ClearanceRequest,
    ]),
    FacilitiesModule,
    IdentityModule,
  ],
  // the look-ups come first: /personnel/:id/investigation/:recordId would match them otherwise
  controllers: [
    TerminationController,
    PersonnelRiskController,
    NewHireController,
    RecordLookupsController,
    ClearanceVerificationController,
    ClearanceRequestController,
    PersonnelController,
    ClearanceRecordController,
    SpecialAccessRecordController,
    InvestigationRecordController,
    PolygraphRecordController,
    BadgeRecordController,
  ],
  providers: [
    PersonnelService,
    PersonnelDetailService,
    PersonnelFilesService,
    PersonnelQueryService,
    RecordsService,
    SsnService,
    RequiredDocumentDefaults,
    PersonnelReports,
    DueDates,
    TerminationService,
    PersonnelRiskService,
    NewHireService,
    ClearanceVerificationService,
    PersonnelOpenActions,
    PersonnelReminders,
    PersonnelDashboardTiles,
    PersonnelFacilityPeople,
  ],
  exports: [
    ClearanceVerificationService,
    PersonnelService,
    PersonnelQueryService,
    PersonnelFilesService,
    RecordsService,
    SsnService,
    RequiredDocumentDefaults,
    DueDates,
  ],
})
export class PersonnelModule {}
