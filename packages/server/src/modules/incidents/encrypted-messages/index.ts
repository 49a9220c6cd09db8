/** The encrypted messages of the incidents module (wired in incidents.module.ts). */
export { EncryptedMessageRecipient } from './encrypted-message-recipient.entity';
export { EncryptedMessagesController } from './encrypted-messages.controller';
export { ENCRYPTED_MESSAGE_LIST, EncryptedMessagesService } from './encrypted-messages.service';
