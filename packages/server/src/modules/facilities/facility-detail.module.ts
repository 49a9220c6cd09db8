import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsModule } from '../documents';
import { DownloadsModule } from '../downloads';
import { FacilityDetailController } from './facility-detail.controller';
import { FacilityWorkflowRetry } from './facility-detail.entity';
import { FacilityDetailService } from './facility-detail.service';
import { FacilityDocumentsController } from './facility-documents.controller';
import { FacilityDocument } from './facility-documents.entity';
import { FacilityDocumentsService } from './facility-documents.service';

/** The facility detail tabs Workflow Retries, Notes, Facility Documents and Portal Downloads. */
@Module({
  imports: [TypeOrmModule.forFeature([FacilityWorkflowRetry, FacilityDocument]), DocumentsModule, DownloadsModule],
  controllers: [FacilityDetailController, FacilityDocumentsController],
  providers: [FacilityDetailService, FacilityDocumentsService],
  exports: [FacilityDetailService],
})
export class FacilityDetailModule {}
