import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePermission, SignedIn } from '../../core/access/decorators';
import { RateLimit } from '../rate-limit';
import { EmailInstructionsDto, EmailInstructionsResultDto, SupportRequestDto, SupportRequestResultDto } from './support.dto';
import { SupportService } from './support.service';

@ApiTags('support')
@Controller()
export class SupportController {
  constructor(private readonly support: SupportService) {}

  @Post('support-request')
  @SignedIn()
  @RateLimit('SUPPORT')
  @HttpCode(200)
  @ApiOperation({ summary: "E-mail a support request to the provider's support address and confirm it" })
  @ApiOkResponse({ type: SupportRequestResultDto })
  @ApiBadRequestResponse()
  request(@Body() body: SupportRequestDto): Promise<SupportRequestResultDto> {
    return this.support.request(body);
  }

  @Post('email-instructions')
  @RequirePermission('PERSONNEL', 'UPDATE')
  @RateLimit('SUPPORT')
  @HttpCode(200)
  @ApiOperation({ summary: "E-mail instructions to people, signed with the tenant's e-mail signature and security office contact" })
  @ApiOkResponse({ type: EmailInstructionsResultDto })
  @ApiBadRequestResponse()
  emailInstructions(@Body() body: EmailInstructionsDto): Promise<EmailInstructionsResultDto> {
    return this.support.emailInstructions(body);
  }
}
