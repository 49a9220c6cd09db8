import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { Title } from 'react-admin';
import { ENCRYPTED_MESSAGE_MESSAGES as M } from '@clearline/shared';
import { LoadState } from '../../lib/LoadState';
import { formatDateTime } from '../../lib/dates';
import NotFoundPage from '../../pages/NotFoundPage';
import { statusOf } from '../../providers/httpClient';
import { ENCRYPTED_MESSAGES_RESOURCE, useEncryptedMessage, type EncryptedMessage } from './encryptedMessages';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ py: 0.5 }}>
    <Typography variant="body2" color="text.secondary" sx={{ minWidth: 80, fontWeight: 600 }}>
      {label}
    </Typography>
    <Box sx={{ flex: 1 }}>{children}</Box>
  </Stack>
);

/** The recipients with the state of each: the sender sees who has opened the message. */
const Recipients = ({ message }: { message: EncryptedMessage }) => (
  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="encrypted-recipients">
    {message.recipients.map((r) => (
      <Chip
        key={r.userId}
        size="small"
        variant={r.firstReadAt ? 'filled' : 'outlined'}
        label={r.firstReadAt ? `${r.name} · ${M.read} ${formatDateTime(r.firstReadAt)}` : `${r.name} · ${M.unread}`}
      />
    ))}
  </Stack>
);

/**
 * /encrypted-messages/{id}: the message decrypted, for its sender or one of its recipients (the server
 * answers 404 to anyone else, shown as the not-found page). Each opening is recorded in the audit log.
 */
export const EncryptedMessageShow = () => {
  const { id = '' } = useParams();
  const state = useLocation().state as { sent?: EncryptedMessage } | null;
  const sent = state?.sent?.id === id ? state.sent : undefined;
  const query = useEncryptedMessage(id, !sent);
  const message = sent ?? query.data;
  if (!message && statusOf(query.error) === 404) return <NotFoundPage />;
  return (
    <Box sx={{ mt: 1, maxWidth: 900 }}>
      <Title title={M.title} />
      {message ? (
        <Card data-testid="encrypted-message">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              <LockIcon color="action" />
              <Typography variant="h5" component="h1" data-testid="encrypted-subject">
                {message.subject}
              </Typography>
            </Stack>
            <Field label={M.from}>
              <Typography variant="body2">{message.senderName}</Typography>
            </Field>
            <Field label={M.to}>
              <Recipients message={message} />
            </Field>
            <Field label={M.sent}>
              <Typography variant="body2">{formatDateTime(message.sentAt)}</Typography>
            </Field>
            <Divider sx={{ my: 2 }} />
            <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="encrypted-body">
              {message.message}
            </Typography>
          </CardContent>
        </Card>
      ) : (
        <LoadState isPending={query.isPending} error={query.error} />
      )}
      <Button component={RouterLink} to={`/${ENCRYPTED_MESSAGES_RESOURCE}`} sx={{ mt: 2 }}>
        {M.title}
      </Button>
    </Box>
  );
};

export default EncryptedMessageShow;
