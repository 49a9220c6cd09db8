import { Global, Module } from '@nestjs/common';
import { ReferenceDataController } from './reference-data.controller';
import { ReferenceDataService } from './reference-data.service';

/** Countries and states (global reference data); the service checks ids for every module. */
@Global()
@Module({ controllers: [ReferenceDataController], providers: [ReferenceDataService], exports: [ReferenceDataService] })
export class ReferenceDataModule {}
