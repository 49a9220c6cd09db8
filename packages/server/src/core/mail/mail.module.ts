import { Global, Module } from '@nestjs/common';
import { MailJob } from './mail.job';
import { MailService } from './mail.service';

/** E-mail through the 'mail' queue; MailService is available everywhere. */
@Global()
@Module({ providers: [MailService, MailJob], exports: [MailService] })
export class MailModule {}
