import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Link,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { BooleanInput, DataTable, Title, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { choices, labelOf, NOT_STATED, TERMINATION_MESSAGES as M, TERMINATION_REASON, type TerminationReason } from '@clearline/shared';
import { api, dataOf, type Schema } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListTable } from '../../../components/ListTable';
import { usePersonnelChoices } from '../../../lib/choices';
import { DateCol } from '../../../lib/DateCol';
import { formatDate, tenantToday } from '../../../lib/dates';
import { failureMessage } from '../../../lib/feedback';
import { useGranted } from '../../../lib/useGranted';
import { PENDING_TERMINATIONS_RESOURCE } from './pendingTerminations';

type Termination = Schema<'TerminationView'>;

const Col = DataTable.Col<Termination>;

/** The Terminate Employee form: person and termination date (the spec's termination), high risk, and an optional reason and notes. */
const TerminateForm = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const people = usePersonnelChoices();
  const [person, setPerson] = useState<{ id: string; name: string } | null>(null);
  const [terminationDate, setTerminationDate] = useState(tenantToday());
  const [reason, setReason] = useState<TerminationReason | ''>('');
  const [isHighRisk, setHighRisk] = useState(false);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!person) return;
    setBusy(true);
    setError(null);
    try {
      const t = dataOf(
        await api.POST('/api/v1/personnel/terminate-employee', {
          // the reason is optional (not a field of the spec's termination): null when none is chosen
          body: {
            employeeId: person.id,
            terminationDate,
            reason: reason || null,
            isHighRisk: isHighRisk || reason === 'HIGH_RISK',
            notes: notes.trim() || null,
          } as Schema<'TerminateEmployeeDto'>,
        }),
      );
      notify(M.created.replace('{name}', t?.personnelName ?? person.name), { type: 'success' });
      setPerson(null);
      setReason('');
      setHighRisk(false);
      setNotes('');
      await queryClient.invalidateQueries({ queryKey: ['personnel'] });
      refresh();
    } catch (e) {
      const message = failureMessage(e, M.createFailed);
      setError(message);
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" data-testid="terminate-form">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6">{M.terminateTitle}</Typography>
          <Typography color="text.secondary">
            The termination waits for acceptance with its off-boarding open actions (debriefing, badges, account, combinations, classified
            material). A high-risk termination is e-mailed to every FSO at once.
          </Typography>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Autocomplete
            options={people.data ?? []}
            loading={people.isPending}
            value={person}
            onChange={(_, v) => setPerson(v)}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={M.employee} required />}
          />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <TextField
              type="date"
              label={M.terminationDate}
              required
              value={terminationDate}
              onChange={(e) => setTerminationDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              select
              label={M.reason}
              value={reason}
              onChange={(e) => {
                const r = e.target.value as TerminationReason;
                setReason(r);
                if (r === 'HIGH_RISK') setHighRisk(true);
              }}
              sx={{ minWidth: 240 }}
            >
              <MenuItem value="">
                <em>{NOT_STATED}</em>
              </MenuItem>
              {choices(TERMINATION_REASON).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch
                  checked={isHighRisk || reason === 'HIGH_RISK'}
                  disabled={reason === 'HIGH_RISK'}
                  onChange={(e) => setHighRisk(e.target.checked)}
                />
              }
              label={M.isHighRisk}
              sx={{ whiteSpace: 'nowrap' }}
            />
          </Stack>
          <TextField
            label={M.notes}
            multiline
            minRows={2}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Box>
            <Button variant="contained" color="error" disabled={!person || !terminationDate || busy} onClick={submit}>
              {M.terminateTitle}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};

/** The Accept button of a pending termination, with its confirmation. */
const AcceptButton = ({ record }: { record: Termination }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      await api.POST('/api/v1/personnel/accept-terminate-personnel', { body: { terminationId: record.id } });
      notify(M.accepted.replace('{name}', record.personnelName), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['personnel'] });
      refresh();
    } catch (e) {
      notify(failureMessage(e, M.acceptFailed), { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        {M.accept}
      </Button>
      <ConfirmDialog
        open={open}
        loading={busy}
        title={`${M.acceptTitle}: ${record.personnelName}`}
        content={M.acceptText.replace('{name}', record.personnelName).replace('{date}', formatDate(record.terminationDate))}
        onConfirm={accept}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

const filters = [<BooleanInput key="isHighRisk" source="isHighRisk" label={M.isHighRisk} alwaysOn />];

/**
 * /personnel/terminate-employee: the Terminate Employee form and, below it, the terminations waiting for
 * the FSO's acceptance, each with its open off-boarding actions and an Accept button.
 */
export const TerminateEmployeePage = () => {
  const mayCreate = useGranted('TERMINATE_EMPLOYEE', 'CREATE');
  const mayAccept = useGranted('TERMINATE_EMPLOYEE', 'UPDATE');
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={M.terminateTitle} />
      <Stack spacing={3}>
        {mayCreate && (
          <Box sx={{ maxWidth: 860 }}>
            <TerminateForm />
          </Box>
        )}
        <Box>
          <Typography variant="h6" gutterBottom>
            {M.pendingTitle}
          </Typography>
          <ListTable
            resource={PENDING_TERMINATIONS_RESOURCE}
            title={false}
            empty={false}
            disableSyncWithLocation
            sort={{ field: 'terminationDate', order: 'ASC' }}
            extraFilters={filters}
            dataTableProps={{ rowClick: false, bulkActionButtons: false }}
            rowActions={mayAccept ? <AcceptCell /> : undefined}
          >
            <Col
              source="personnelName"
              label={M.employee}
              render={(r) => (
                <Link component={RouterLink} to={`/personnel/${r.personnelId}/open-actions`}>
                  {r.personnelName}
                </Link>
              )}
            />
            <DateCol source="terminationDate" label={M.terminationDate} />
            <Col source="reason" label={M.reason} render={(r) => labelOf(TERMINATION_REASON, r.reason) || NOT_STATED} />
            <Col
              source="isHighRisk"
              label={M.isHighRisk}
              render={(r) => (r.isHighRisk ? <Chip size="small" color="error" label={M.isHighRisk} /> : 'No')}
            />
            <Col source="openActions" label="Open Actions" disableSort />
            <Col source="recordedBy" label="Recorded By" disableSort />
            <Col source="notes" label={M.notes} disableSort />
          </ListTable>
        </Box>
      </Stack>
    </Box>
  );
};

const AcceptCell = () => {
  const record = useRecordContext<Termination>();
  return record ? <AcceptButton record={record} /> : null;
};

export default TerminateEmployeePage;
