import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentRecord } from './document.entity';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';

/** POST /documents and GET /documents/{path}; DocumentsService is exported for modules with their own document routes. */
@Module({
  imports: [TypeOrmModule.forFeature([DocumentRecord])],
  controllers: [DocumentsController],
  providers: [DocumentsService],
  exports: [DocumentsService],
})
export class DocumentsModule {}
