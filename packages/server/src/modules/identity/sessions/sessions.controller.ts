import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../../core/access/decorators';
import { RequestContext } from '../../../core/context/request-context';
import { impersonationStateOf, SessionInfoDto } from '../auth/auth.dto';

@ApiTags('sessions')
@Controller('sessions')
export class SessionsController {
  @Get('is-valid')
  @SignedIn()
  @ApiOperation({ summary: 'Whether this session is alive (401 when not); restarts the idle clock' })
  @ApiOkResponse({ type: SessionInfoDto })
  isValid(): SessionInfoDto {
    const user = RequestContext.require().user!;
    return {
      valid: true,
      userId: user.id,
      username: user.username,
      tenantId: user.homeTenantId,
      impersonating: impersonationStateOf(user.impersonating),
    };
  }
}
