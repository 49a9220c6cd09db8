import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DownloadLink } from './download-link.entity';
import { DownloadsController } from './downloads.controller';
import { DownloadsService } from './downloads.service';

/** Tenant download links (GET /tenant-master-data/downloads); their files are documents of kind DOWNLOAD_LINK. */
@Module({
  imports: [TypeOrmModule.forFeature([DownloadLink])],
  controllers: [DownloadsController],
  providers: [DownloadsService],
})
export class DownloadsModule {}
