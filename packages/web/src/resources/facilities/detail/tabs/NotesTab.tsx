import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useNotify } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FACILITY_DETAIL_MESSAGES as M, TEXT_LIMITS } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { formatDateTime } from '../../../../lib/dates';
import { failureMessage } from '../../../../lib/feedback';
import { LoadState } from '../../../../lib/LoadState';
import { useGranted } from '../../../../lib/useGranted';
import { facilityDetailApi, type FacilityNote } from './facilityDetailApi';

const MAX = TEXT_LIMITS.notes.chars;

/** Notes tab: notes on the facility's record, newest first; everyone who may see the facility reads them, the author edits them. */
export const NotesTab = ({ facilityId }: { facilityId: string }) => {
  const key = ['facilities', facilityId, 'notes'];
  const q = useQuery({ queryKey: key, queryFn: () => facilityDetailApi.notes(facilityId) });
  const queryClient = useQueryClient();
  const notify = useNotify();
  const canUpdate = useGranted('FACILITIES', 'UPDATE');
  const [editing, setEditing] = useState<FacilityNote | 'new' | null>(null);
  const [content, setContent] = useState('');
  const [deleting, setDeleting] = useState<FacilityNote | null>(null);
  const [busy, setBusy] = useState(false);

  const open = (note: FacilityNote | 'new') => {
    setEditing(note);
    setContent(note === 'new' ? '' : note.content);
  };

  const save = async () => {
    if (!editing) return;
    const adding = editing === 'new';
    setBusy(true);
    try {
      if (adding) await facilityDetailApi.addNote(facilityId, content);
      else await facilityDetailApi.updateNote(facilityId, editing, content);
      notify(adding ? M.noteAdded : M.noteUpdated, { type: 'success' });
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      notify(failureMessage(error, adding ? M.noteAddFailed : M.noteUpdateFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await facilityDetailApi.removeNote(facilityId, deleting.id);
      notify(M.noteDeleted, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      notify(failureMessage(error, M.noteDeleteFailed), { type: 'error' });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const blank = content.trim() === '';
  return (
    <>
      <Card component="section" aria-label="Notes">
        <CardHeader
          title="Notes"
          slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          action={
            canUpdate ? (
              <Button startIcon={<AddIcon />} variant="contained" size="small" onClick={() => open('new')}>
                {M.addNote}
              </Button>
            ) : undefined
          }
        />
        <CardContent sx={{ pt: 0 }}>
          {q.data ? (
            q.data.length ? (
              <Stack spacing={1.5}>
                {q.data.map((n) => (
                  <Box key={n.id} component="article" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} aria-label="Note">
                    <Typography sx={{ whiteSpace: 'pre-wrap' }}>{n.content}</Typography>
                    <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
                      <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
                        {n.authorName ?? 'Unknown user'} · {formatDateTime(n.createdAt)}
                        {n.updatedAt !== n.createdAt ? ` · edited ${formatDateTime(n.updatedAt)}` : ''}
                      </Typography>
                      {n.mine && canUpdate && (
                        <>
                          <Button size="small" onClick={() => open(n)}>
                            Edit
                          </Button>
                          <Button size="small" color="error" onClick={() => setDeleting(n)}>
                            Delete
                          </Button>
                        </>
                      )}
                    </Stack>
                  </Box>
                ))}
              </Stack>
            ) : (
              <Typography color="text.secondary">{M.noNotes}</Typography>
            )
          ) : (
            <LoadState isPending={q.isPending} error={q.error} />
          )}
        </CardContent>
      </Card>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} fullWidth maxWidth="sm">
        <DialogTitle>{editing === 'new' ? M.addNote : M.editNote}</DialogTitle>
        <DialogContent>
          <TextField
            label={M.labels.content}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            required
            autoFocus
            fullWidth
            multiline
            minRows={4}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: MAX } }}
            error={blank && content.length > 0}
            helperText={blank && content.length > 0 ? `${M.labels.content} is required` : `${content.length}/${MAX}`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>{MESSAGES.confirmCancel}</Button>
          <Button variant="contained" disabled={busy || blank} onClick={save}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        loading={busy}
        content={M.deleteNoteConfirm}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};
