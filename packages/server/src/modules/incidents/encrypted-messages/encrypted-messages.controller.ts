import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequireAnyPermission, RequirePermission } from '../../../core/access/decorators';
import { ListEndpoint } from '../../../core/http/list';
import type { Page } from '../../../core/http/list-query';
import { EncryptedMessageSummaryView, EncryptedMessageView, SendEncryptedMessageDto } from './encrypted-message.dto';
import { ENCRYPTED_MESSAGE_LIST, EncryptedMessagesService } from './encrypted-messages.service';
import { IdParam } from '../../../core/http/id-param';

const RULES =
  'Subject and message are stored as one AES-256-GCM ciphertext. The recipients are the tenant’s active users whose roles grant UPDATE on REPORTS_INCIDENTS when the message is sent; they are fixed on the message. Only the sender and those recipients can read it.';

/** Encrypted messages from an employee to the security office (spec 01 §2 "encrypted-messages", 03 §7). */
@ApiTags('incidents')
@Controller('incidents/encrypted-message')
export class EncryptedMessagesController {
  constructor(private readonly messages: EncryptedMessagesService) {}

  @Post()
  @RequirePermission('SEND_ENCRYPTED_MESSAGE', 'CREATE')
  @ApiOperation({
    summary: 'Send an encrypted message to the security office',
    description: `${RULES} Refused while impersonating a tenant (the message speaks for its sender).`,
  })
  @ApiCreatedResponse({ type: EncryptedMessageView })
  @ApiBadRequestResponse({
    description: 'Subject or message missing or too long, or the tenant has no user who can receive encrypted messages',
  })
  @ApiForbiddenResponse({ description: 'No CREATE on SEND_ENCRYPTED_MESSAGE, or the caller is impersonating a tenant' })
  send(@Body() dto: SendEncryptedMessageDto): Promise<EncryptedMessageView> {
    return this.messages.send(dto);
  }

  @Get('me')
  @RequireAnyPermission(['SEND_ENCRYPTED_MESSAGE', 'VIEW'], ['REPORTS_INCIDENTS', 'UPDATE'])
  @ApiOperation({
    summary: 'The encrypted messages I sent and those I received, without subject or body',
    description: `${RULES} read=false&direction=RECEIVED lists (and X-Total-Count counts) the unread messages of a recipient.`,
  })
  @ListEndpoint(ENCRYPTED_MESSAGE_LIST, EncryptedMessageSummaryView)
  mine(@Query() query: Record<string, unknown>): Promise<Page<EncryptedMessageSummaryView>> {
    return this.messages.list(query);
  }

  @Get(':id')
  @RequireAnyPermission(['SEND_ENCRYPTED_MESSAGE', 'VIEW'], ['REPORTS_INCIDENTS', 'UPDATE'])
  @ApiOperation({
    summary: 'Read an encrypted message (its sender or a recipient only; each read is audited and stamps a recipient’s first read)',
    description: RULES,
  })
  @ApiOkResponse({ type: EncryptedMessageView })
  @ApiNotFoundResponse({ description: 'No such message, or the caller is neither its sender nor one of its recipients' })
  read(@IdParam() id: string): Promise<EncryptedMessageView> {
    return this.messages.read(id);
  }
}
