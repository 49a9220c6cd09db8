import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../../core/access/decorators';
import { IdParam } from '../../core/http/id-param';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { DownloadLinkDto } from './downloads.dto';
import { DOWNLOAD_LIST, DownloadsService } from './downloads.service';

/**
 * The Portal Downloads tab of a facility's detail (spec 03 §2, §7 "facilities"): served here, where the links are, under
 * the facility's path and its operation id.
 */
@ApiTags('facilities')
@Controller('facilities')
export class FacilityPortalDownloadsController {
  constructor(private readonly downloads: DownloadsService) {}

  @Get('detail/:x/portal_downloads')
  @RequirePermission('FACILITIES', 'VIEW')
  @ApiOperation({
    operationId: 'facilityDetail_portalDownloads',
    summary:
      "Download links offered today to the facility's people: active, not past their valid-until date, for every facility or naming this one (allowedFacilities)",
  })
  @ListEndpoint(DOWNLOAD_LIST, DownloadLinkDto)
  @ApiNotFoundResponse()
  portalDownloads(@IdParam('x') x: string, @Query() query: Record<string, unknown>): Promise<Page<DownloadLinkDto>> {
    return this.downloads.forFacility(x, query);
  }
}
