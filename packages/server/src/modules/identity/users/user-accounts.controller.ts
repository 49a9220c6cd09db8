import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequirePermission } from '../../../core/access/decorators';
import { GenerateUserAccountsDto, UserAccountsRunDto } from './user-accounts.dto';
import { UserAccountsService } from './user-accounts.service';
import { IdParam } from '../../../core/http/id-param';

/** Generate User Accounts, the personnel list action (spec 02 §2, §7). */
@ApiTags('personnel')
@Controller('personnel/generate-user-accounts')
export class UserAccountsController {
  constructor(private readonly accounts: UserAccountsService) {}

  @Post()
  @RequirePermission('USERS', 'CREATE')
  @ApiOperation({
    summary:
      'Creates a CLIENT_EMPLOYEE user (username = work e-mail) linked to each chosen personnel record, or to every active employee without one, and e-mails the welcome e-mail with a set-password link unless isSendWelcomeEmail is false. People who have an account, have no valid work e-mail, are inactive or whose e-mail is already a username are skipped. Up to 5 people are done at once (status SUCCEEDED); more run as a job (status QUEUED: poll GET /personnel/generate-user-accounts/{runId}). One outcome per person either way.',
  })
  @ApiCreatedResponse({ type: UserAccountsRunDto })
  @ApiBadRequestResponse({ description: 'Nobody chosen, unknown people, or no active employee without an account' })
  @ApiForbiddenResponse({ description: 'The caller may not create users, or may not grant the Client Employee role' })
  generate(@Body() dto: GenerateUserAccountsDto): Promise<UserAccountsRunDto> {
    return this.accounts.generate(dto);
  }

  @Get(':runId')
  @RequirePermission('USERS', 'CREATE')
  @ApiOperation({ summary: 'A Generate User Accounts job: status and progress while it runs, one outcome per person once finished' })
  @ApiOkResponse({ type: UserAccountsRunDto })
  @ApiNotFoundResponse({ description: 'No such run in this tenant' })
  run(@IdParam('runId') runId: string): Promise<UserAccountsRunDto> {
    return this.accounts.run(runId);
  }
}
