import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsModule } from '../documents';
import { AnnualTrainingDocument } from './annual-training-document.entity';
import { AnnualTrainingController } from './annual-training.controller';
import { AnnualTrainingService } from './annual-training.service';
import { TrainingReminders } from './reminders';

/** Annual required training documents of tenant master data; their deadlines feed the daily reminders (ANNUAL_TRAINING). */
@Module({
  imports: [TypeOrmModule.forFeature([AnnualTrainingDocument]), DocumentsModule],
  controllers: [AnnualTrainingController],
  providers: [AnnualTrainingService, TrainingReminders],
})
export class TrainingModule {}
