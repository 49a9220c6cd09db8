import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsModule } from '../documents';
import { DownloadsModule } from '../downloads';
import { OpenActionsModule } from '../open-actions';
import { FacilityDetailController } from './facility-detail.controller';
import { FacilityWorkflowRetry } from './facility-detail.entity';
import { FacilityDetailService } from './facility-detail.service';
import { FacilityDocumentsController } from './facility-documents.controller';
import { FacilityDocument } from './facility-documents.entity';
import { FacilityDocumentsService } from './facility-documents.service';
import { FacilityOpenActionListController, FacilityOpenActionsController } from './facility-open-actions.controller';

/** The facility detail tabs Workflow Retries, Notes, Facility Documents, Portal Downloads and Open Actions. */
@Module({
  imports: [TypeOrmModule.forFeature([FacilityWorkflowRetry, FacilityDocument]), DocumentsModule, DownloadsModule, OpenActionsModule],
  controllers: [FacilityDetailController, FacilityDocumentsController, FacilityOpenActionsController, FacilityOpenActionListController],
  providers: [FacilityDetailService, FacilityDocumentsService],
  exports: [FacilityDetailService],
})
export class FacilityDetailModule {}
