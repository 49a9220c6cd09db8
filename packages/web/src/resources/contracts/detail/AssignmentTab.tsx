import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
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
import { useQuery } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import { ASSIGNMENT_STATUS, BASIC_CLEARANCE_LEVEL } from '@clearline/shared';
import { CONTRACT_MESSAGES } from '@clearline/shared/contracts';
import { api, dataOf, type Schema } from '../../../api/client';
import { DeleteDialog } from '../../../components/DeleteDialog';
import { LoadState } from '../../../lib/LoadState';
import { formatDate, tenantToday } from '../../../lib/dates';
import { failureMessage } from '../../../lib/feedback';
import { useGranted } from '../../../lib/useGranted';
import { accessList, accessText } from '../contractForm';

type Contract = Schema<'ContractDetailView'>;
type Row = Schema<'ContractPersonnelView'>;

const STATUS_COLOR = { PENDING: 'warning', ASSIGNED: 'success', UNASSIGNED: 'default' } as const;

/** Edit one assignment (PUT /contracts/personnel/update). */
const UpdateDialog = ({ row, onClose, onSaved }: { row: Row; onClose: () => void; onSaved: () => void }) => {
  const notify = useNotify();
  const [status, setStatus] = useState<Row['assignmentStatus']>(row.assignmentStatus);
  const [dateAssigned, setDateAssigned] = useState(row.dateAssigned ?? '');
  const [access, setAccess] = useState(accessText(row.specialAccess));
  const [position, setPosition] = useState(row.position ?? '');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await api.PUT('/api/v1/contracts/personnel/update', {
        body: {
          id: row.id,
          version: row.version,
          assignmentStatus: status,
          dateAssigned: dateAssigned || null,
          specialAccess: accessList(access),
          position: position.trim() || null,
        },
      });
      notify(CONTRACT_MESSAGES.assignmentUpdated, { type: 'success' });
      onSaved();
    } catch (error) {
      notify(failureMessage(error, 'Failed To Update Assignment'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        Update Assignment: {row.firstName} {row.lastName}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField select label="Assignment Status" value={status} onChange={(e) => setStatus(e.target.value as Row['assignmentStatus'])}>
            {Object.entries(ASSIGNMENT_STATUS).map(([v, l]) => (
              <MenuItem key={v} value={v}>
                {l}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label="Date Assigned"
            value={dateAssigned}
            onChange={(e) => setDateAssigned(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Special Access"
            helperText="Separate several with commas"
            value={access}
            onChange={(e) => setAccess(e.target.value)}
          />
          <TextField label="Position" value={position} onChange={(e) => setPosition(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Tab assignment: the people on the contract with status, dates and special access; unassign, update, remove. */
export const AssignmentTab = ({ contract }: { contract: Contract }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const canUpdate = useGranted('CONTRACTS', 'UPDATE');
  const canDelete = useGranted('CONTRACTS', 'DELETE');
  const rows = useQuery({
    queryKey: ['contracts', contract.id, 'personnel'],
    queryFn: async () => dataOf(await api.GET('/api/v1/contracts/{id}/personnel', { params: { path: { id: contract.id } } })),
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [unassignDay, setUnassignDay] = useState(tenantToday());
  const [editing, setEditing] = useState<Row | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = async () => {
    setSelected([]);
    await rows.refetch();
    refresh();
  };
  const unassign = async () => {
    setBusy(true);
    try {
      const done = dataOf(await api.PUT('/api/v1/contracts/personnel/unassign', { body: { ids: selected, dateUnassigned: unassignDay } }));
      notify(CONTRACT_MESSAGES.unassigned(done.length), { type: 'success' });
      await reload();
    } catch (error) {
      notify(failureMessage(error, 'Failed To Unassign'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await api.DELETE('/api/v1/contracts/{id}/personnel/{personnelId}', {
        params: { path: { id: contract.id, personnelId: removing.personnelId } },
      });
      notify(CONTRACT_MESSAGES.assignmentRemoved(`${removing.firstName} ${removing.lastName}`), { type: 'success' });
      await reload();
    } catch (error) {
      notify(failureMessage(error, 'Failed To Remove Assignment'), { type: 'error' });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };
  const active = (rows.data ?? []).filter((r) => r.assignmentStatus !== 'UNASSIGNED');
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <Box component="section" aria-label="Assigned Personnel">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          Required clearance: <strong>{BASIC_CLEARANCE_LEVEL[contract.requiredClearanceLevel]}</strong>
        </Typography>
        {canUpdate && (
          <>
            <TextField
              type="date"
              size="small"
              label="Date Unassigned"
              value={unassignDay}
              onChange={(e) => setUnassignDay(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: 190, flexShrink: 0 }}
            />
            <Button
              variant="outlined"
              size="small"
              color="warning"
              disabled={!selected.length || busy}
              onClick={unassign}
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            >
              Unassign Selected
            </Button>
            {contract.status !== 'CLOSED' && (
              <Button
                component={RouterLink}
                to={`/contracts/${contract.id}/assignment/assign-personnel`}
                variant="contained"
                size="small"
                startIcon={<PersonAddIcon />}
                sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
              >
                {CONTRACT_MESSAGES.assignTitle}
              </Button>
            )}
          </>
        )}
      </Stack>
      {rows.data ? (
        rows.data.length ? (
          <Table size="small" aria-label="Assigned personnel list">
            <TableHead>
              <TableRow>
                {canUpdate && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={active.length > 0 && selected.length === active.length}
                      indeterminate={selected.length > 0 && selected.length < active.length}
                      onChange={() => setSelected(selected.length === active.length ? [] : active.map((r) => r.id))}
                      slotProps={{ input: { 'aria-label': 'Select all' } }}
                    />
                  </TableCell>
                )}
                <TableCell>Name</TableCell>
                <TableCell>Clearance</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Date Assigned</TableCell>
                <TableCell>Date Unassigned</TableCell>
                <TableCell>Special Access</TableCell>
                <TableCell>Position</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.data.map((r) => (
                <TableRow key={r.id}>
                  {canUpdate && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        disabled={r.assignmentStatus === 'UNASSIGNED'}
                        checked={selected.includes(r.id)}
                        onChange={() => toggle(r.id)}
                        slotProps={{ input: { 'aria-label': `Select ${r.firstName} ${r.lastName}` } }}
                      />
                    </TableCell>
                  )}
                  <TableCell>
                    <RouterLink to={`/personnel/${r.personnelId}/assignments`}>
                      {r.lastName}, {r.firstName}
                    </RouterLink>
                  </TableCell>
                  <TableCell>{BASIC_CLEARANCE_LEVEL[r.clearanceLevel]}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={STATUS_COLOR[r.assignmentStatus]}
                      label={ASSIGNMENT_STATUS[r.assignmentStatus]}
                    />
                  </TableCell>
                  <TableCell>{formatDate(r.dateAssigned)}</TableCell>
                  <TableCell>{formatDate(r.dateUnassigned)}</TableCell>
                  <TableCell>{accessText(r.specialAccess)}</TableCell>
                  <TableCell>{r.position}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {canUpdate && (
                      <Button size="small" onClick={() => setEditing(r)}>
                        Update
                      </Button>
                    )}
                    {canDelete && (
                      <Button size="small" color="error" onClick={() => setRemoving(r)}>
                        Remove
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">{CONTRACT_MESSAGES.noAssignments}</Typography>
        )
      ) : (
        <LoadState isPending={rows.isPending} error={rows.error} />
      )}
      {editing && (
        <UpdateDialog
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await reload();
          }}
        />
      )}
      <DeleteDialog open={!!removing} loading={busy} onConfirm={remove} onClose={() => setRemoving(null)} />
    </Box>
  );
};
