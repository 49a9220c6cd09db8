import { Link as RouterLink } from 'react-router-dom';
import { Button, Chip, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { DataTable, SelectInput, TopToolbar } from 'react-admin';
import { choices, ENCRYPTED_MESSAGE_DIRECTION, ENCRYPTED_MESSAGE_MESSAGES as M, labelOf } from '@clearline/shared';
import { ListTable } from '../../components/ListTable';
import { DateCol } from '../../lib/DateCol';
import { formatDateTime } from '../../lib/dates';
import { useGranted } from '../../lib/useGranted';
import { ENCRYPTED_MESSAGES_RESOURCE, messagePath, useUnreadCount, type EncryptedMessageSummary } from './encryptedMessages';

const Col = DataTable.Col<EncryptedMessageSummary>;

const READ_CHOICES = [
  { id: 'false', name: M.unread },
  { id: 'true', name: M.read },
];

const filters = [
  <SelectInput
    key="direction"
    source="direction"
    label={M.direction}
    choices={choices(ENCRYPTED_MESSAGE_DIRECTION)}
    alwaysOn
    emptyText="All"
    sx={{ minWidth: 150 }}
  />,
  <SelectInput key="read" source="read" label={M.read} choices={READ_CHOICES} alwaysOn emptyText="All" sx={{ minWidth: 150 }} />,
];

/** Received: read or not by me; sent: how many recipients have opened it. */
const ReadState = ({ record }: { record: EncryptedMessageSummary }) => {
  if (record.direction === 'RECEIVED')
    return record.read ? (
      <Typography variant="body2">{`${M.read} ${formatDateTime(record.firstReadAt)}`}</Typography>
    ) : (
      <Chip size="small" color="primary" label={M.unread} />
    );
  return (
    <Typography variant="body2" color={record.readCount ? 'text.primary' : 'text.secondary'}>
      {record.readCount ? `${M.readBy} ${record.readCount} of ${record.recipientCount}` : M.notReadYet}
    </Typography>
  );
};

const Actions = () => {
  const canSend = useGranted('SEND_ENCRYPTED_MESSAGE', 'CREATE');
  const unread = useUnreadCount();
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {!!unread.data && (
        <Chip
          color="primary"
          variant="outlined"
          data-testid="encrypted-unread-count"
          label={`${M.inbox}: ${unread.data} ${M.unread.toLowerCase()}`}
        />
      )}
      {canSend && (
        <Button
          component={RouterLink}
          to={`/${ENCRYPTED_MESSAGES_RESOURCE}/create`}
          variant="contained"
          size="small"
          startIcon={<SendIcon />}
        >
          {M.create}
        </Button>
      )}
    </TopToolbar>
  );
};

/**
 * /encrypted-messages: the messages I sent and those I received (my inbox), newest first. Subject and body are
 * never listed: they are decrypted only when a message is opened, and each opening is recorded.
 */
export const EncryptedMessageList = () => (
  <Stack>
    <ListTable
      resource={ENCRYPTED_MESSAGES_RESOURCE}
      title={M.title}
      empty={false}
      sort={{ field: 'sentAt', order: 'DESC' }}
      actions={<Actions />}
      extraFilters={filters}
      dataTableProps={{
        rowClick: (id) => messagePath(String(id)),
        bulkActionButtons: false,
        rowSx: (r: EncryptedMessageSummary) => ({ '& td': { fontWeight: r.direction === 'RECEIVED' && !r.read ? 600 : 400 } }),
      }}
    >
      <Col source="direction" label={M.direction} render={(r) => labelOf(ENCRYPTED_MESSAGE_DIRECTION, r.direction)} />
      <Col source="senderName" label={M.from} />
      <Col
        source="recipientCount"
        label={M.to}
        disableSort
        render={(r) => (r.direction === 'SENT' ? `${M.securityOffice} (${r.recipientCount})` : M.me)}
      />
      <DateCol source="sentAt" label={M.sent} time />
      <Col source="read" label={M.status} render={(r) => <ReadState record={r} />} />
    </ListTable>
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {M.listHint}
    </Typography>
  </Stack>
);

export default EncryptedMessageList;
