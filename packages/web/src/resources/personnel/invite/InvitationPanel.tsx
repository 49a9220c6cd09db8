import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { emailMessage, INVITATION_MESSAGES as M, INVITATION_STATUS, labelOf } from '@clearline/shared';
import { CopyableLink } from '../../../lib/CopyableLink';
import { failureMessage } from '../../../lib/feedback';
import { useGranted } from '../../../lib/useGranted';
import { invitationApi, type Invitation } from './invitationApi';

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');

/** A person's invitation: its status, send or re-send, the link to copy right after sending, the account once submitted. */
export function InvitationPanel({ personnelId, workEmail }: { personnelId: string; workEmail: string }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = ['invitation', personnelId];
  const q = useQuery({ queryKey: key, queryFn: () => invitationApi.ofPerson(personnelId) });
  const canWrite = useGranted('PERSONNEL', 'UPDATE');
  const canCreate = useGranted('PERSONNEL', 'CREATE');
  const [email, setEmail] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inv: Invitation | null | undefined = q.data;
  const address = email.trim() || inv?.email || workEmail;
  const emailError = email.trim() ? emailMessage(email.trim(), 'work') : undefined;
  const done = inv?.status === 'SUBMITTED' || inv?.status === 'REVIEWED';

  const run = async (fn: () => Promise<unknown>, fallback: string) => {
    setBusy(true);
    try {
      await fn();
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      notify(failureMessage(e, fallback), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    run(async () => {
      const sent =
        inv && !email.trim() ? await invitationApi.send(inv.id) : await invitationApi.invitePerson(personnelId, email.trim() || null);
      setLink(sent.link ?? null);
      notify(M.sent(sent.email ?? address), { type: 'success' });
    }, M.send);

  if (q.isLoading) return <Typography>…</Typography>;
  if (q.isError) return <Alert severity="error">An error occurred while fetching data.</Alert>;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1">Status:</Typography>
        <Chip
          label={inv ? labelOf(INVITATION_STATUS, inv.status) : 'Not Invited'}
          color={done ? 'success' : inv ? 'primary' : 'default'}
          data-testid="invitation-status"
        />
      </Stack>
      {inv && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          <dt>Sent to</dt>
          <dd style={{ margin: 0 }}>{inv.email}</dd>
          <dt>Last sent</dt>
          <dd style={{ margin: 0 }}>
            {when(inv.sentAt)} {inv.sentBy ? `by ${inv.sentBy}` : ''} ({inv.sendCount}×)
          </dd>
          <dt>Link valid until</dt>
          <dd style={{ margin: 0 }}>{when(inv.linkExpiresAt)}</dd>
          <dt>Link opened</dt>
          <dd style={{ margin: 0 }}>{when(inv.validatedAt)}</dd>
          <dt>Submitted</dt>
          <dd style={{ margin: 0 }}>{when(inv.submittedAt)}</dd>
        </Box>
      )}
      {!done && canWrite && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            size="small"
            label="Email"
            placeholder={inv?.email ?? workEmail}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={!!emailError}
            helperText={emailError ?? `The link goes to ${address}`}
            sx={{ minWidth: 320 }}
          />
          <Button variant="contained" disabled={busy || !!emailError} onClick={() => void send()}>
            {inv && inv.status !== 'CREATED' ? M.resend : M.send}
          </Button>
          {inv && (
            <Button
              color="error"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  await invitationApi.remove(inv.id);
                  setLink(null);
                  notify(M.deleted, { type: 'info' });
                }, M.deleted)
              }
            >
              Withdraw
            </Button>
          )}
        </Stack>
      )}
      {link && (
        <Alert severity="success">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {M.linkOnlyAfterSend}
          </Typography>
          <CopyableLink url={link} label={M.copyLink} />
        </Alert>
      )}
      {inv?.status === 'SUBMITTED' && canCreate && !inv.userId && (
        <Box>
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await invitationApi.createUser(inv.id);
                notify(M.userCreated(inv.email), { type: 'success' });
              }, 'Failed To Create User Account')
            }
          >
            Create User Account
          </Button>
        </Box>
      )}
    </Stack>
  );
}
