import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest, FastifyReply } from 'fastify';
import { LOGIN_SERVER_MESSAGES, OTP_REQUIRED_HEADER } from '@clearline/shared';
import { Public } from '../../../core/access/decorators';
import { RateLimit } from '../../rate-limit';
import { OwnTransactions } from '../../../core/database/route-transactions';
import { PasswordResetService } from '../passwords/password-reset.service';
import { LoginDto, MessageDto, ResetTokenInfoDto, SendResetOtpDto, SignedInUserDto, SubmitResetDto } from './auth.dto';
import { AuthService } from './auth.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
  ) {}

  @Post('login')
  @Public()
  @OwnTransactions()
  @RateLimit('SIGN_IN')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Sign in (form-encoded or JSON). 401 with X-OTP-Required: true asks for the e-mailed code; 403 "Password needs to be reset" for an expired or temporary password',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: SignedInUserDto, description: 'Signed in; the session cookie is set' })
  @ApiUnauthorizedResponse({
    description: `Bad credentials (also locked or disabled accounts), or the one-time code is needed (header ${OTP_REQUIRED_HEADER}: true)`,
    headers: { [OTP_REQUIRED_HEADER]: { description: 'true when a one-time code must be entered', schema: { type: 'string' } } },
  })
  @ApiForbiddenResponse({ description: `"${LOGIN_SERVER_MESSAGES.passwordExpired}", or sign-in stopped by an announcement` })
  login(@Body() dto: LoginDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<SignedInUserDto> {
    return this.auth.login(dto, req, res);
  }

  @Post('logout')
  @Public()
  @OwnTransactions()
  @RateLimit('PUBLIC')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out: ends this session and clears its cookie (also answers 204 without a session)' })
  @ApiNoContentResponse()
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<void> {
    await this.auth.logout(req, res);
  }

  @Post('password-reset/send-otp')
  @Public()
  @RateLimit('PASSWORD_RESET')
  @HttpCode(202)
  @ApiOperation({ summary: 'E-mail a password-reset code and link; the answer never tells whether the user exists' })
  @ApiOkResponse({ type: MessageDto })
  async sendOtp(@Body() dto: SendResetOtpDto): Promise<MessageDto> {
    await this.resets.sendOtp(dto.username);
    return { message: LOGIN_SERVER_MESSAGES.resetOtpSent };
  }

  @Get('password-reset/:token')
  @Public()
  @RateLimit('PASSWORD_RESET')
  @ApiOperation({ summary: 'Decode the username from a signed password link (reset or welcome)' })
  @ApiOkResponse({ type: ResetTokenInfoDto })
  @ApiBadRequestResponse({ description: LOGIN_SERVER_MESSAGES.resetTokenInvalid })
  decode(@Param('token') token: string): Promise<ResetTokenInfoDto> {
    return this.resets.decode(token);
  }

  @Post('password-reset/submit')
  @Public()
  @OwnTransactions()
  @RateLimit('PASSWORD_RESET')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with the e-mailed link, the e-mailed code, or the current (expired or temporary) password' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ description: 'A rule is broken (length, history, blocklist) or the proof is not valid' })
  async submit(@Body() dto: SubmitResetDto): Promise<MessageDto> {
    await this.resets.submit(dto);
    return { message: LOGIN_SERVER_MESSAGES.resetDone };
  }
}
