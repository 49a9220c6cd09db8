import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequireAnyPermission, RequirePermission } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { FaqDto, FaqInputDto } from './faq.dto';
import { FaqService, SYSTEM_FAQ_LIST, TENANT_FAQ_LIST } from './faq.service';
import { IdParam } from '../../core/http/id-param';

const RULES = 'Question is required; Answer is required or longer than 4000 characters; an unknown section or role';

/** Who reads FAQs on My Portal and the PM portal, and tenant master data's administrators. */
const READERS = RequireAnyPermission(['SELF_SERVICE', 'VIEW'], ['PROGRAM_MANAGER_PORTAL', 'VIEW'], ['TENANT_MASTER', 'VIEW']);

/** System FAQs (system master data, module MASTER_DATA). */
@ApiTags('system-master-data')
@Controller('system-master-data/faq')
export class SystemFaqController {
  constructor(private readonly faqs: FaqService) {}

  @Get()
  @RequirePermission('MASTER_DATA', 'VIEW')
  @ApiOperation({ summary: 'Every system FAQ (quick filter q: question or answer; filter sectionName)' })
  @ListEndpoint(SYSTEM_FAQ_LIST, FaqDto)
  list(@Query() query: Record<string, unknown>): Promise<Page<FaqDto>> {
    return this.faqs.list('SYSTEM', query);
  }

  @Post()
  @RequirePermission('MASTER_DATA', 'CREATE')
  @ApiOperation({ summary: 'Add a system FAQ (section CONTRACT when left out; allowed roles: system role ids, empty for everyone)' })
  @ApiCreatedResponse({ type: FaqDto })
  @ApiBadRequestResponse({ description: RULES })
  create(@Body() body: FaqInputDto): Promise<FaqDto> {
    return this.faqs.create('SYSTEM', body);
  }

  @Put(':id')
  @RequirePermission('MASTER_DATA', 'UPDATE')
  @ApiOperation({ summary: 'Edit a system FAQ' })
  @ApiOkResponse({ type: FaqDto })
  @ApiBadRequestResponse({ description: RULES })
  @ApiNotFoundResponse()
  update(@IdParam() id: string, @Body() body: FaqInputDto): Promise<FaqDto> {
    return this.faqs.update('SYSTEM', id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('MASTER_DATA', 'DELETE')
  @ApiOperation({ summary: 'Delete a system FAQ' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdParam() id: string): Promise<void> {
    return this.faqs.remove('SYSTEM', id);
  }
}

/** Tenant FAQs (tenant master data, module TENANT_MASTER) and the FAQs a tenant's user may read. */
@ApiTags('tenant-master-data')
@Controller('tenant-master-data/faq')
export class TenantFaqController {
  constructor(private readonly faqs: FaqService) {}

  @Get()
  @RequirePermission('TENANT_MASTER', 'VIEW')
  @ApiOperation({ summary: 'Every FAQ of the tenant (quick filter q: question or answer; filter sectionName)' })
  @ListEndpoint(TENANT_FAQ_LIST, FaqDto)
  list(@Query() query: Record<string, unknown>): Promise<Page<FaqDto>> {
    return this.faqs.list('TENANT', query);
  }

  @Get('system')
  @READERS
  @ApiOperation({ summary: "The system FAQs the signed-in user may read (no allowed roles, or one of the user's roles)" })
  @ListEndpoint(SYSTEM_FAQ_LIST, FaqDto)
  system(@Query() query: Record<string, unknown>): Promise<Page<FaqDto>> {
    return this.faqs.readable('SYSTEM', query);
  }

  @Get('my-portal')
  @READERS
  @ApiOperation({ summary: "The tenant's FAQs the signed-in user may read (no allowed roles, or one of the user's roles)" })
  @ListEndpoint(TENANT_FAQ_LIST, FaqDto)
  myPortal(@Query() query: Record<string, unknown>): Promise<Page<FaqDto>> {
    return this.faqs.readable('TENANT', query);
  }

  @Post()
  @RequirePermission('TENANT_MASTER', 'CREATE')
  @ApiOperation({ summary: "Add a tenant FAQ (section CONTRACT when left out; allowed roles: ids of the tenant's or the system roles)" })
  @ApiCreatedResponse({ type: FaqDto })
  @ApiBadRequestResponse({ description: RULES })
  create(@Body() body: FaqInputDto): Promise<FaqDto> {
    return this.faqs.create('TENANT', body);
  }

  @Put(':id')
  @RequirePermission('TENANT_MASTER', 'UPDATE')
  @ApiOperation({ summary: 'Edit a tenant FAQ' })
  @ApiOkResponse({ type: FaqDto })
  @ApiBadRequestResponse({ description: RULES })
  @ApiNotFoundResponse()
  update(@IdParam() id: string, @Body() body: FaqInputDto): Promise<FaqDto> {
    return this.faqs.update('TENANT', id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('TENANT_MASTER', 'DELETE')
  @ApiOperation({ summary: 'Delete a tenant FAQ' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdParam() id: string): Promise<void> {
    return this.faqs.remove('TENANT', id);
  }
}
