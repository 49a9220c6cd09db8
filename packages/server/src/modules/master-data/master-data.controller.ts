import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Post,
  Put,
  Query,
  Req,
  Res,
  StreamableFile,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  type ApiBodyOptions,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DOC_FORMAT_TYPES, DOC_OBJECT_TYPES } from '@clearline/shared';
import { RequirePermission } from '../../core/access/decorators';
import { setDownloadHeaders } from '../../core/http/content-disposition';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint, type ListDefinition } from '../../core/http/list';
import { filesOf, UploadInterceptor } from '../../core/storage/upload';
import { CountryView, StateView } from './country-state.dto';
import {
  ChecklistDto,
  ChecklistView,
  CountryDto,
  CountryOtherNameDto,
  CountryOtherNameView,
  CsaDto,
  CsaView,
  DocTemplateTypeDto,
  DocTemplateTypeView,
  DocTypeDto,
  DocTypeView,
  MasterPocDto,
  MasterPocView,
  StateDto,
} from './master-data.dto';
import {
  CHECKLIST_FILTER_LIST,
  CHECKLIST_LIST,
  COUNTRY_OTHER_NAME_LIST,
  CSA_LIST,
  DOC_TEMPLATE_TYPE_LIST,
  DOC_TYPE_LIST,
  MasterDataService,
  POC_LIST,
} from './master-data.service';
import { IdParam, IntIdParam } from '../../core/http/id-param';

/** What the routes of one uuid-keyed kind call. */
interface KindRoutes<D, V> {
  list(s: MasterDataService, query: Record<string, unknown>): Promise<Page<V>>;
  create(s: MasterDataService, dto: D): Promise<V>;
  update(s: MasterDataService, id: string, dto: D): Promise<V>;
  remove(s: MasterDataService, id: string): Promise<void>;
}

/**
 * The list, add, change and delete routes of a kind under /system-master-data/{kind} (module MASTER_DATA):
 * GET and POST /{kind}, PUT /{kind}/{id}, DELETE /{kind}/{id} (the spec's DELETE /{category}/{id}).
 */
function kindController<D, V>(kind: string, what: string, input: Type<D>, view: Type<V>, list: ListDefinition, routes: KindRoutes<D, V>) {
  @ApiTags('system-master-data')
  @Controller(`system-master-data/${kind}`)
  class KindController {
    constructor(readonly masterData: MasterDataService) {}

    @Get()
    @RequirePermission('MASTER_DATA', 'VIEW')
    @ApiOperation({ summary: `List ${what}` })
    @ListEndpoint(list, view)
    list(@Query() query: Record<string, unknown>): Promise<Page<V>> {
      return routes.list(this.masterData, query);
    }

    @Post()
    @RequirePermission('MASTER_DATA', 'CREATE')
    @ApiOperation({ summary: `Add ${what}` })
    @ApiBody({ type: input })
    @ApiCreatedResponse({ type: view })
    @ApiBadRequestResponse({ description: 'A field is missing or not valid (the message names it)' })
    create(@Body() dto: D): Promise<V> {
      return routes.create(this.masterData, dto);
    }

    @Put(':id')
    @RequirePermission('MASTER_DATA', 'UPDATE')
    @ApiOperation({ summary: `Change ${what}` })
    @ApiBody({ type: input })
    @ApiOkResponse({ type: view })
    @ApiBadRequestResponse({ description: 'A field is not valid (the message names it)' })
    @ApiNotFoundResponse()
    update(@IdParam() id: string, @Body() dto: D): Promise<V> {
      return routes.update(this.masterData, id, dto);
    }

    @Delete(':id')
    @RequirePermission('MASTER_DATA', 'DELETE')
    @HttpCode(204)
    @ApiOperation({ summary: `Delete ${what}` })
    @ApiNoContentResponse()
    @ApiNotFoundResponse()
    remove(@IdParam() id: string): Promise<void> {
      return routes.remove(this.masterData, id);
    }
  }
  // the body's class is only known here: tell the validation pipe which one to check
  for (const method of ['create', 'update'] as const) {
    const types = Reflect.getMetadata('design:paramtypes', KindController.prototype, method) as unknown[];
    Reflect.defineMetadata(
      'design:paramtypes',
      types.map((t, i) => (i === types.length - 1 ? input : t)),
      KindController.prototype,
      method,
    );
  }
  const name = kind.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
  Object.defineProperty(KindController, 'name', { value: `MasterData${name}Controller` });
  return KindController;
}

