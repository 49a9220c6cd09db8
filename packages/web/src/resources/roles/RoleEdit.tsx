import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box } from '@mui/material';
import { Edit, SaveButton, Toolbar, useNotify, useRecordContext } from 'react-admin';
import { api, dataOf } from '../../api/client';
import { failureMessage } from '../../lib/feedback';
import { ROLE_LABELS } from './labels';
import { PermissionEditor } from './PermissionEditor';
import { RoleInputs } from './RoleInputs';
import { EditForm } from '../../lib/EditForm';

/** System roles are read-only outside the SYSTEM tenant (the server refuses such changes too). */
function useMayEditSystemRoles(): boolean {
  const [may, setMay] = useState(false);
  useEffect(() => {
    api
      .GET('/api/v1/users/me')
      .then(dataOf)
      .then((me) => setMay(me.tenantType === 'SYSTEM' && !me.impersonating))
      .catch(() => setMay(false));
  }, []);
  return may;
}

const Permissions = () => {
  const record = useRecordContext<{ id: string; system: boolean }>();
  const maySystem = useMayEditSystemRoles();
  if (!record) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      {record.system && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {ROLE_LABELS.systemNote}
        </Alert>
      )}
      <PermissionEditor roleId={record.id} readOnly={record.system && !maySystem} />
    </Box>
  );
};

/** /roles/{id}/edit: the role's names and its permission editor. */
export const RoleEdit = () => {
  const { id } = useParams();
  const notify = useNotify();
  return (
    <Edit
      resource="roles"
      id={id}
      title={ROLE_LABELS.editTitle}
      mutationMode="pessimistic"
      redirect={false}
      transform={(d: Record<string, unknown>) => ({ prettyName: d.prettyName, description: d.description ?? null })}
      mutationOptions={{
        onSuccess: () => notify(ROLE_LABELS.updated, { type: 'success' }),
        onError: (error: unknown) => notify(failureMessage(error, ROLE_LABELS.failed), { type: 'error' }),
      }}
    >
      <EditForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <RoleInputs />
      </EditForm>
      <Permissions />
    </Edit>
  );
};

export default RoleEdit;
