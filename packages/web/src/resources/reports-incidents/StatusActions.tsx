import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import {
  INCIDENT_MESSAGES,
  INCIDENT_PAGE_MESSAGES as M,
  INCIDENT_STATUS,
  INCIDENT_STATUS_MOVE_LABEL,
  INCIDENT_STATUS_MOVES,
  INCIDENT_TYPE,
  type IncidentStatus,
  TEXT_MAX,
} from '@clearline/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DeleteDialog } from '../../components/DeleteDialog';
import { failureMessage } from '../../lib/feedback';
import { useGranted } from '../../lib/useGranted';
import { deleteIncident, incidentKey, updateIncident, type IncidentView } from './incidentApi';

const MOVE_COLOR: Record<IncidentStatus, 'inherit' | 'primary' | 'success' | 'warning' | 'info'> = {
  DRAFT: 'inherit',
  SUBMITTED: 'warning',
  IN_REVIEW: 'info',
  REPORTED_TO_GOVERNMENT: 'primary',
  CLOSED: 'success',
};

/** The status moves the incident allows (UPDATE), and its delete (DELETE, not once reported or closed). */
export const StatusActions = ({ incident }: { incident: IncidentView }) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canUpdate = useGranted('REPORTS_INCIDENTS', 'UPDATE');
  const canDelete = useGranted('REPORTS_INCIDENTS', 'DELETE');
  const [move, setMove] = useState<IncidentStatus | null>(null);
  const [reference, setReference] = useState(incident.governmentReference ?? '');
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const type = INCIDENT_TYPE[incident.incidentType];
  const doMove = async () => {
    if (!move) return;
    setBusy(true);
    try {
      const saved = await updateIncident(incident.id, {
        incidentType: incident.incidentType,
        status: move,
        version: incident.version,
        ...(move === 'REPORTED_TO_GOVERNMENT' ? { governmentReference: reference.trim() || null } : {}),
      });
      notify(M.statusChanged(INCIDENT_STATUS[saved.status]), { type: 'success' });
      queryClient.setQueryData(incidentKey(incident.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
      setMove(null);
    } catch (error) {
      notify(failureMessage(error, M.updateFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const doDelete = async () => {
    setBusy(true);
    try {
      await deleteIncident(incident.id);
      notify(INCIDENT_MESSAGES.deleted(type), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
      navigate('/reports-incidents');
    } catch (error) {
      notify(failureMessage(error, M.deleteFailed), { type: 'error' });
    } finally {
      setBusy(false);
      setDeleting(false);
    }
  };
  const moves = canUpdate ? INCIDENT_STATUS_MOVES[incident.status] : [];
  const deletable = canDelete && (incident.status === 'DRAFT' || incident.status === 'SUBMITTED' || incident.status === 'IN_REVIEW');
  if (!moves.length && !deletable) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
      {moves.map((to) => (
        <Button key={to} variant="outlined" size="small" color={MOVE_COLOR[to]} onClick={() => setMove(to)}>
          {INCIDENT_STATUS_MOVE_LABEL[to === 'SUBMITTED' && incident.status !== 'DRAFT' ? 'RETURN_TO_SUBMITTED' : to]}
        </Button>
      ))}
      {deletable && (
        <Button variant="outlined" size="small" color="error" onClick={() => setDeleting(true)}>
          {M.deleteReport}
        </Button>
      )}
      <ConfirmDialog
        open={!!move}
        loading={busy}
        content={
          move ? (
            <>
              {M.confirmMove(INCIDENT_STATUS[incident.status], INCIDENT_STATUS[move])}
              {move === 'REPORTED_TO_GOVERNMENT' && (
                <TextField
                  label="Government Reference"
                  helperText="DCSA case number, DIBNet incident number or DISS incident id"
                  value={reference}
                  onChange={(e) => setReference(e.target.value)}
                  required
                  fullWidth
                  size="small"
                  sx={{ mt: 2 }}
                  slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
                />
              )}
            </>
          ) : (
            ''
          )
        }
        onConfirm={doMove}
        onClose={() => setMove(null)}
      />
      <DeleteDialog open={deleting} loading={busy} onConfirm={doDelete} onClose={() => setDeleting(false)} />
    </Stack>
  );
};
