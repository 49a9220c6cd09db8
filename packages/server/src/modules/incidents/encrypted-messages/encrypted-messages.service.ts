import { randomUUID } from 'node:crypto';
import { BadRequestException, Injectable, InternalServerErrorException, Logger } from '@nestjs/common';
import { ENCRYPTED_MESSAGE_DIRECTION, ENCRYPTED_MESSAGE_MESSAGES, type EncryptedMessageDirection } from '@clearline/shared';
import { AuditService } from '../../../core/audit/audit.service';
import { config } from '../../../core/config/config';
import { MailService } from '../../../core/mail/mail.service';
import { RequestContext } from '../../../core/context/request-context';
import { recordNotFound, TenantDb } from '../../../core/database/tenant-db';
import { defineList, pageOfSql, parseList } from '../../../core/http/list';
import { Page } from '../../../core/http/list-query';
import { openJson, sealJson } from '../../../core/security/sealed-field';
import { linkedPersonnelId } from '../../personnel';
import { SettingsService } from '../../settings';
import { Incident } from '../incident.entity';
import { EncryptedMessageRecipient } from './encrypted-message-recipient.entity';
import {
  EncryptedMessageSummaryView,
  EncryptedMessageView,
  type EncryptedMessageRecipientView,
  type SendEncryptedMessageDto,
} from './encrypted-message.dto';

/** The permission that makes a user of the tenant a recipient of the encrypted messages sent from then on. */
export const ENCRYPTED_MESSAGE_RECIPIENT_GRANT = { module: 'REPORTS_INCIDENTS', flag: 'can_update' } as const;

/** The sealed part of a message: subject and body are one ciphertext, neither is stored in clear. */
interface SealedMessage {
  subject: string;
  message: string;
}

/**
 * The associated data of a message's ciphertext: it opens only as this message of this tenant, so a
 * ciphertext copied onto another message or into another tenant does not decrypt.
 */
const aadOf = (tenantId: string, incidentId: string): string => `encrypted-message:${tenantId}:${incidentId}`;

/** The display name of an app_user row in SQL: first and last name, else the username. */
const USER_NAME = (u: string) => `coalesce(nullif(btrim(concat_ws(' ', ${u}.first_name, ${u}.last_name)), ''), ${u}.username)`;

/** The caller's messages (GET /incidents/encrypted-message/me); `m` is the row of the query in `list`. */
export const ENCRYPTED_MESSAGE_LIST = defineList({
  resource: 'encrypted-messages',
  sortable: { sentAt: 'm.sent_at', senderName: 'lower(m.sender_name)', direction: 'm.direction', read: 'm.read' },
  defaultSort: { field: 'sentAt', direction: 'DESC' },
  id: 'm.id',
  quickFilter: ['m.sender_name'],
  filters: {
    direction: {
      type: 'enum',
      column: 'm.direction',
      values: Object.keys(ENCRYPTED_MESSAGE_DIRECTION),
      description: 'SENT: messages the caller wrote; RECEIVED: messages the caller is a recipient of',
    },
    read: {
      type: 'boolean',
      column: 'm.read',
      description: 'RECEIVED: the caller has opened it; SENT: a recipient has (read=false&direction=RECEIVED counts the unread)',
    },
  },
});

interface SummaryRow {
  id: string;
  direction: EncryptedMessageDirection;
  sender_user_id: string | null;
  sender_name: string | null;
  sent_at: Date;
  recipient_count: number;
  read_count: number;
  read: boolean;
  first_read_at: Date | null;
}

/**
 * Encrypted messages (spec 01 §2, 03 §7): an employee writes to the security office. Subject and body are
 * sealed together with AES-256-GCM under the key of the secrets kept at rest (SSN_ENCRYPTION_KEY, the key
 * the SSNs use), bound to the tenant and the message. The recipients are the tenant's active users whose
 * roles grant UPDATE on REPORTS_INCIDENTS when the message is sent (the tenant names them on its Roles &
 * Permissions page); they are fixed on the message and each gets an e-mail naming the sender and linking to
 * the message (never its subject or body). Only the sender and those recipients read it, and each read writes
 * an audit row naming the reader.
 */
