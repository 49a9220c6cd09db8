import { PLATFORM_MESSAGES } from '@clearline/shared';
import { BadRequestException, Injectable } from '@nestjs/common';
import { AuditService } from '../../core/audit/audit.service';
import { config } from '../../core/config/config';
import { RequestContext } from '../../core/context/request-context';
import { TenantDb } from '../../core/database/tenant-db';
import { MailService } from '../../core/mail/mail.service';
import { SettingsService } from '../settings';
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
    await this.mail.send({
      to,
      template: 'SUPPORT_REQUEST',
      values: {
        reference,
        subject: body.subject,
        category: body.category ?? 'OTHER',
        username: user.username,
        userId: user.id,
        tenant: `${ctx.tenantId ?? '-'}${user.impersonating ? ` (impersonated: ${user.impersonating.tenantName})` : ''}`,
        contactEmail: body.contactEmail ?? '',
        contactPhone: body.contactPhone ?? '',
        message: body.message,
      },
    });
    await this.audit.write(this.db.em(), {
      eventType: 'ACTION',
      action: 'SUPPORT_REQUEST',
      details: { reference, subject: body.subject, category: body.category ?? 'OTHER' },
    });
    return { message: PLATFORM_MESSAGES.supportSent, reference };
  }

  async emailInstructions(body: EmailInstructionsDto): Promise<EmailInstructionsResultDto> {
    const tenantId = this.db.tenantId();
    const recipients = [...new Set(body.recipients.map((r) => r.trim().toLowerCase()))];
    await this.assertOwnAddresses(tenantId, recipients);
    // one after the other: they share the request's transaction, whose connection runs one query at a time
    const signature = await this.settings.getTenant<string>(tenantId, 'EMAIL_SIGNATURE');
    const officeEmail = await this.settings.getTenant<string>(tenantId, 'SECURITY_OFFICE_EMAIL');
    const officePhone = await this.settings.getTenant<string>(tenantId, 'SECURITY_OFFICE_PHONE');
    const values = {
      subject: body.subject,
      instructions: body.instructions.trimEnd(),
      signature: signature ?? '',
      securityOfficeContact: [officeEmail, officePhone].filter(Boolean).join(' / '),
    };
    for (const to of recipients) await this.mail.send({ to, template: 'EMAIL_INSTRUCTIONS', values });
    await this.audit.write(this.db.em(), {
      eventType: 'ACTION',
      action: 'EMAIL_INSTRUCTIONS',
      details: { subject: body.subject, recipients },
    });
    return { message: PLATFORM_MESSAGES.instructionsSent, sent: recipients.length };
  }

  /**
   * Instructions go only to the tenant's own people: the e-mail of one of its users, or the work e-mail
   * or the personal contact's personal or government e-mail of one of its personnel (not an emergency
   * contact: that is someone else). Read in the request's transaction, so row-level security keeps other
   * tenants' addresses out even without the tenant filter.
   */
  private async assertOwnAddresses(tenantId: string, recipients: string[]): Promise<void> {
    const rows = (await this.db.em().query(
      `SELECT lower(btrim(email)) AS email FROM app_user
        WHERE tenant_id = $1 AND deleted_at IS NULL AND lower(btrim(email)) = ANY($2::text[])
       UNION
       SELECT lower(btrim(work_email)) FROM personnel WHERE tenant_id = $1 AND lower(btrim(work_email)) = ANY($2::text[])
       UNION
       SELECT lower(btrim(e)) FROM personnel_contact c
        CROSS JOIN LATERAL (VALUES (c.personal_email_address), (c.government_email_address)) AS v(e)
        WHERE c.tenant_id = $1 AND c.contact_type_enum = 'PERSONAL' AND lower(btrim(e)) = ANY($2::text[])`,
      [tenantId, recipients],
    )) as Array<{ email: string }>;
    const known = new Set(rows.map((r) => r.email));
    const refused = recipients.filter((r) => !known.has(r));
    if (refused.length)
      throw new BadRequestException(PLATFORM_MESSAGES.instructionsRecipientsRefused.replace('{emails}', refused.join(', ')));
  }
}