/** GET /system-master-data/checklist/filter?type=: declared before /checklist/{id} routes would match it. */
@ApiTags('system-master-data')
@Controller('system-master-data/checklist')
export class ChecklistFilterController {
  constructor(private readonly masterData: MasterDataService) {}

  @Get('filter')
  @RequirePermission('MASTER_DATA', 'VIEW')
  @ApiOperation({ summary: 'The checklist items of one type, in sequence' })
  @ListEndpoint(CHECKLIST_FILTER_LIST, ChecklistView)
  filter(@Query() query: Record<string, unknown>): Promise<Page<ChecklistView>> {
    return this.masterData.filterChecklists(query);
  }
}

export const ChecklistController = kindController('checklist', 'checklist items', ChecklistDto, ChecklistView, CHECKLIST_LIST, {
  list: (s, q) => s.listChecklists(q),
  create: (s, d) => s.createChecklist(d),
  update: (s, id, d) => s.updateChecklist(id, d),
  remove: (s, id) => s.removeChecklist(id),
});

export const CsaController = kindController('csa', 'cognizant security authorities', CsaDto, CsaView, CSA_LIST, {
  list: (s, q) => s.listCsas(q),
  create: (s, d) => s.createCsa(d),
  update: (s, id, d) => s.updateCsa(id, d),
  remove: (s, id) => s.removeCsa(id),
});

export const CountryOtherNameController = kindController(
  'country-other-name',
  'other names of countries',
  CountryOtherNameDto,
  CountryOtherNameView,
  COUNTRY_OTHER_NAME_LIST,
  {
    list: (s, q) => s.listCountryOtherNames(q),
    create: (s, d) => s.createCountryOtherName(d),
    update: (s, id, d) => s.updateCountryOtherName(id, d),
    remove: (s, id) => s.removeCountryOtherName(id),
  },
);

export const DocTypeController = kindController('doc-type', 'document types', DocTypeDto, DocTypeView, DOC_TYPE_LIST, {
  list: (s, q) => s.listDocTypes(q),
  create: (s, d) => s.createDocType(d),
  update: (s, id, d) => s.updateDocType(id, d),
  remove: (s, id) => s.removeDocType(id),
});

export const PocController = kindController('poc', 'master points of contact', MasterPocDto, MasterPocView, POC_LIST, {
  list: (s, q) => s.listPocs(q),
  create: (s, d) => s.createPoc(d),
  update: (s, id, d) => s.updatePoc(id, d),
  remove: (s, id) => s.removePoc(id),
});

export const DocTemplateTypeController = kindController(
  'doc-template-type',
  'document template types',
  DocTemplateTypeDto,
  DocTemplateTypeView,
  DOC_TEMPLATE_TYPE_LIST,
  {
    list: (s, q) => s.listDocTemplateTypes(q),
    create: (s, d) => s.createDocTemplateType(d),
    update: (s, id, d) => s.updateDocTemplateType(id, d),
    remove: (s, id) => s.removeDocTemplateType(id),
  },
);

/** The fields of a document template type as multipart form fields, with the file in the field "file". */
const TEMPLATE_UPLOAD: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: ['templateTypeName', 'file'],
    properties: {
      objectTypeEnum: { type: 'string', enum: [...DOC_OBJECT_TYPES], default: 'FACILITY' },
      formatTypeEnum: { type: 'string', enum: [...DOC_FORMAT_TYPES], default: 'STANDARD' },
      templateTypeName: { type: 'string' },
      docName: { type: 'string' },
      isActive: { type: 'boolean', default: true },
      file: { type: 'string', format: 'binary' },
    },
  },
};

/** The template file of a document template type: upload with the fields, replace, download. */
@ApiTags('system-master-data')
@Controller('system-master-data/doc-template-type')
export class DocTemplateFileController {
  constructor(private readonly masterData: MasterDataService) {}

