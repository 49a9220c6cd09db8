import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useGetIdentity, useNotify } from 'react-admin';
import { PLATFORM_MESSAGES, SUPPORT_CATEGORIES, type SupportCategory, TEXT_LIMITS, TEXT_MAX } from '@clearline/shared';
import { api, dataOf } from '../../api/client';
import { sendSupportRequest, supportErrors, supportFailure, type SupportRequestForm } from './supportRequest';

const EMPTY: SupportRequestForm = { subject: '', message: '', category: 'QUESTION', contactEmail: '', contactPhone: '' };

/** App-bar entry "Contact Support": a dialog that sends POST /support-request, contact details prefilled from /users/me. */
export const SupportButton = () => {
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<SupportRequestForm>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!identity) return null;

  const start = async () => {
    setForm(EMPTY);
    setTouched(false);
    setOpen(true);
    try {
      const me = dataOf(await api.GET('/api/v1/users/me'));
      setForm((f) => ({ ...f, contactEmail: f.contactEmail || me.email || '', contactPhone: f.contactPhone || me.phone || '' }));
    } catch {
      // the contact fields stay empty for the user to fill in
    }
  };
  const errors = touched ? supportErrors(form) : {};
  const set = (k: keyof SupportRequestForm) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [k]: e.target.value });
  const send = async () => {
    setTouched(true);
    if (Object.keys(supportErrors(form)).length) return;
    setBusy(true);
    try {
      notify(await sendSupportRequest(form), { type: 'success' });
      setOpen(false);
    } catch (e) {
      notify(supportFailure(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Tooltip title={PLATFORM_MESSAGES.supportTitle}>
        <IconButton color="inherit" aria-label={PLATFORM_MESSAGES.supportTitle} onClick={start}>
          <SupportAgentIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="support-dialog-title">
        <DialogTitle id="support-dialog-title">{PLATFORM_MESSAGES.supportTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              select
              label="Category"
              value={form.category}
              onChange={(e) => setForm({ ...form, category: e.target.value as SupportCategory })}
            >
              {Object.entries(SUPPORT_CATEGORIES).map(([value, label]) => (
                <MenuItem key={value} value={value}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Subject"
              required
              value={form.subject}
              onChange={set('subject')}
              error={!!errors.subject}
              helperText={errors.subject}
              slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
            />
            <TextField
              label="Message"
              required
              multiline
              minRows={4}
              value={form.message}
              onChange={set('message')}
              error={!!errors.message}
              helperText={errors.message}
              slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.message.chars } }}
            />
            <TextField label="Contact Email" type="email" value={form.contactEmail} onChange={set('contactEmail')} />
            <TextField
              label="Contact Phone"
              value={form.contactPhone}
              onChange={set('contactPhone')}
              slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={send} disabled={busy}>
            Send
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
