import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './core/access/access.guard';
import { CoreModule } from './core/core.module';
import { MailModule } from './core/mail/mail.module';
import { IdentityModule } from './modules/identity/identity.module';
import { SettingsModule } from './modules/settings/settings.module';
import { StorageModule } from './core/storage/storage.module';
import { DocumentsModule } from './modules/documents/documents.module';
import { NotesModule } from './modules/notes/notes.module';
import { AnnouncementsModule } from './modules/announcements/announcements.module';
import { KnowledgeCenterModule } from './modules/knowledge-center/knowledge-center.module';
import { SupportModule } from './modules/support/support.module';
import { SystemModule } from './modules/system/system.module';
import { TenantsModule } from './modules/tenants/tenants.module';
import { AuditLogModule } from './modules/audit-log/audit-log.module';
import { ImpersonationModule } from './modules/impersonation/impersonation.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { ReportsModule } from './modules/reports/reports.module';
import { ScheduledJobsModule } from './modules/scheduled-jobs/scheduled-jobs.module';
import { RemindersModule } from './modules/reminders/reminders.module';
import { ReferenceDataModule } from './modules/reference-data/reference-data.module';
import { FacilitiesModule } from './modules/facilities/facilities.module';
import { OpenActionsModule } from './modules/open-actions/open-actions.module';
import { PersonnelModule } from './modules/personnel/personnel.module';
import { DownloadsModule } from './modules/downloads/downloads.module';
import { TrainingModule } from './modules/training/training.module';
import { RateLimitModule } from './modules/rate-limit/rate-limit.module';

@Module({
  imports: [
    CoreModule,
    MailModule,
    IdentityModule,
    SystemModule,
    SettingsModule,
    StorageModule,
    DocumentsModule,
    NotesModule,
    AnnouncementsModule,
    KnowledgeCenterModule,
    SupportModule,
    TenantsModule,
    AuditLogModule,
    ImpersonationModule,
    JobsModule,
    ReportsModule,
    ScheduledJobsModule,
    RemindersModule,
    ReferenceDataModule,
    FacilitiesModule,
    OpenActionsModule,
    PersonnelModule,
    DownloadsModule,
    TrainingModule,
    RateLimitModule,
  ],
  providers: [{ provide: APP_GUARD, useClass: AccessGuard }],
})
export class AppModule {}
