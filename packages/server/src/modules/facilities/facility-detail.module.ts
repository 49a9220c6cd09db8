import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsModule } from '../documents';
import { OpenActionsModule } from '../open-actions';
import { FacilityDetailController } from './facility-detail.controller';
import { FacilityWorkflowRetry } from './facility-detail.entity';
import { FacilityDetailService } from './facility-detail.service';
import { FacilityDocumentsController } from './facility-documents.controller';
import { FacilityDocument } from './facility-documents.entity';
import { FacilityDocumentsService } from './facility-documents.service';
import { FacilityOpenActionListController, FacilityOpenActionsController } from './facility-open-actions.controller';

/** The facility detail tabs Workflow Retries, Notes, Facility Documents and Open Actions (Portal Downloads: the downloads module). */
@Module({
  imports: [TypeOrmModule.forFeature([FacilityWorkflowRetry, FacilityDocument]), DocumentsModule, OpenActionsModule],
  controllers: [FacilityDetailController, FacilityDocumentsController, FacilityOpenActionsController, FacilityOpenActionListController],
  providers: [FacilityDetailService, FacilityDocumentsService],
  exports: [FacilityDetailService],
})
export class FacilityDetailModule {}
