import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { FACILITY_REVIEW_MESSAGES as M } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { failureMessage } from '../../../../lib/feedback';

/** A text, date or choice field of the dialogs: '' stands for no value. */
export const Field = ({
  choices,
  type,
  ...props
}: TextFieldProps & { choices?: Readonly<Record<string, string>> | Array<[string, string]> }) => (
  <TextField
    fullWidth
    size="small"
    type={type}
    select={!!choices}
    slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
    {...props}
  >
    {choices &&
      (Array.isArray(choices) ? choices : Object.entries(choices)).map(([value, label]) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
  </TextField>
);

/** '' → null for the API, trimmed text otherwise. */
export const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export interface ReviewDialogProps {
  open: boolean;
  /** "Inspection", "Change Condition", … (the toasts name it) */
  item: string;
  editing: boolean;
  title: string;
  onClose: () => void;
  /** the save; its answer closes the dialog */
  save: () => Promise<unknown>;
  queryKey: unknown[];
  canSave: boolean;
  maxWidth?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** Add / edit dialog of a facility record: saves, answers 'Successfully Added/Edited …' or 'Failed to …' with the server's reason. */
export const ReviewDialog = ({
  open,
  item,
  editing,
  title,
  onClose,
  save,
  queryKey,
  canSave,
  maxWidth = 'sm',
  children,
}: ReviewDialogProps) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await save();
      notify(editing ? M.edited(item) : M.added(item), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey });
      onClose();
    } catch (error) {
      notify(failureMessage(error, editing ? M.editFailed(item) : M.addFailed(item)), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby="review-dialog-title">
      <DialogTitle id="review-dialog-title">{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MESSAGES.confirmCancel}</Button>
        <Button variant="contained" disabled={!canSave || busy} onClick={() => void submit()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
};
