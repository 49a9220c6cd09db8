import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Autocomplete, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useGetOne, useNotify } from 'react-admin';
import { BASIC_CLEARANCE_LEVEL } from '@clearline/shared';
import { CONTRACT_MESSAGES } from '@clearline/shared/contracts';
import { api, dataOf, type Schema } from '../../api/client';
import { usePersonnelChoices } from '../../lib/choices';
import { LoadState } from '../../lib/LoadState';
import { failureMessage } from '../../lib/feedback';
import { accessList } from './contractForm';
import { tenantToday } from '../../lib/dates';

type Contract = Schema<'ContractDetailView'>;

/** /contracts/{id}/assignment/assign-personnel ('Assign Personnel'): one or more people, all or none. */
export const AssignPersonnelPage = () => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const contract = useGetOne<Contract>('contracts', { id });
  const people = usePersonnelChoices();
  const [chosen, setChosen] = useState<Array<{ id: string; name: string }>>([]);
  const [dateAssigned, setDateAssigned] = useState(tenantToday());
  const [status, setStatus] = useState<'ASSIGNED' | 'PENDING'>('ASSIGNED');
  const [access, setAccess] = useState('');
  const [position, setPosition] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const assign = async () => {
    setBusy(true);
    setError(null);
    try {
      const rows = dataOf(
        await api.POST('/api/v1/contracts/{id}/personnel/assign', {
          params: { path: { id } },
          body: {
            personnelIds: chosen.map((p) => p.id),
            dateAssigned: dateAssigned || null,
            assignmentStatus: status,
            specialAccess: accessList(access),
            position: position.trim() || null,
          },
        }),
      );
      notify(CONTRACT_MESSAGES.assigned(chosen.length), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['contracts'] });
      if (rows) navigate(`/contracts/${id}/assignment`);
    } catch (e) {
      const message = failureMessage(e, 'Failed To Assign Personnel');
      setError(message);
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (!contract.data) return <LoadState isPending={contract.isPending} error={contract.error} />;
  return (
    <Box sx={{ mt: 1, maxWidth: 760 }}>
      <Title title={CONTRACT_MESSAGES.assignTitle} />
      <Typography color="text.secondary" gutterBottom>
        {contract.data.contractName} ({contract.data.contractNumber}) requires{' '}
        <strong>{BASIC_CLEARANCE_LEVEL[contract.data.requiredClearanceLevel]}</strong>; people holding less cannot be assigned.
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <Autocomplete
              multiple
              options={people.data ?? []}
              loading={people.isPending}
              value={chosen}
              onChange={(_, v) => setChosen(v)}
              getOptionLabel={(o) => o.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => <TextField {...params} label="Personnel" required />}
            />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <TextField
                type="date"
                label="Date Assigned"
                value={dateAssigned}
                onChange={(e) => setDateAssigned(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                select
                label="Assignment Status"
                value={status}
                onChange={(e) => setStatus(e.target.value as 'ASSIGNED' | 'PENDING')}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="ASSIGNED">Assigned</MenuItem>
                <MenuItem value="PENDING">Pending</MenuItem>
              </TextField>
              <TextField label="Position" value={position} onChange={(e) => setPosition(e.target.value)} sx={{ flexGrow: 1 }} />
            </Stack>
            <TextField
              label="Special Access"
              helperText="Separate several with commas, e.g. SCI, SAP Alpha"
              value={access}
              onChange={(e) => setAccess(e.target.value)}
            />
            <Stack direction="row" spacing={1}>
              <Button variant="contained" disabled={!chosen.length || busy} onClick={assign}>
                Assign
              </Button>
              <Button onClick={() => navigate(`/contracts/${id}/assignment`)}>Cancel</Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

export default AssignPersonnelPage;