  @Post('file')
  @RequirePermission('MASTER_DATA', 'CREATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({ summary: 'Add a document template type with its file (multipart: the fields and the file)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(TEMPLATE_UPLOAD)
  @ApiCreatedResponse({ type: DocTemplateTypeView })
  @ApiBadRequestResponse({ description: 'Template Type Name is required; a file is required; file problems' })
  create(@Body() dto: DocTemplateTypeDto, @Req() req: FastifyRequest): Promise<DocTemplateTypeView> {
    return this.masterData.createDocTemplateType(dto, filesOf(req) ?? []);
  }

  @Put(':id/file')
  @RequirePermission('MASTER_DATA', 'UPDATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({ summary: 'Change a document template type and replace its file (multipart: the fields and the file)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(TEMPLATE_UPLOAD)
  @ApiOkResponse({ type: DocTemplateTypeView })
  @ApiBadRequestResponse({ description: 'Template Type Name is required; a file is required; file problems' })
  @ApiNotFoundResponse()
  update(@IdParam() id: string, @Body() dto: DocTemplateTypeDto, @Req() req: FastifyRequest): Promise<DocTemplateTypeView> {
    return this.masterData.updateDocTemplateType(id, dto, filesOf(req) ?? []);
  }

  @Get(':id/file')
  @RequirePermission('MASTER_DATA', 'VIEW')
  @ApiOperation({ summary: 'Download the template file of a document template type' })
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({ description: 'The file', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'Unknown type, or a type without a file' })
  async download(@IdParam() id: string, @Res({ passthrough: true }) res: FastifyReply): Promise<StreamableFile> {
    const file = await this.masterData.docTemplateFile(id);
    setDownloadHeaders(res, { contentType: file.contentType, fileName: file.name, size: file.size });
    return new StreamableFile(file.stream);
  }
}

/** Countries and states (integer ids); their lists are GET /system-master-data/country and /state (reference data). */
@ApiTags('system-master-data')
@Controller('system-master-data')
export class CountryStateController {
  constructor(private readonly masterData: MasterDataService) {}

  @Post('country')
  @RequirePermission('MASTER_DATA', 'CREATE')
  @ApiOperation({ summary: 'Add a country (the next integer id)' })
  @ApiCreatedResponse({ type: CountryView })
  @ApiBadRequestResponse({ description: 'Alpha 2 Country Code must be 2 letters; … cannot match another country' })
  createCountry(@Body() dto: CountryDto): Promise<CountryView> {
    return this.masterData.createCountry(dto);
  }

  @Put('country/:id')
  @RequirePermission('MASTER_DATA', 'UPDATE')
  @ApiOperation({ summary: 'Change a country' })
  @ApiOkResponse({ type: CountryView })
  @ApiBadRequestResponse({ description: 'Alpha 2 Country Code must be 2 letters; … cannot match another country' })
  @ApiNotFoundResponse()
  updateCountry(@IntIdParam() id: number, @Body() dto: CountryDto): Promise<CountryView> {
    return this.masterData.updateCountry(id, dto);
  }

  @Delete('country/:id')
  @RequirePermission('MASTER_DATA', 'DELETE')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a country that nothing refers to (409 otherwise)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  removeCountry(@IntIdParam() id: number): Promise<void> {
    return this.masterData.removeCountry(id);
  }

  @Post('state')
  @RequirePermission('MASTER_DATA', 'CREATE')
  @ApiOperation({ summary: 'Add a state of a country (the next integer id)' })
  @ApiCreatedResponse({ type: StateView })
  @ApiBadRequestResponse({ description: 'State Name, State Code and Country are required; the code is unique in its country' })
  createState(@Body() dto: StateDto): Promise<StateView> {
    return this.masterData.createState(dto);
  }

  @Put('state/:id')
  @RequirePermission('MASTER_DATA', 'UPDATE')
  @ApiOperation({ summary: 'Change a state' })
  @ApiOkResponse({ type: StateView })
  @ApiNotFoundResponse()
  updateState(@IntIdParam() id: number, @Body() dto: StateDto): Promise<StateView> {
    return this.masterData.updateState(id, dto);
  }

  @Delete('state/:id')
  @RequirePermission('MASTER_DATA', 'DELETE')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a state' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  removeState(@IntIdParam() id: number): Promise<void> {
    return this.masterData.removeState(id);
  }
}
