import LockIcon from '@mui/icons-material/LockOutlined';
import { ENCRYPTED_MESSAGE_MESSAGES as M } from '@clearline/shared';
import { lazyWithReload } from '../../lazyWithReload';
import { definePage, type PageConfig } from '../../pages/definePage';
import { registerListPath } from '../../providers/dataProvider';
import { defineResource } from '../defineResource';
import { ENCRYPTED_MESSAGES_RESOURCE } from './encryptedMessages';

registerListPath(ENCRYPTED_MESSAGES_RESOURCE, 'incidents/encrypted-message/me');

/**
 * Encrypted messages (spec 01 §2 "encrypted-messages"): my sent and received messages at /encrypted-messages
 * (for senders, SEND_ENCRYPTED_MESSAGE, and recipients, UPDATE on REPORTS_INCIDENTS), the send page and the
 * message page; the server decides who reads a message.
 */
export default defineResource({
  name: ENCRYPTED_MESSAGES_RESOURCE,
  module: ['SEND_ENCRYPTED_MESSAGE', 'REPORTS_INCIDENTS'],
  label: M.title,
  apiPath: 'incidents/encrypted-message',
  icon: LockIcon,
  list: lazyWithReload(() => import('./EncryptedMessageList')),
});

export const encryptedMessagePages: PageConfig[] = [
  definePage({
    path: `/${ENCRYPTED_MESSAGES_RESOURCE}/create`,
    label: M.create,
    access: [['SEND_ENCRYPTED_MESSAGE', 'CREATE']],
    component: lazyWithReload(() => import('./EncryptedMessageCreate')),
  }),
  definePage({
    path: `/${ENCRYPTED_MESSAGES_RESOURCE}/:id`,
    label: 'Message',
    component: lazyWithReload(() => import('./EncryptedMessageShow')),
  }),
];
