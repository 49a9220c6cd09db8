import { Global, Module } from '@nestjs/common';
import { MasterDataModule } from '../master-data';
import { ReferenceDataController } from './reference-data.controller';

/**
 * Countries and states (global reference data) under /reference: the routes that read them, and the service of
 * master data that checks ids for every module (this module makes it global).
 */
@Global()
@Module({ imports: [MasterDataModule], controllers: [ReferenceDataController], exports: [MasterDataModule] })
export class ReferenceDataModule {}
