import { Module } from '@nestjs/common';
import { PersonnelModule } from '../personnel';
import { PmPortalController } from './pm-portal.controller';
import { PmPortalService } from './pm-portal.service';

/** The program manager portal: reads the contracts and their assignments, with the personnel records' clearances. */
@Module({
  imports: [PersonnelModule],
  controllers: [PmPortalController],
  providers: [PmPortalService],
})
export class PmPortalModule {}
