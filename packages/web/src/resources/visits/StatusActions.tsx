import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Stack } from '@mui/material';
import { useNotify } from 'react-admin';
import {
  labelOf,
  VISIT_DELETABLE_STATUSES,
  VISIT_MESSAGES as M,
  VISIT_PAGE_TEXT as T,
  VISIT_STATUS,
  VISIT_STATUS_MOVE_LABEL,
  VISIT_STATUS_MOVES,
  type VisitStatus,
} from '@clearline/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DeleteDialog } from '../../components/DeleteDialog';
import { failureMessage } from '../../lib/feedback';
import { useGranted } from '../../lib/useGranted';
import { deleteVisit, moveVisit, type AnyVisit } from './visitApi';
import { KIND_MODULE, type ListKind } from './visitKinds';

const MOVE_COLOR: Record<VisitStatus, 'primary' | 'success' | 'error' | 'warning' | 'inherit'> = {
  DRAFT: 'inherit',
  SUBMITTED: 'primary',
  APPROVED: 'success',
  DENIED: 'error',
  CANCELLED: 'warning',
  COMPLETED: 'success',
  EXPIRED: 'warning',
};

/**
 * The security office's status moves that the visit allows from where it is (VISIT_STATUS_MOVES, checked
 * again by the API), each confirmed, and the delete of a visit that never took place.
 */
export const StatusActions = ({ kind, visit, onChanged }: { kind: ListKind; visit: AnyVisit; onChanged: () => void }) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const canUpdate = useGranted(KIND_MODULE[kind], 'UPDATE');
  const canDelete = useGranted(KIND_MODULE[kind], 'DELETE') && VISIT_DELETABLE_STATUSES.includes(visit.visitStatus);
  const [move, setMove] = useState<VisitStatus | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const moves = canUpdate ? VISIT_STATUS_MOVES[visit.visitStatus] : [];
  const doMove = async () => {
    if (!move) return;
    setBusy(true);
    try {
      const saved = await moveVisit(kind, visit, move);
      notify(M.statusChanged(labelOf(VISIT_STATUS, saved.visitStatus)), { type: 'success' });
      onChanged();
    } catch (error) {
      notify(failureMessage(error, T.failedMove), { type: 'error' });
    } finally {
      setBusy(false);
      setMove(null);
    }
  };
  const doDelete = async () => {
    setBusy(true);
    try {
      await deleteVisit(kind, visit.id);
      notify(M.deleted, { type: 'success' });
      navigate('/visits');
    } catch (error) {
      notify(failureMessage(error, T.failedDelete), { type: 'error' });
    } finally {
      setBusy(false);
      setDeleting(false);
    }
  };
  if (!moves.length && !canDelete) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} aria-label="Visit actions">
      {moves.map((to) => (
        <Button key={to} variant="outlined" size="small" color={MOVE_COLOR[to]} onClick={() => setMove(to)}>
          {VISIT_STATUS_MOVE_LABEL[to]}
        </Button>
      ))}
      {canDelete && (
        <Button variant="outlined" size="small" color="error" onClick={() => setDeleting(true)}>
          Delete Visit
        </Button>
      )}
      <ConfirmDialog
        open={!!move}
        loading={busy}
        content={move ? T.moveConfirm(labelOf(VISIT_STATUS, visit.visitStatus), labelOf(VISIT_STATUS, move)) : ''}
        onConfirm={doMove}
        onClose={() => setMove(null)}
      />
      <DeleteDialog open={deleting} loading={busy} onConfirm={doDelete} onClose={() => setDeleting(false)} />
    </Stack>
  );
};
