import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './core/access/access.guard';
import { CoreModule } from './core/core.module';
import { MailModule } from './core/mail/mail.module';
import { IdentityModule } from './modules/identity';
import { SettingsModule } from './modules/settings';
import { StorageModule } from './core/storage/storage.module';
import { DocumentsModule } from './modules/documents';
import { NotesModule } from './modules/notes';
import { AnnouncementsModule } from './modules/announcements';
import { KnowledgeCenterModule } from './modules/knowledge-center';
import { EmailTemplatesModule } from './modules/email-templates';
import { MasterDataModule } from './modules/master-data';
import { SupportModule } from './modules/support';
import { SystemModule } from './modules/system';
import { TenantsModule } from './modules/tenants';
import { AuditLogModule } from './modules/audit-log';
import { ImpersonationModule } from './modules/impersonation';
import { JobsModule } from './modules/jobs';
import { ReportsModule } from './modules/reports';
import { ScheduledJobsModule } from './modules/scheduled-jobs';
import { RemindersModule } from './modules/reminders';
import { ReferenceDataModule } from './modules/reference-data';
import { FacilitiesModule } from './modules/facilities';
import { ContractsModule } from './modules/contracts';
import { FociVisitsModule } from './modules/foci-visits';
import { IncidentsModule } from './modules/incidents';
import { Dd254Module } from './modules/dd254';
import { InvitationsModule } from './modules/invitations';
import { OpenActionsModule } from './modules/open-actions';
import { PersonnelModule } from './modules/personnel';
import { DownloadsModule } from './modules/downloads';
import { TrainingModule } from './modules/training';
import { FaqModule } from './modules/faq';
import { TenantMasterModule } from './modules/tenant-master';
import { DashboardModule } from './modules/dashboard';
import { PmPortalModule } from './modules/pm-portal';
import { MyPortalModule } from './modules/my-portal';
import { RateLimitModule } from './modules/rate-limit';
import { VisitsModule } from './modules/visits';

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
    EmailTemplatesModule,
    MasterDataModule,
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
    ContractsModule,
    FociVisitsModule,
    IncidentsModule,
    Dd254Module,
    OpenActionsModule,
    PersonnelModule,
    DownloadsModule,
    TrainingModule,
    FaqModule,
    TenantMasterModule,
    DashboardModule,
    PmPortalModule,
    InvitationsModule,
    MyPortalModule,
    RateLimitModule,
    VisitsModule,
  ],
  providers: [{ provide: APP_GUARD, useClass: AccessGuard }],
})
export class AppModule {}
