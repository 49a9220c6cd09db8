import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsModule } from '../documents';
import { JobsModule } from '../jobs';
import { SettingsModule } from '../settings';
import { FacilitiesController } from './facilities.controller';
import { FacilitiesService } from './facilities.service';
import { FacilityBulkController } from './facility-bulk.controller';
import { FacilityBulkJob } from './facility-bulk.job';
import { FacilityBulkService } from './facility-bulk.service';
import { FacilityDetailModule } from './facility-detail.module';
import { FacilityChangeConditionsController } from './facility-change-conditions.controller';
import { FacilityChangeCondition } from './facility-change-conditions.entity';
import { FacilityChangeConditionsService } from './facility-change-conditions.service';
import { FacilityEnhancementsController } from './facility-enhancements.controller';
import { FacilitySecurityEnhancement } from './facility-enhancements.entity';
import { FacilityEnhancementsService } from './facility-enhancements.service';
import { FacilityInspectionsController } from './facility-inspections.controller';
import { FacilityCorrectiveAction, FacilityInspection, FacilityInspectionFinding } from './facility-inspections.entity';
import { FacilityInspectionsService, FacilityReviewDays } from './facility-inspections.service';
import { FacilityRecordService } from './facility-record.service';
import { Facility, FacilityKmp, FacilityPreference } from './facility.entity';
import { FacilityDashboardTiles } from './dashboard-tiles';
import { FacilityOpenActions } from './open-actions';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      Facility,
      FacilityKmp,
      FacilityPreference,
      FacilityChangeCondition,
      FacilityInspection,
      FacilityInspectionFinding,
      FacilityCorrectiveAction,
      FacilitySecurityEnhancement,
    ]),
    DocumentsModule,
    JobsModule,
    SettingsModule,
    FacilityDetailModule,
  ],
  controllers: [
    FacilitiesController,
    FacilityChangeConditionsController,
    FacilityInspectionsController,
    FacilityEnhancementsController,
    FacilityBulkController,
  ],
  providers: [
    FacilitiesService,
    FacilityRecordService,
    FacilityReviewDays,
    FacilityChangeConditionsService,
    FacilityOpenActions,
    FacilityDashboardTiles,
    FacilityInspectionsService,
    FacilityEnhancementsService,
    FacilityBulkService,
    FacilityBulkJob,
  ],
  exports: [FacilitiesService],
})
export class FacilitiesModule {}
