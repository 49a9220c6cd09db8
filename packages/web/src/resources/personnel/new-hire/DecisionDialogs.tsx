import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import {
  GENDER,
  NEW_HIRE_ACCEPT_STATUS,
  NEW_HIRE_MESSAGES as M,
  PERSONNEL_FIELD_LABELS as L,
  choices,
  type Gender,
} from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { failureMessage } from '../../../lib/feedback';
import { newHireApi, type PendingHire } from './api';

type AcceptStatus = keyof typeof NEW_HIRE_ACCEPT_STATUS;

interface DecisionProps {
  hire: PendingHire;
  onClose: () => void;
  /** after a successful decision: refresh the list */
  onDone: () => void;
}

const Select = ({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: Readonly<Record<string, string>>;
}) => (
  <TextField select required label={label} value={value} onChange={(e) => onChange(e.target.value)} fullWidth>
    {choices(options).map((c) => (
      <MenuItem key={c.id} value={c.id}>
        {c.name}
      </MenuItem>
    ))}
  </TextField>
);

/** Accept New Personnel: the person is created as a Contingent Hire or Active, with the gender the report lacks. */
export const AcceptDialog = ({ hire, onClose, onDone }: DecisionProps) => {
  const notify = useNotify();
  const [status, setStatus] = useState<AcceptStatus>(hire.details.employment.employmentStatus === 'ACTIVE' ? 'ACTIVE' : 'CONTINGENT');
  const [gender, setGender] = useState('');
  const [employeeId, setEmployeeId] = useState('');
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      await newHireApi.accept({
        pendingHireId: hire.id,
        employmentStatus: status,
        genderType: gender as Gender,
        employeeId: employeeId.trim() || null,
      });
      notify(M.accepted(hire.fullName), { type: 'success' });
      onDone();
    } catch (error) {
      notify(failureMessage(error, M.acceptFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="accept-hire-title">
      <DialogTitle id="accept-hire-title">{M.acceptTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{M.acceptText(hire.fullName, hire.facilityName)}</DialogContentText>
        <Stack spacing={2}>
          <Select
            label={L.employmentStatus}
            value={status}
            onChange={(v) => setStatus(v as AcceptStatus)}
            options={NEW_HIRE_ACCEPT_STATUS}
          />
          <Select label={L.genderType} value={gender} onChange={setGender} options={GENDER} />
          <TextField label={L.employeeId} value={employeeId} onChange={(e) => setEmployeeId(e.target.value)} fullWidth />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MESSAGES.confirmCancel}</Button>
        <Button variant="contained" disabled={busy || !gender} onClick={accept}>
          {M.acceptButton}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Reject New Hire, with the reason kept on the report and on the closed open action. */
export const RejectDialog = ({ hire, onClose, onDone }: DecisionProps) => {
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const reject = async () => {
    setBusy(true);
    try {
      await newHireApi.reject({ pendingHireId: hire.id, reason: reason.trim() });
      notify(M.rejected(hire.fullName), { type: 'success' });
      onDone();
    } catch (error) {
      notify(failureMessage(error, M.rejectFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reject-hire-title">
      <DialogTitle id="reject-hire-title">{M.rejectTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{M.rejectText(hire.fullName)}</DialogContentText>
        <TextField
          label="Reason"
          required
          multiline
          minRows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MESSAGES.confirmCancel}</Button>
        <Button variant="contained" color="error" disabled={busy || !reason.trim()} onClick={reject}>
          {M.rejectButton}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
