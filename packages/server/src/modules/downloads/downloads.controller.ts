import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../core/access/decorators';
import { DownloadLinkDto, DownloadListQueryDto } from './downloads.dto';
import { DownloadsService } from './downloads.service';

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
  @ApiOkResponse({ type: [DownloadLinkDto] })
  @ApiBadRequestResponse({ description: 'Unknown sectionName' })
  list(@Query() query: DownloadListQueryDto): Promise<DownloadLinkDto[]> {
    return this.downloads.offered(query.sectionName);
  }
}
