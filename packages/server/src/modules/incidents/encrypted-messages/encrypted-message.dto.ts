import { ENCRYPTED_MESSAGE_DIRECTION, type EncryptedMessageDirection, TEXT_LIMITS } from '@clearline/shared';
import { EnumOf, TextField } from '../../../core/http/fields';

/** What an employee writes to the security office: both parts are encrypted together when stored. */
export class SendEncryptedMessageDto {
  @TextField({ label: 'Subject', required: true })
  subject: string;

  @TextField({ label: 'Message', required: true, max: TEXT_LIMITS.encryptedMessage })
  message: string;
}

/** A message in the caller's list: never its subject or body (those are only in the audited detail). */
export class EncryptedMessageSummaryView {
  id: string;
  /** SENT: the caller wrote it; RECEIVED: the caller is one of its recipients */
  @EnumOf(ENCRYPTED_MESSAGE_DIRECTION)
  direction: EncryptedMessageDirection;
  senderUserId: string | null;
  senderName: string | null;
  /** when it was sent (ISO date-time) */
  sentAt: string;
  recipientCount: number;
  /** recipients who have opened it */
  readCount: number;
  /** RECEIVED: the caller has opened it; SENT: at least one recipient has */
  read: boolean;
  /** RECEIVED: when the caller first opened it; SENT: when the first recipient did */
  firstReadAt: string | null;
}

export class EncryptedMessageRecipientView {
  userId: string;
  name: string;
  /** when this recipient first opened the message, null while unread */
  firstReadAt: string | null;
}

/** A message as its sender or a recipient reads it (each read is audited). */
export class EncryptedMessageView {
  id: string;
  @EnumOf(ENCRYPTED_MESSAGE_DIRECTION)
  direction: EncryptedMessageDirection;
  subject: string;
  message: string;
  senderUserId: string | null;
  senderName: string | null;
  sentAt: string;
  recipients: EncryptedMessageRecipientView[];
}
