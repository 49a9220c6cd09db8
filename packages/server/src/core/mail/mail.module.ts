import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailTemplate, EmailTemplateAttachment } from './email-template.entity';
import { EmailTemplates } from './email-templates';
import { MailJob } from './mail.job';
import { MailService } from './mail.service';

/** E-mail through the 'mail' queue, rendered from the stored templates; MailService is available everywhere. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([EmailTemplate, EmailTemplateAttachment])],
  providers: [MailService, MailJob, EmailTemplates],
  exports: [MailService],
})
export class MailModule {}
