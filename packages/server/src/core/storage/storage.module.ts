import { Global, Module } from '@nestjs/common';
import { StorageService } from './storage.service';

/** File storage behind one interface (local disk or S3-compatible), available to every module. */
@Global()
@Module({ providers: [StorageService], exports: [StorageService] })
export class StorageModule {}
