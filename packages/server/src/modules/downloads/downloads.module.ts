import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentsModule } from '../documents';
import { DownloadLink } from './download-link.entity';
import { DownloadsController } from './downloads.controller';
import { DownloadsService } from './downloads.service';
import { FacilityPortalDownloadsController } from './facility-portal-downloads.controller';

/**
 * Tenant download links (/tenant-master-data/downloads) and a facility's Portal Downloads tab; their files are
 * documents of kind DOWNLOAD_LINK.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DownloadLink]), DocumentsModule],
  controllers: [DownloadsController, FacilityPortalDownloadsController],
  providers: [DownloadsService],
  exports: [DownloadsService],
})
export class DownloadsModule {}
