import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Personnel, PersonnelDocument } from '../personnel/personnel.entity';
import { OpenAction } from './open-action.entity';
import { OpenActionsController } from './open-actions.controller';
import { OpenActionsService } from './open-actions.service';

@Module({
  imports: [TypeOrmModule.forFeature([OpenAction, Personnel, PersonnelDocument])],
  controllers: [OpenActionsController],
  providers: [OpenActionsService],
  exports: [OpenActionsService],
})
export class OpenActionsModule {}
