import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { DownloadLinkDto } from './downloads.dto';
import { DOWNLOAD_LIST, DownloadsService } from './downloads.service';

@ApiTags('tenant-master-data')
@Controller('tenant-master-data/downloads')
export class DownloadsController {
  constructor(private readonly downloads: DownloadsService) {}

  @Get()
  @SignedIn()
  @ApiOperation({
    summary:
      "Download links offered to the signed-in user: active, not past validUntilDate, allowed to one of the user's roles (files download through GET /documents/{filePath})",
  })
  @ListEndpoint(DOWNLOAD_LIST, DownloadLinkDto)
  list(@Query() query: Record<string, unknown>): Promise<Page<DownloadLinkDto>> {
    return this.downloads.offered(query);
  }
}
