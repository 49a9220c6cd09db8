import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { KnowledgeCenterController } from './knowledge-center.controller';
import { KnowledgeCenterService } from './knowledge-center.service';
import { KnowledgeCenterItem } from './knowledge-center.entity';

@Module({
  imports: [TypeOrmModule.forFeature([KnowledgeCenterItem])],
  controllers: [KnowledgeCenterController],
  providers: [KnowledgeCenterService],
})
export class KnowledgeCenterModule {}