@Injectable()
export class EncryptedMessagesService {
  private readonly logger = new Logger('EncryptedMessages');

  constructor(
    private readonly db: TenantDb,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
  ) {}

  private me(): string {
    const id = RequestContext.current()?.user?.id;
    if (!id) throw new Error('An encrypted message needs a signed-in user');
    return id;
  }

  async send(dto: SendEncryptedMessageDto): Promise<EncryptedMessageView> {
    const em = this.db.em();
    const tenantId = this.db.tenantId();
    const sender = this.me();
    const recipients = await em.query<Array<{ id: string; email: string }>>(
      `SELECT u.id, u.email FROM app_user u
        WHERE u.tenant_id = $1 AND u.id <> $2 AND u.enabled AND u.deleted_at IS NULL
          AND EXISTS (SELECT 1 FROM user_role ur JOIN role_permission rp ON rp.role_id = ur.role_id
                       WHERE ur.user_id = u.id AND rp.module = $3 AND rp.${ENCRYPTED_MESSAGE_RECIPIENT_GRANT.flag})
        ORDER BY u.id`,
      [tenantId, sender, ENCRYPTED_MESSAGE_RECIPIENT_GRANT.module],
    );
    if (!recipients.length) throw new BadRequestException(ENCRYPTED_MESSAGE_MESSAGES.noRecipients);
    const personnelId = await linkedPersonnelId(this.db);
    const id = randomUUID();
    const sealed: SealedMessage = { subject: dto.subject.trim(), message: dto.message };
    const now = new Date();
    const incident = this.db.repo(Incident).create({
      id,
      incidentType: 'ENCRYPTED_MESSAGE',
      status: 'SUBMITTED',
      statusDate: now,
      submittedAt: now,
      reportedDate: await this.settings.tenantToday(tenantId),
      selfReported: true,
      reportedByUserId: sender,
      personnelId,
      messageCiphertext: sealJson(sealed, aadOf(tenantId, id), config().ssnEncryptionKey),
    });
    await this.db.repo(Incident).save(incident);
    const repo = this.db.repo(EncryptedMessageRecipient);
    for (const r of recipients) await repo.save(repo.create({ incidentId: id, userId: r.id, firstReadAt: null }));
    const view = await this.view(incident, sealed, 'SENT');
    // each recipient learns that a message arrived: who sent it and where to read it, never its subject or body
    const link = `${config().publicUrl}/encrypted-messages/${id}`;
    for (const r of recipients) {
      await this.mail.send(
        { to: r.email, template: 'ENCRYPTED_MESSAGE_RECEIVED', values: { sender: view.senderName ?? '', link } },
        {},
        { jobId: `encrypted-message-${id}-${r.id}` },
      );
    }
    return view;
  }

  async list(query: Record<string, unknown>): Promise<Page<EncryptedMessageSummaryView>> {
    const q = parseList(ENCRYPTED_MESSAGE_LIST, query);
    const rows = `
      WITH mine AS (
        SELECT i.id, i.created_at AS sent_at, i.reported_by_user_id AS sender_user_id,
               CASE WHEN i.reported_by_user_id = $1 THEN 'SENT' ELSE 'RECEIVED' END AS direction,
               ${USER_NAME('u')} AS sender_name,
               r.first_read_at AS my_first_read_at,
               (SELECT count(*)::int FROM encrypted_message_recipient x WHERE x.incident_id = i.id) AS recipient_count,
               (SELECT count(*)::int FROM encrypted_message_recipient x WHERE x.incident_id = i.id AND x.first_read_at IS NOT NULL) AS read_count,
               (SELECT min(x.first_read_at) FROM encrypted_message_recipient x WHERE x.incident_id = i.id) AS any_first_read_at
          FROM incident i
          LEFT JOIN encrypted_message_recipient r ON r.incident_id = i.id AND r.user_id = $1
          LEFT JOIN app_user u ON u.id = i.reported_by_user_id
         WHERE i.incident_type = 'ENCRYPTED_MESSAGE' AND (i.reported_by_user_id = $1 OR r.id IS NOT NULL)
      ), m AS (
        SELECT mine.*,
               CASE WHEN direction = 'SENT' THEN read_count > 0 ELSE my_first_read_at IS NOT NULL END AS read,
               CASE WHEN direction = 'SENT' THEN any_first_read_at ELSE my_first_read_at END AS first_read_at
          FROM mine
      )`;
    const source = { with: rows, select: 'm.*', from: 'm', params: [this.me()] };
    return pageOfSql(this.db.em(), ENCRYPTED_MESSAGE_LIST, q, source, (found: SummaryRow[]) =>
      found.map((r) => ({
        id: r.id,
        direction: r.direction,
        senderUserId: r.sender_user_id,
        senderName: r.sender_name,
        sentAt: new Date(r.sent_at).toISOString(),
        recipientCount: r.recipient_count,
        readCount: r.read_count,
        read: r.read,
        firstReadAt: r.first_read_at ? new Date(r.first_read_at).toISOString() : null,
      })),
    );
  }

