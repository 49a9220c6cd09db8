import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity';
import { OpenActionsModule } from '../open-actions';
import { Personnel } from '../personnel';
import { ReferenceDataModule } from '../reference-data';
import { SettingsModule } from '../settings';
import { Invitation } from './invitation.entity';
import { InviteeAccountService } from './invitee-account.service';
import { InvitationsController, SelfServiceInvitationController } from './invitations.controller';
import { InvitationsService } from './invitations.service';

@Module({
  imports: [TypeOrmModule.forFeature([Invitation, Personnel]), IdentityModule, OpenActionsModule, ReferenceDataModule, SettingsModule],
  controllers: [InvitationsController, SelfServiceInvitationController],
  providers: [InvitationsService, InviteeAccountService],
  exports: [InvitationsService],
})
export class InvitationsModule {}
