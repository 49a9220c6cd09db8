import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Chip, IconButton, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { DataTable, SelectInput, TopToolbar, useCanAccess, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { choices, labelOf, USER_MESSAGES, USER_STATUS, type UserAction, type UserStatus } from '@clearline/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DeleteRowButton } from '../../components/DeleteRowButton';
import { ListTable } from '../../components/ListTable';
import { api } from '../../api/client';
import { failureMessage } from '../../lib/feedback';
import { STATUS_COLOR, USER_LABELS } from './labels';
import { formatDateTime } from '../../lib/dates';

export interface UserRecord {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  status: UserStatus;
  enabled: boolean;
  locked: boolean;
  lastLoginAt: string | null;
  roles: Array<{ id: string; name: string; prettyName: string }>;
}

const Col = DataTable.Col<UserRecord>;
type RowAction = UserAction | 'send-email';
const ACTION_LABEL: Record<RowAction, string> = {
  lock: USER_LABELS.lock,
  unlock: USER_LABELS.unlock,
  disable: USER_LABELS.disable,
  enable: USER_LABELS.enable,
  'send-email': USER_LABELS.sendEmail,
};
const ACTION_DONE: Record<RowAction, string> = { ...USER_MESSAGES.actionDone, 'send-email': USER_MESSAGES.welcomeSent };

/** Row actions: lock/unlock, disable/enable, welcome e-mail (PUT /users/{id}/{action}) after confirmation. */
const UserActions = () => {
  const record = useRecordContext<UserRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit' });
  const [pending, setPending] = useState<RowAction>();
  const [busy, setBusy] = useState(false);
  if (!record || !canAccess) return null;
  const actions: RowAction[] = [record.locked ? 'unlock' : 'lock', record.enabled ? 'disable' : 'enable', 'send-email'];
  const run = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await (pending === 'send-email'
        ? api.PUT('/api/v1/users/{id}/send-email', { params: { path: { id: record.id } } })
        : api.PUT('/api/v1/users/{id}/{action}', { params: { path: { id: record.id, action: pending } } }));
      notify(ACTION_DONE[pending], { type: 'success' });
      refresh();
    } catch (error) {
      notify(failureMessage(error, USER_LABELS.actionFailed), { type: 'error' });
    } finally {
      setBusy(false);
      setPending(undefined);
    }
  };
  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Tooltip title={USER_LABELS.editTitle}>
        <IconButton size="small" aria-label={USER_LABELS.editTitle} onClick={() => navigate(`/users/${record.id}/edit`)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {actions.map((a) => (
        <Button key={a} size="small" onClick={() => setPending(a)}>
          {ACTION_LABEL[a]}
        </Button>
      ))}
      <ConfirmDialog
        open={!!pending}
        loading={busy}
        content={pending ? USER_LABELS.confirmAction(ACTION_LABEL[pending], record.username) : undefined}
        onConfirm={run}
        onClose={() => setPending(undefined)}
      />
    </span>
  );
};

const Actions = () => {
  const { canAccess } = useCanAccess({ resource: 'users', action: 'create' });
  return (
    <TopToolbar>
      {canAccess && (
        <Button component={RouterLink} to="/users/add" variant="contained" size="small" startIcon={<AddIcon />}>
          {USER_LABELS.addTitle}
        </Button>
      )}
    </TopToolbar>
  );
};

const filters = [<SelectInput key="status" source="status" label={USER_LABELS.status} choices={choices(USER_STATUS)} emptyText="All" />];

/** /users: the tenant's users with quick filter, status filter and the row actions. */
export const UserList = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'users', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'users', action: 'delete' });
  return (
    <ListTable
      title={USER_LABELS.users}
      sort={{ field: 'username', order: 'ASC' }}
      actions={<Actions />}
      extraFilters={filters}
      dataTableProps={{ rowClick: canEdit ? (id) => `/users/${id}/edit` : false, bulkActionButtons: false }}
      rowActions={
        // no empty Actions column for someone who may only look (e.g. a read-only impersonation)
        canEdit || canDelete ? (
          <>
            <UserActions />
            <DeleteRowButton successMessage={USER_LABELS.deleted} />
          </>
        ) : undefined
      }
    >
      <Col source="username" label={USER_LABELS.username} />
      <Col source="firstName" label={USER_LABELS.firstName} />
      <Col source="lastName" label={USER_LABELS.lastName} />
      <Col source="email" label={USER_LABELS.email} />
      <Col source="roles" label={USER_LABELS.roles} disableSort render={(r) => r.roles.map((x) => x.prettyName).join(', ')} />
      <Col
        source="status"
        label={USER_LABELS.status}
        disableSort
        render={(r) => <Chip size="small" variant="outlined" label={labelOf(USER_STATUS, r.status)} color={STATUS_COLOR[r.status]} />}
      />
      <Col source="lastLoginAt" label={USER_LABELS.lastLogin} render={(r) => formatDateTime(r.lastLoginAt)} />
    </ListTable>
  );
};

export default UserList;
