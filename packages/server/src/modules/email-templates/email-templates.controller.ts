import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequirePermission } from '../../core/access/decorators';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { filesOf, UploadInterceptor } from '../../core/storage/upload';
import {
  EmailPreviewDto,
  EmailTemplateAttachmentDto,
  EmailTemplateCreateDto,
  EmailTemplateDraftDto,
  EmailTemplateDto,
  EmailTemplateInputDto,
  EmailTemplateSummaryDto,
  EmailTestSentDto,
} from './email-templates.dto';
import { EMAIL_TEMPLATE_LIST, EmailTemplatesService } from './email-templates.service';
import { IdParam } from '../../core/http/id-param';

const TEMPLATE_ERRORS =
  'Unknown placeholder {{name}} in <field>; template syntax error (with the parser’s line); triple braces, {{& name}} or a raw block ' +
  '(a value put into the e-mail without escaping), each named with what to write instead; a required text missing';
/** A stored template is checked again when it is rendered (one written into the table directly, or before a check existed). */
const STORED_TEMPLATE_ERRORS =
  'The stored template no longer passes the checks of a save, e.g. it holds triple braces: the message names what to change';

/** E-mail templates (system master data, module MASTER_DATA): the stored texts of every e-mail the product sends. */
@ApiTags('system-master-data')
@Controller()
export class EmailTemplatesController {
  constructor(private readonly templates: EmailTemplatesService) {}

  @Get('email-templates')
  @RequirePermission('MASTER_DATA', 'VIEW')
  @ApiOperation({ summary: 'E-mail templates (quick filter q: name, key, subject, description)' })
  @ListEndpoint(EMAIL_TEMPLATE_LIST, EmailTemplateSummaryDto)
  list(@Query() query: Record<string, unknown>): Promise<Page<EmailTemplateSummaryDto>> {
    return this.templates.list(query);
  }

  @Get('email-templates/preview')
  @RequirePermission('MASTER_DATA', 'VIEW')
  @ApiOperation({ summary: 'The stored template of a key (e.g. PASSWORD_RESET) rendered with the sample values of its placeholders' })
  @ApiQuery({ name: 'key', required: true, description: 'the template key', example: 'PASSWORD_RESET' })
  @ApiOkResponse({ type: EmailPreviewDto })
  @ApiBadRequestResponse({ description: `Template Key is required; ${STORED_TEMPLATE_ERRORS}` })
  @ApiNotFoundResponse({ description: 'No template has that key' })
  previewByKey(@Query('key') key: unknown): Promise<EmailPreviewDto> {
    return this.templates.previewByKey(key);
  }

  @Get('email-templates/:id')
  @RequirePermission('MASTER_DATA', 'VIEW')
  @ApiOperation({ summary: 'One e-mail template with its texts, the placeholders it offers (with sample values) and its attachments' })
  @ApiOkResponse({ type: EmailTemplateDto })
  @ApiNotFoundResponse()
  get(@IdParam() id: string): Promise<EmailTemplateDto> {
    return this.templates.get(id);
  }

  @Put('email-templates/:id')
  @RequirePermission('MASTER_DATA', 'UPDATE')
  @ApiOperation({ summary: 'Edit an e-mail template (subject, text body, HTML body, name, description)' })
  @ApiOkResponse({ type: EmailTemplateDto })
  @ApiBadRequestResponse({ description: TEMPLATE_ERRORS })
  @ApiNotFoundResponse()
  update(@IdParam() id: string, @Body() body: EmailTemplateInputDto): Promise<EmailTemplateDto> {
    return this.templates.update(id, body);
  }

  @Get('email-templates/:id/preview')
  @RequirePermission('MASTER_DATA', 'VIEW')
  @ApiOperation({ summary: 'The stored template rendered with the sample values of its placeholders' })
  @ApiOkResponse({ type: EmailPreviewDto })
  @ApiBadRequestResponse({ description: STORED_TEMPLATE_ERRORS })
  @ApiNotFoundResponse()
  previewStored(@IdParam() id: string): Promise<EmailPreviewDto> {
    return this.templates.previewStored(id);
  }

  @Put('email-templates/:id/preview')
  @RequirePermission('MASTER_DATA', 'VIEW')
  @HttpCode(200)
  @ApiOperation({ summary: 'The live preview: an unsaved draft of the template rendered with sample values (nothing is stored)' })
  @ApiOkResponse({ type: EmailPreviewDto })
  @ApiBadRequestResponse({ description: TEMPLATE_ERRORS })
  @ApiNotFoundResponse()
  previewDraft(@IdParam() id: string, @Body() body: EmailTemplateDraftDto): Promise<EmailPreviewDto> {
    return this.templates.previewDraft(id, body);
  }

  @Post('email-templates/:id/send-test')
  @RequirePermission('MASTER_DATA', 'UPDATE')
  @HttpCode(200)
  @ApiOperation({
    summary: 'E-mail the stored template, rendered with sample values and with its attachments, to the caller’s own address',
  })
  @ApiOkResponse({ type: EmailTestSentDto })
  @ApiBadRequestResponse({ description: `The caller has no e-mail address; ${STORED_TEMPLATE_ERRORS} (nothing is sent)` })
  @ApiNotFoundResponse()
  sendTest(@IdParam() id: string): Promise<EmailTestSentDto> {
    return this.templates.sendTest(id);
  }

  @Post('email-template')
  @RequirePermission('MASTER_DATA', 'CREATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({ summary: 'Add an e-mail template (JSON, or multipart with an optional attachment in "file")' })
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['templateKey', 'name', 'subject', 'textBody'],
      properties: {
        templateKey: { type: 'string', pattern: '^[A-Z][A-Z0-9_]{2,63}$' },
        name: { type: 'string' },
        description: { type: 'string' },
        subject: { type: 'string' },
        textBody: { type: 'string' },
        htmlBody: { type: 'string' },
        file: { type: 'string', format: 'binary', description: 'optional (multipart only): sent with every e-mail of the template' },
      },
    },
  })
  @ApiCreatedResponse({ type: EmailTemplateDto })
  @ApiBadRequestResponse({ description: `${TEMPLATE_ERRORS}; Template Key format; file problems` })
  create(@Body() body: EmailTemplateCreateDto, @Req() req: FastifyRequest): Promise<EmailTemplateDto> {
    return this.templates.create(body, filesOf(req));
  }

  @Post('email-template/:id/attachment')
  @RequirePermission('MASTER_DATA', 'UPDATE')
  @UseInterceptors(UploadInterceptor)
  @ApiOperation({ summary: 'Attach a file to a template: it is sent with every e-mail of the template' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiCreatedResponse({ type: EmailTemplateAttachmentDto })
  @ApiBadRequestResponse({ description: 'No file, an empty file, several files, a type that is not accepted' })
  @ApiNotFoundResponse()
  addAttachment(@IdParam() id: string, @Req() req: FastifyRequest): Promise<EmailTemplateAttachmentDto> {
    return this.templates.addAttachment(id, filesOf(req));
  }

  @Delete('email-template/:id/attachment/:attId')
  @RequirePermission('MASTER_DATA', 'UPDATE')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove an attachment of a template' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  removeAttachment(@IdParam() id: string, @IdParam('attId') attId: string): Promise<void> {
    return this.templates.removeAttachment(id, attId);
  }
}
