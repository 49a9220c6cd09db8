import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FacilitiesController } from './facilities.controller';
import { FacilitiesService } from './facilities.service';
import { FacilityDetailModule } from './facility-detail.module';
import { Facility } from './facility.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Facility]), FacilityDetailModule],
  controllers: [FacilitiesController],
  providers: [FacilitiesService],
  exports: [FacilitiesService],
})
export class FacilitiesModule {}