  /**
   * The message decrypted, to its sender or one of its recipients (anyone else: 404, as for a message that
   * does not exist). Writes an ENCRYPTED_MESSAGE_READ audit row naming the reader and stamps a recipient's
   * first read.
   */
  async read(id: string): Promise<EncryptedMessageView> {
    const reader = this.me();
    const incident = await this.db.findOr404(Incident, id, 'Encrypted message');
    const mine = await this.db.repo(EncryptedMessageRecipient).findOne({ where: { incidentId: incident.id, userId: reader } });
    const isSender = incident.reportedByUserId === reader;
    if (incident.incidentType !== 'ENCRYPTED_MESSAGE' || (!isSender && !mine)) {
      throw recordNotFound('Encrypted message', id);
    }
    const sealed = this.open(incident);
    const firstRead = !!mine && !mine.firstReadAt;
    await this.audit.write(this.db.em(), {
      eventType: 'ACTION',
      action: 'ENCRYPTED_MESSAGE_READ',
      objectTable: 'incident',
      objectId: incident.id,
      details: { reader: isSender ? 'SENDER' : 'RECIPIENT', firstRead },
    });
    if (mine && firstRead) {
      mine.firstReadAt = new Date();
      await this.db.repo(EncryptedMessageRecipient).save(mine);
    }
    return this.view(incident, sealed, isSender ? 'SENT' : 'RECEIVED');
  }

  private open(incident: Incident): SealedMessage {
    try {
      if (!incident.messageCiphertext) throw new Error('no ciphertext');
      return openJson<SealedMessage>(incident.messageCiphertext, aadOf(incident.tenantId, incident.id), config().ssnEncryptionKey);
    } catch (e) {
      this.logger.error(`Encrypted message ${incident.id} of tenant ${incident.tenantId} could not be decrypted: ${(e as Error).message}`);
      throw new InternalServerErrorException(ENCRYPTED_MESSAGE_MESSAGES.unreadable);
    }
  }

  private async view(incident: Incident, sealed: SealedMessage, direction: EncryptedMessageDirection): Promise<EncryptedMessageView> {
    const em = this.db.em();
    const [sender] = incident.reportedByUserId
      ? await em.query<Array<{ name: string }>>(`SELECT ${USER_NAME('u')} AS name FROM app_user u WHERE u.id = $1`, [
          incident.reportedByUserId,
        ])
      : [];
    const recipients = await em.query<Array<{ user_id: string; name: string; first_read_at: Date | null }>>(
      `SELECT r.user_id, ${USER_NAME('u')} AS name, r.first_read_at
         FROM encrypted_message_recipient r JOIN app_user u ON u.id = r.user_id
        WHERE r.incident_id = $1 ORDER BY lower(${USER_NAME('u')}), r.user_id`,
      [incident.id],
    );
    return {
      id: incident.id,
      direction,
      subject: sealed.subject,
      message: sealed.message,
      senderUserId: incident.reportedByUserId,
      senderName: sender?.name ?? null,
      sentAt: new Date(incident.createdAt).toISOString(),
      recipients: recipients.map((r): EncryptedMessageRecipientView => ({
        userId: r.user_id,
        name: r.name,
        firstReadAt: r.first_read_at ? new Date(r.first_read_at).toISOString() : null,
      })),
    };
  }
}
