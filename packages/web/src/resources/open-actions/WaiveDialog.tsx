import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import { MULTILINE_MAX, multilineMessage, OPEN_ACTION_MESSAGES as M, requiredMessage } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { LengthCounter } from '../../components/inputs/LimitedTextInput';
import { failureMessage } from '../../lib/feedback';
import { openActionApi, type OpenAction } from './api';

export interface WaiveDialogProps {
  action: OpenAction;
  onClose: () => void;
  /** after the waiver is recorded: refresh what shows the action */
  onWaived: (waived: OpenAction) => void | Promise<void>;
}

/**
 * Waive Open Action: an action that closes by itself (its document arrives, its debrief is filed, …) is closed anyway,
 * with the reason the server records beside who waived it and when. The reason is required, at most 500 characters.
 */
export const WaiveDialog = ({ action, onClose, onWaived }: WaiveDialogProps) => {
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = requiredMessage(reason, M.reason) ?? multilineMessage(reason);
  const shown = tried || reason.length > MULTILINE_MAX ? problem : undefined;

  const waive = async () => {
    setTried(true);
    if (problem) return;
    setBusy(true);
    try {
      const waived = await openActionApi.waive(action.id, reason.trim());
      notify(M.waived, { type: 'success' });
      await onWaived(waived);
    } catch (error) {
      notify(failureMessage(error, M.waiveFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="waive-action-title">
      <DialogTitle id="waive-action-title">{M.waiveTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{M.waiveText(action.title, action.closesWhen ?? '')}</DialogContentText>
        <TextField
          label={M.reason}
          required
          multiline
          rows={4}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={shown !== undefined}
          helperText={shown ?? ' '}
          slotProps={{ input: { endAdornment: <LengthCounter length={reason.length} max={MULTILINE_MAX} /> } }}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {MESSAGES.confirmCancel}
        </Button>
        <Button variant="contained" color="warning" disabled={busy} onClick={waive}>
          {M.waiveConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
