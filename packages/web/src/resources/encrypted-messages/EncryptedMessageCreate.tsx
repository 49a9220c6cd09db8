import { useNavigate } from 'react-router-dom';
import { Alert } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { Create, SaveButton, SimpleForm, Toolbar, useNotify } from 'react-admin';
import { ENCRYPTED_MESSAGE_MESSAGES as M, TEXT_LIMITS } from '@clearline/shared';
import { LimitedTextInput } from '../../components/inputs';
import { failureMessage } from '../../lib/feedback';
import { ENCRYPTED_MESSAGES_RESOURCE, messagePath, type EncryptedMessage } from './encryptedMessages';

const SendToolbar = () => (
  <Toolbar>
    <SaveButton label={M.send} icon={<SendIcon />} alwaysEnable />
  </Toolbar>
);

/** Body of POST /incidents/encrypted-message: subject and message only. */
const body = (values: Record<string, unknown>) => ({ subject: values.subject, message: values.message });

/**
 * /encrypted-messages/create: an employee writes to the security office (CREATE on SEND_ENCRYPTED_MESSAGE);
 * once sent, the message opens from the answer of the send, without reading it back.
 */
export const EncryptedMessageCreate = () => {
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <Create
      resource={ENCRYPTED_MESSAGES_RESOURCE}
      title={M.create}
      transform={body}
      mutationOptions={{
        onSuccess: (data: EncryptedMessage) => {
          notify(M.sentToast, { type: 'success' });
          navigate(messagePath(data.id), { state: { sent: data } });
        },
        onError: (error: unknown) => notify(failureMessage(error, M.create), { type: 'error' }),
      }}
    >
      <SimpleForm toolbar={<SendToolbar />} sx={{ maxWidth: 900 }}>
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {M.intro}
        </Alert>
        <LimitedTextInput source="subject" label={M.subject} required fullWidth />
        <LimitedTextInput source="message" label={M.message} required multiline max={TEXT_LIMITS.encryptedMessage} fullWidth />
      </SimpleForm>
    </Create>
  );
};

export default EncryptedMessageCreate;
