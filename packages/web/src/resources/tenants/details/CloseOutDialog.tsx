import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { TENANT_LABELS as L, TENANT_MESSAGES } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { closeOut } from '../api';
import { useTenantAction, type TenantDialogProps } from './useTenantAction';

/** Close Out (PUT /tenants/closeout/{id}) with a termination date. */
export const CloseOutDialog = ({ tenant, open, onClose, onDone }: TenantDialogProps) => {
  const { busy, run } = useTenantAction(onDone, onClose);
  const [terminationDate, setTerminationDate] = useState('');
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{L.closeOut}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          From the termination date on, the users of {tenant.name} cannot sign in.
        </Typography>
        <TextField
          type="date"
          label={L.terminationDate}
          required
          value={terminationDate}
          onChange={(e) => setTerminationDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MESSAGES.confirmCancel}</Button>
        <Button
          variant="contained"
          disabled={!terminationDate || busy}
          onClick={() => run(() => closeOut(tenant.id, terminationDate), TENANT_MESSAGES.closedOut)}
        >
          {MESSAGES.confirmOk}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
