import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useNotify, useRefresh } from 'react-admin';
import { BASIC_CLEARANCE_LEVEL, labelOf, VISIT_MESSAGES as M, VISIT_PAGE_TEXT as T } from '@clearline/shared';
import { DeleteDialog } from '../../components/DeleteDialog';
import { failureMessage } from '../../lib/feedback';
import { usePersonnelChoices } from '../../lib/choices';
import { useGranted } from '../../lib/useGranted';
import { addVisitPerson, isEditable, removeVisitPerson, updateVisitPerson, type OutgoingVisit, type VisitPerson } from './visitApi';

const personName = (p: VisitPerson) => `${p.firstName} ${p.lastName}`;

/** Change the role and notes of a person on the visit (POST /visits/outgoing/personnel/update). */
const UpdateDialog = ({ visit, row, onClose }: { visit: OutgoingVisit; row: VisitPerson; onClose: (saved: boolean) => void }) => {
  const notify = useNotify();
  const [role, setRole] = useState(row.role ?? '');
  const [notes, setNotes] = useState(row.notes ?? '');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await updateVisitPerson(visit, row, { role: role.trim() || null, notes: notes.trim() || null });
      notify(M.personnelUpdated, { type: 'success' });
      onClose(true);
    } catch (error) {
      notify(failureMessage(error, T.failedPerson), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm">
      <DialogTitle>Update {personName(row)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label="Role" value={role} onChange={(e) => setRole(e.target.value)} slotProps={{ htmlInput: { maxLength: 128 } }} />
          <TextField label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} multiline minRows={2} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Add a person of the tenant; the API refuses one without the visit's clearance level and says why. */
const AddPerson = ({ visit, onAdded }: { visit: OutgoingVisit; onAdded: () => void }) => {
  const notify = useNotify();
  const people = usePersonnelChoices();
  const [person, setPerson] = useState<{ id: string; name: string } | null>(null);
  const [role, setRole] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const taken = new Set(visit.personnel.map((p) => p.personnelId));
  const add = async () => {
    if (!person) return;
    setBusy(true);
    setRefusal(null);
    try {
      await addVisitPerson(visit, person.id, role.trim() || null);
      notify(M.personnelAdded(1), { type: 'success' });
      setPerson(null);
      setRole('');
      onAdded();
    } catch (error) {
      const message = failureMessage(error, T.failedPerson);
      setRefusal(message);
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Autocomplete
          options={(people.data ?? []).filter((p) => !taken.has(p.id))}
          getOptionLabel={(o) => o.name}
          value={person}
          onChange={(_e, v) => {
            setPerson(v);
            setRefusal(null);
          }}
          loading={people.isPending}
          sx={{ minWidth: 320 }}
          renderInput={(params) => <TextField {...params} size="small" label="Person" />}
        />
        <TextField size="small" label="Role" value={role} onChange={(e) => setRole(e.target.value)} />
        <Button
          variant="contained"
          size="small"
          startIcon={<PersonAddIcon />}
          disabled={!person || busy}
          onClick={add}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          {T.addPerson}
        </Button>
      </Stack>
      {refusal && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="visit-person-refused" onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
    </Box>
  );
};

/**
 * Tab assignments of an outgoing visit: the people who go, with the clearance each holds against the
 * visit's level; the security office adds (the API checks the clearance), updates the role of, and removes people.
 */
export const AssignmentsTab = ({ visit, self }: { visit: OutgoingVisit; self: boolean }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const canUpdate = useGranted('OUTGOING_VISITS', 'UPDATE') && !self && isEditable(visit, false);
  const [editing, setEditing] = useState<VisitPerson | null>(null);
  const [removing, setRemoving] = useState<VisitPerson | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeVisitPerson(visit.id, removing.personnelId);
      notify(M.personnelRemoved(personName(removing)), { type: 'success' });
      refresh();
    } catch (error) {
      notify(failureMessage(error, T.failedPerson), { type: 'error' });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };
  const rows = visit.personnel;
  return (
    <Card variant="outlined" component="section" aria-label={T.people}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {T.people}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Clearance required: <strong>{labelOf(BASIC_CLEARANCE_LEVEL, visit.clearanceLevel)}</strong>
        </Typography>
        {rows.length ? (
          <Table size="small" aria-label="People visiting list">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Clearance When Added</TableCell>
                <TableCell>Clearance Today</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Notes</TableCell>
                {canUpdate && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    {self ? (
                      `${r.lastName}, ${r.firstName}`
                    ) : (
                      <RouterLink to={`/personnel/${r.personnelId}/assignments`}>
                        {r.lastName}, {r.firstName}
                      </RouterLink>
                    )}
                  </TableCell>
                  <TableCell>{labelOf(BASIC_CLEARANCE_LEVEL, r.clearanceLevel)}</TableCell>
                  <TableCell>{labelOf(BASIC_CLEARANCE_LEVEL, r.currentClearanceLevel)}</TableCell>
                  <TableCell>{r.role}</TableCell>
                  <TableCell>{r.notes}</TableCell>
                  {canUpdate && (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => setEditing(r)}>
                        Update
                      </Button>
                      <Button size="small" color="error" onClick={() => setRemoving(r)}>
                        Remove
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">{M.noPersonnel}</Typography>
        )}
        {canUpdate && <AddPerson visit={visit} onAdded={refresh} />}
        {editing && (
          <UpdateDialog
            visit={visit}
            row={editing}
            onClose={(saved) => {
              setEditing(null);
              if (saved) refresh();
            }}
          />
        )}
        <DeleteDialog open={!!removing} loading={busy} onConfirm={remove} onClose={() => setRemoving(null)} />
      </CardContent>
    </Card>
  );
};
