import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FacilitiesModule } from '../facilities/facilities.module';
import { OpenActionsModule } from '../open-actions/open-actions.module';
import { PersonnelController } from './personnel.controller';
import { Personnel, PersonnelContact, PersonnelDocument, PersonnelFacility, PersonnelVehicle } from './personnel.entity';
import { PersonnelQueryService } from './personnel-query.service';
import { PersonnelService } from './personnel.service';
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
    OpenActionsModule,
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
  providers: [PersonnelService, PersonnelQueryService, RecordsService, SsnService],
  exports: [PersonnelService, PersonnelQueryService, SsnService],
})
export class PersonnelModule {}
