import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsModule } from '../documents';
import { VisitDocument } from './visit-document.entity';
import { VisitDocumentsService } from './visit-documents.service';

/** The documents of incoming, outgoing and FOCI visits (no routes of its own: each visit kind's controller calls it). */
@Module({
  imports: [TypeOrmModule.forFeature([VisitDocument]), DocumentsModule],
  providers: [VisitDocumentsService],
  exports: [VisitDocumentsService],
})
export class VisitDocumentsModule {}
