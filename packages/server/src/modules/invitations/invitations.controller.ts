import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { INVITATION_GUARD_MESSAGES as G, INVITATION_MESSAGES as M } from '@clearline/shared';
import { Public, RequirePermission } from '../../core/access/decorators';
import { OwnTransactions } from '../../core/database/route-transactions';
import type { Page } from '../../core/http/list-query';
import { ListEndpoint } from '../../core/http/list';
import { RateLimit } from '../rate-limit';
import {
  CreateInvitationsDto,
  CreateInviteeUserDto,
  InvitationSentView,
  InvitationSummaryView,
  InvitationView,
  InviteeNamesDto,
  InvitePersonnelDto,
  SubmitInviteeDto,
  SubmitOtpDto,
  UserDataDto,
  ValidatedInvitationDto,
} from './invitation.dto';
import { INVITATION_LIMITS_TEXT } from './invitation-limits';
import { InviteeAccountService } from './invitee-account.service';
import { INVITATION_LIST, InvitationsService } from './invitations.service';
import { IdParam } from '../../core/http/id-param';

/** Invitations as the security office runs them (spec 02 §7 "Invitations (/invite)"). */
@ApiTags('invitations')
@Controller('invite')
export class InvitationsController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly accounts: InviteeAccountService,
  ) {}

  @Get()
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: 'Invitations of the tenant (quick filter q: names, e-mail; filters status, personnelId)' })
  @ListEndpoint(INVITATION_LIST, InvitationView)
  list(@Query() query: Record<string, unknown>): Promise<Page<InvitationView>> {
    return this.invitations.list(query);
  }

  @Get('summary')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: 'Counts for the dashboard: invitations not completed (links expired among them), forms waiting for review' })
  @ApiOkResponse({ type: InvitationSummaryView })
  summary(): Promise<InvitationSummaryView> {
    return this.invitations.summary();
  }

  @Get('personnel/:id')
  @RequirePermission('PERSONNEL', 'VIEW')
  @ApiOperation({ summary: 'The invitation of a person' })
  @ApiOkResponse({ type: InvitationView })
  @ApiNotFoundResponse({ description: `No such person, or "${M.noInvitation}"` })
  get(@IdParam() id: string): Promise<InvitationView> {
    return this.invitations.getForPersonnel(id);
  }

  @Post()
  @RequirePermission('PERSONNEL', 'CREATE')
  @ApiOperation({ summary: 'Invite new people: each gets a personnel record in progress and an e-mailed link' })
  @ApiCreatedResponse({ type: InvitationSentView, isArray: true })
  @ApiBadRequestResponse({ description: "A name or e-mail is missing or not valid ('Work Email Address is not valid')" })
  create(@Body() dto: CreateInvitationsDto): Promise<InvitationSentView[]> {
    return this.invitations.create(dto);
  }

  @Put('personnel/:id')
  @RequirePermission('PERSONNEL', 'UPDATE')
  @ApiOperation({
    summary: 'Invite a person already on record (e-mail defaults to the work e-mail) and send the link',
    description: 'A new link with fresh code limits: an invitation locked after too many codes or wrong codes is unlocked.',
  })
  @ApiOkResponse({ type: InvitationSentView })
  @ApiConflictResponse({ description: M.alreadySubmitted })
  @ApiNotFoundResponse()
  invitePersonnel(@IdParam() id: string, @Body() dto: InvitePersonnelDto): Promise<InvitationSentView> {
    return this.invitations.invitePersonnel(id, dto);
  }

  @Put(':id/send-email')
  @RequirePermission('PERSONNEL', 'UPDATE')
  @ApiOperation({
    summary: 'Send or re-send the invitation: a new link; earlier links and codes stop working',
    description:
      'The new link starts with fresh code limits: this is how the security office unlocks an invitation locked after too many codes or wrong codes.',
  })
  @ApiOkResponse({ type: InvitationSentView })
  @ApiConflictResponse({ description: M.alreadySubmitted })
  @ApiNotFoundResponse()
  send(@IdParam() id: string): Promise<InvitationSentView> {
    return this.invitations.send(id);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('PERSONNEL', 'DELETE')
  @ApiOperation({ summary: 'Withdraw an invitation (its link stops working; the personnel record stays)' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse()
  remove(@IdParam() id: string): Promise<void> {
    return this.invitations.remove(id);
  }

  @Post('create-user')
  @RequirePermission('PERSONNEL', 'CREATE')
  @ApiOperation({
    summary: 'Create the employee user account of an invitee who submitted the form (welcome e-mail with a set-password link)',
  })
  @ApiCreatedResponse({ type: InvitationView })
  @ApiConflictResponse({
    description: `"${M.notSubmitted}", "${M.alreadyHasUser}", "${G.ssnConflictOpen}", or the username is taken`,
  })
  @ApiNotFoundResponse()
  createUser(@Body() dto: CreateInviteeUserDto): Promise<InvitationView> {
    return this.accounts.createUser(dto.invitationId);
  }
}

/** The invitation page's calls, without sign-in (spec 02 §7: "Without cookies"). */
@ApiTags('invitations')
@Controller('self-service')
export class SelfServiceInvitationController {
  constructor(private readonly invitations: InvitationsService) {}

  @Post('validate-invite')
  @Public()
  @OwnTransactions()
  @RateLimit('INVITATION')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Check the invitation link and e-mail a one-time code to the invited address',
    description: `Limits: ${INVITATION_LIMITS_TEXT}. The opening of the link after its last code locks the invitation.`,
  })
  @ApiOkResponse({ type: ValidatedInvitationDto })
  @ApiBadRequestResponse({ description: `${M.linkInvalid} / ${G.locked}` })
  @ApiTooManyRequestsResponse()
  async validate(@Body() dto: UserDataDto): Promise<ValidatedInvitationDto> {
    await this.invitations.validate(dto.userdata);
    return { message: M.validated };
  }

  @Post('submit-otp')
  @Public()
  @OwnTransactions()
  @RateLimit('INVITATION')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Check the e-mailed code; answers the names and work e-mail the form shows',
    description: `Limits: ${INVITATION_LIMITS_TEXT}. The last wrong code allowed locks the invitation (audited as INVITATION_LOCKED).`,
  })
  @ApiOkResponse({ type: InviteeNamesDto })
  @ApiBadRequestResponse({ description: `${M.linkInvalid} / ${M.otpInvalid} / ${M.otpTooManyAttempts} / ${G.locked}` })
  @ApiTooManyRequestsResponse()
  submitOtp(@Body() dto: SubmitOtpDto): Promise<InviteeNamesDto> {
    return this.invitations.submitOtp(dto);
  }

  @Post('submit-invitee')
  @Public()
  @OwnTransactions()
  @RateLimit('INVITATION')
  @HttpCode(200)
  @ApiOperation({
    summary: "Submit the invitation form: completes the person's record for the security office's review; the link is used up",
    description:
      "An SSN already on another person's record of the tenant is not refused, so that the answer tells nothing about " +
      "other people: the submission is answered like any other. The SSN is then not applied to the invitee's record " +
      "(it keeps the SSN it had, usually none; the other person's record is not changed), and the security office gets " +
      'an open action on the invitee naming the two people (never the number) to resolve; no user account can be ' +
      'created from the invitation until that action is completed or closed. The rest of the form is saved as usual.',
  })
  @ApiOkResponse({ type: ValidatedInvitationDto })
  @ApiBadRequestResponse({
    description: `A field is missing or not valid, the code was not entered, or the link is not valid / ${G.locked}`,
  })
  @ApiTooManyRequestsResponse()
  async submitInvitee(@Body() dto: SubmitInviteeDto): Promise<ValidatedInvitationDto> {
    await this.invitations.submitInvitee(dto);
    return { message: M.submitted };
  }
}
