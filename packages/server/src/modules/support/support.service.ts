import { PLATFORM_MESSAGES } from '@clearline/shared';
import { Injectable } from '@nestjs/common';
import { AuditService } from '../../core/audit/audit.service';
import { config } from '../../core/config/config';
import { RequestContext } from '../../core/context/request-context';
import { TenantDb } from '../../core/database/tenant-db';
import { MailService } from '../../core/mail/mail.service';
import { SettingsService } from '../settings/settings.service';
import type { EmailInstructionsDto, EmailInstructionsResultDto, SupportRequestDto, SupportRequestResultDto } from './support.dto';

/** Support requests to the provider and e-mailed instructions from a security office. */
@Injectable()
export class SupportService {
  constructor(
    private readonly db: TenantDb,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    private readonly audit: AuditService,
  ) {}

  /** The provider's support address: the system setting SUPPORT_EMAIL, else the SUPPORT_EMAIL configuration. */
  async supportAddress(): Promise<string> {
    return (await this.settings.getSystem<string>('SUPPORT_EMAIL')) || config().supportEmail;
  }

  async request(body: SupportRequestDto): Promise<SupportRequestResultDto> {
    const ctx = RequestContext.require();
    const user = ctx.user!;
    const reference = ctx.requestId;
    const to = await this.supportAddress();
    const lines = [
      `Support request ${reference}`,
      `Category: ${body.category ?? 'OTHER'}`,
      `From: ${user.username} (user ${user.id})`,
      `Tenant: ${ctx.tenantId ?? '-'}${user.impersonating ? ` (impersonated: ${user.impersonating.tenantName})` : ''}`,
      body.contactEmail ? `Contact e-mail: ${body.contactEmail}` : null,
      body.contactPhone ? `Contact phone: ${body.contactPhone}` : null,
      '',
      body.message,
    ].filter((l): l is string => l !== null);
    await this.mail.send({ to, subject: `[Support] ${body.subject}`, text: lines.join('\n') });
    await this.audit.write(this.db.em(), {
      eventType: 'ACTION',
      action: 'SUPPORT_REQUEST',
      details: { reference, subject: body.subject, category: body.category ?? 'OTHER' },
    });
    return { message: PLATFORM_MESSAGES.supportSent, reference };
  }

  async emailInstructions(body: EmailInstructionsDto): Promise<EmailInstructionsResultDto> {
    const tenantId = this.db.tenantId();
    const [signature, officeEmail, officePhone] = await Promise.all([
      this.settings.getTenant<string>(tenantId, 'EMAIL_SIGNATURE'),
      this.settings.getTenant<string>(tenantId, 'SECURITY_OFFICE_EMAIL'),
      this.settings.getTenant<string>(tenantId, 'SECURITY_OFFICE_PHONE'),
    ]);
    const contact = [officeEmail, officePhone].filter(Boolean).join(' / ');
    const parts = [body.instructions.trimEnd()];
    if (signature) parts.push('', signature);
    if (contact) parts.push('', `Security office: ${contact}`);
    const text = parts.join('\n');
    const recipients = [...new Set(body.recipients.map((r) => r.trim().toLowerCase()))];
    for (const to of recipients) await this.mail.send({ to, subject: body.subject, text });
    await this.audit.write(this.db.em(), {
      eventType: 'ACTION',
      action: 'EMAIL_INSTRUCTIONS',
      details: { subject: body.subject, recipients },
    });
    return { message: PLATFORM_MESSAGES.instructionsSent, sent: recipients.length };
  }
}
