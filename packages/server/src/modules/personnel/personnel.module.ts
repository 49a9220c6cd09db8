import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FacilitiesModule } from '../facilities';
import { DueDates } from './due-dates';
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
    ]),
    FacilitiesModule,
  ],
  // the look-ups come first: /personnel/:id/investigation/:recordId would match them otherwise
  controllers: [
    RecordLookupsController,
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
  ],
  exports: [PersonnelService, PersonnelQueryService, PersonnelFilesService, RecordsService, SsnService, RequiredDocumentDefaults, DueDates],
})
export class PersonnelModule {}
