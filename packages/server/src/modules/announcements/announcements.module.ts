import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnnouncementDismissal, SystemAnnouncement, TenantAnnouncement } from './announcement.entity';
import { AnnouncementsController, SystemAnnouncementsController, TenantAnnouncementsController } from './announcements.controller';
import { LoginGate } from '../identity';
import { AnnouncementsLoginGate } from './announcements.login-gate';
import { AnnouncementsService } from './announcements.service';

/** Announcements. Global: provides the identity module's LoginGate (stopUserLogin) and AnnouncementsService.isLoginStopped(). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SystemAnnouncement, TenantAnnouncement, AnnouncementDismissal])],
  controllers: [AnnouncementsController, SystemAnnouncementsController, TenantAnnouncementsController],
  providers: [AnnouncementsService, AnnouncementsLoginGate, { provide: LoginGate, useExisting: AnnouncementsLoginGate }],
  exports: [AnnouncementsService, LoginGate],
})
export class AnnouncementsModule {}
