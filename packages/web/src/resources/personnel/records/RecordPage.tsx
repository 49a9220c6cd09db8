import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CardHeader, Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Form, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DeleteDialog } from '../../../components/DeleteDialog';
import { InputsReadOnly } from '../../../components/inputs';
import { recordApi } from '../api';
import { failureMessage } from '../../../lib/feedback';
import { LoadState } from '../../../lib/LoadState';
import { personKey, recordsKey } from '../queries';
import { useGranted } from '../../../lib/useGranted';
import { dueFlagOf } from './dueFlag';
import type { RecordConfig } from './recordConfigs';

type Values = Record<string, unknown>;

const Buttons = ({
  busy,
  saveLabel,
  onSave,
  onCancel,
}: {
  busy: boolean;
  saveLabel: string;
  onSave: (v: Values) => void;
  onCancel: () => void;
}) => {
  const { handleSubmit } = useFormContext();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
      <Button onClick={onCancel}>Cancel</Button>
      <Button variant="contained" disabled={busy} onClick={handleSubmit(onSave)}>
        {saveLabel}
      </Button>
    </Stack>
  );
};

export interface RecordPageProps {
  config: RecordConfig;
  personnelId: string;
  /** absent on the add page */
  recordId?: string;
}

/**
 * Add page and detail page of a per-person record. Add: the form with Save and Cancel, both returning to
 * the record's list (an investigation to /personnel/{id}/clearances?tab=1). Detail: the record read-only
 * with an edit toggle (Save and Cancel), and Delete for users who may.
 */
export function RecordPage({ config, personnelId, recordId }: RecordPageProps) {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const api = recordApi(config.kind);
  const canUpdate = useGranted('PERSONNEL', 'UPDATE');
  const canDelete = useGranted('PERSONNEL', 'DELETE');
  const [editing, setEditing] = useState(!recordId);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const loaded = useQuery({
    queryKey: [...recordsKey(personnelId, config.kind), recordId],
    queryFn: () => api.get(personnelId, recordId!),
    enabled: Boolean(recordId),
  });
  const back = () => navigate(`/personnel/${personnelId}/${config.back}`);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: recordsKey(personnelId, config.kind) });
    // a clearance's investigations and the person's list columns follow from these records
    await queryClient.invalidateQueries({ queryKey: personKey(personnelId) });
  };

  const onSave = async (values: Values) => {
    setBusy(true);
    try {
      if (recordId) {
        await api.update(personnelId, recordId, { ...config.body(values), version: loaded.data?.version });
        notify(config.messages.updated, { type: 'success' });
        setEditing(false);
        await refresh();
      } else {
        await api.create(personnelId, config.body(values));
        notify(config.messages.created, { type: 'success' });
        await refresh();
        back();
      }
    } catch (error) {
      notify(failureMessage(error, recordId ? config.messages.updateFailed : config.messages.createFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const onDelete = async () => {
    setBusy(true);
    try {
      await api.remove(personnelId, recordId!);
      notify(config.messages.deleted, { type: 'success' });
      await refresh();
      back();
    } catch (error) {
      notify(failureMessage(error, config.messages.deleteFailed), { type: 'error' });
    } finally {
      setBusy(false);
      setConfirmDelete(false);
    }
  };

  if (recordId && (loaded.isPending || loaded.error)) return <LoadState isPending={loaded.isPending} error={loaded.error} />;
  const record = (recordId ? loaded.data : config.defaults) as Values;
  const flag = recordId ? dueFlagOf(config.kind, loaded.data) : null;

  return (
    <Card>
      <CardHeader
        title={recordId ? `${config.label} Details` : `Add ${config.label}`}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          recordId && !editing ? (
            <Stack direction="row" spacing={1}>
              {canUpdate && (
                <Button startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                  Edit
                </Button>
              )}
              {canDelete && (
                <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirmDelete(true)}>
                  Delete
                </Button>
              )}
            </Stack>
          ) : undefined
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {flag && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="record-due-flag">
            {flag}
          </Alert>
        )}
        <Form key={`${loaded.data?.version ?? 'new'}:${editing}`} record={record} noValidate>
          <InputsReadOnly readOnly={!editing}>
            <Box>{config.inputs(personnelId, loaded.data)}</Box>
          </InputsReadOnly>
          {editing && <Buttons busy={busy} saveLabel="Save" onSave={onSave} onCancel={() => (recordId ? setEditing(false) : back())} />}
          {!editing && (
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
              <Button onClick={back}>Back</Button>
            </Stack>
          )}
        </Form>
      </CardContent>
      <DeleteDialog open={confirmDelete} loading={busy} onConfirm={onDelete} onClose={() => setConfirmDelete(false)} />
    </Card>
  );
}
