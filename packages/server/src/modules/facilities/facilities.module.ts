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
import { Facility } from './facility.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Facility]), DocumentsModule, JobsModule, SettingsModule],
  controllers: [FacilitiesController, FacilityBulkController],
  providers: [FacilitiesService, FacilityBulkService, FacilityBulkJob],
  exports: [FacilitiesService],
})
export class FacilitiesModule {}
