import { Module } from '@nestjs/common';
import { IncidentsModule } from '../incidents';
import { OpenActionsModule } from '../open-actions';
import { PersonnelModule } from '../personnel';
import { SettingsModule } from '../settings';
import { MyPortalController } from './my-portal.controller';
import { MyPortalService } from './my-portal.service';

/** My Portal: the employee's self-service reads and writes of their own personnel record. */
@Module({
  imports: [PersonnelModule, OpenActionsModule, SettingsModule, IncidentsModule],
  controllers: [MyPortalController],
  providers: [MyPortalService],
})
export class MyPortalModule {}
