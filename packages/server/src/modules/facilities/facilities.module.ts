import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsModule } from '../documents';
import { FacilitiesController } from './facilities.controller';
import { FacilitiesService } from './facilities.service';
import { Facility, FacilityKmp, FacilityPreference } from './facility.entity';
import { FacilityRecordService } from './facility-record.service';

@Module({
  imports: [TypeOrmModule.forFeature([Facility, FacilityKmp, FacilityPreference]), DocumentsModule],
  controllers: [FacilitiesController],
  providers: [FacilitiesService, FacilityRecordService],
  exports: [FacilitiesService],
})
export class FacilitiesModule {}
