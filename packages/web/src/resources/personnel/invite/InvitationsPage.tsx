import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import {
  Alert,
  Button,
  Card,
  CardContent,
  IconButton,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { emailMessage, INVITATION_MESSAGES as M, INVITATION_STATUS, labelOf } from '@clearline/shared';
import { failureMessage } from '../../../lib/feedback';
import { useGranted } from '../../../lib/useGranted';
import { invitationApi } from './invitationApi';

type Row = { firstName: string; lastName: string; email: string };
const blank = (): Row => ({ firstName: '', lastName: '', email: '' });

/** /personnel/invitations: invite new people (each gets a personnel record in progress) and follow the invitations. */
export default function InvitationsPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canCreate = useGranted('PERSONNEL', 'CREATE');
  const q = useQuery({ queryKey: ['invitations'], queryFn: invitationApi.list });
  const [rows, setRows] = useState<Row[]>([blank()]);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const errorOf = (r: Row, k: keyof Row) =>
    !touched
      ? undefined
      : !r[k].trim()
        ? `${k === 'email' ? 'Email' : k === 'firstName' ? 'First Name' : 'Last Name'} is required`
        : k === 'email' && emailMessage(r.email.trim(), 'work')
          ? M.workEmailInvalid
          : undefined;
  const invalid = rows.some((r) => !r.firstName.trim() || !r.lastName.trim() || !!emailMessage(r.email.trim(), 'work'));
  const set = (i: number, k: keyof Row, v: string) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [k]: v } : r)));

  const invite = async () => {
    setTouched(true);
    if (invalid) return;
    setBusy(true);
    try {
      const sent = await invitationApi.invite(
        rows.map((r) => ({ firstName: r.firstName.trim(), lastName: r.lastName.trim(), email: r.email.trim() })),
      );
      notify(M.invited(sent.length), { type: 'success' });
      setRows([blank()]);
      setTouched(false);
      await queryClient.invalidateQueries({ queryKey: ['invitations'] });
    } catch (e) {
      notify(failureMessage(e, M.send), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ m: 2, maxWidth: 1100 }}>
      {canCreate && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {M.invitePeople}
            </Typography>
            {rows.map((r, i) => (
              <Stack key={i} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 1 }}>
                <TextField
                  size="small"
                  label="First Name"
                  required
                  value={r.firstName}
                  onChange={(e) => set(i, 'firstName', e.target.value)}
                  error={!!errorOf(r, 'firstName')}
                  helperText={errorOf(r, 'firstName') ?? ' '}
                />
                <TextField
                  size="small"
                  label="Last Name"
                  required
                  value={r.lastName}
                  onChange={(e) => set(i, 'lastName', e.target.value)}
                  error={!!errorOf(r, 'lastName')}
                  helperText={errorOf(r, 'lastName') ?? ' '}
                />
                <TextField
                  size="small"
                  label="Email"
                  required
                  value={r.email}
                  onChange={(e) => set(i, 'email', e.target.value)}
                  error={!!errorOf(r, 'email')}
                  helperText={errorOf(r, 'email') ?? ' '}
                  sx={{ minWidth: 300 }}
                />
                {rows.length > 1 && (
                  <IconButton
                    aria-label={`Remove row ${i + 1}`}
                    onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    <DeleteIcon />
                  </IconButton>
                )}
              </Stack>
            ))}
            <Stack direction="row" spacing={2}>
              <Button onClick={() => setRows((rs) => [...rs, blank()])}>Add Another Person</Button>
              <Button variant="contained" disabled={busy} onClick={() => void invite()}>
                {M.send}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {M.listTitle}
          </Typography>
          {q.isError && <Alert severity="error">An error occurred while fetching data.</Alert>}
          <Table size="small" aria-label={M.listTitle}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Last sent</TableCell>
                <TableCell>Submitted</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(q.data ?? []).map((inv) => (
                <TableRow key={inv.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/personnel/invite/${inv.personnelId}`}>
                      {inv.lastName}, {inv.firstName}
                    </Link>
                  </TableCell>
                  <TableCell>{inv.email}</TableCell>
                  <TableCell>{labelOf(INVITATION_STATUS, inv.status)}</TableCell>
                  <TableCell>{inv.sentAt ? new Date(inv.sentAt).toLocaleString() : '—'}</TableCell>
                  <TableCell>{inv.submittedAt ? new Date(inv.submittedAt).toLocaleString() : '—'}</TableCell>
                </TableRow>
              ))}
              {q.data && !q.data.length && (
                <TableRow>
                  <TableCell colSpan={5}>No invitations yet.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Stack>
  );
}
