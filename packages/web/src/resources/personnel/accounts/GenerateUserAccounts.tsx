import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  Chip,
  FormControlLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { FINISHED_RUN_STATUSES, JOB_RUN_STATUS_COLOR } from '@clearline/shared';
import { USER_ACCOUNT_OUTCOME, USER_ACCOUNTS_MESSAGES as M, type UserAccountOutcome } from '@clearline/shared/user-accounts';
import { api, dataOf, listRange, type Schema } from '../../../api/client';
import { failureMessage } from '../../../lib/feedback';

type Run = Schema<'UserAccountsRunDto'>;
interface Choice {
  id: string;
  name: string;
  workEmail: string;
}

const OUTCOME_COLOR: Record<UserAccountOutcome, 'success' | 'default' | 'error'> = {
  CREATED: 'success',
  SKIPPED: 'default',
  FAILED: 'error',
};
const finished = (run: Pick<Run, 'status'> | undefined) => !!run && FINISHED_RUN_STATUSES.includes(run.status);

/** The tenant's people, for the "Chosen people" choice (name and work e-mail). */
const usePeople = (enabled: boolean) =>
  useQuery({
    queryKey: ['personnel', 'basic', 'accounts'],
    enabled,
    queryFn: async () =>
      dataOf(await api.GET('/api/v1/personnel/basic', { params: { query: listRange(0, 999) as never } })) as Array<
        Schema<'PersonnelBasicView'>
      >,
    select: (rows): Choice[] => rows.map((p) => ({ id: p.id, name: `${p.lastName}, ${p.firstName}`, workEmail: p.workEmail })),
  });

/** The run as the server has it now: polled every second while a job works through it. */
function useRun(initial: Run) {
  return useQuery({
    queryKey: ['personnel', 'generate-user-accounts', initial.runId ?? 'inline'],
    enabled: !!initial.runId,
    queryFn: async () =>
      dataOf(await api.GET('/api/v1/personnel/generate-user-accounts/{runId}', { params: { path: { runId: initial.runId! } } })) as Run,
    initialData: initial,
    initialDataUpdatedAt: 0,
    refetchInterval: (q) => (finished(q.state.data) ? false : 1000),
  }).data;
}

/** Progress while the job runs; then the counts and one row per person with what happened. */
const RunResult = ({ initial }: { initial: Run }) => {
  const run = useRun(initial) ?? initial;
  const done = finished(run);
  const c = run.counts;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="accounts-result">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Chip size="small" variant="outlined" label={run.status} color={JOB_RUN_STATUS_COLOR[run.status]} />
        <LinearProgress
          sx={{ flex: 1 }}
          variant={run.status === 'QUEUED' ? 'indeterminate' : 'determinate'}
          value={run.progress}
          aria-label="Progress"
        />
        <Typography variant="body2">{M.progress(run.processed, run.total)}</Typography>
      </Box>
      {!done && <Typography variant="body2">{M.running}</Typography>}
      {run.error && <Alert severity="error">{`${M.failed}: ${run.error}`}</Alert>}
      {done && run.status === 'SUCCEEDED' && (
        <>
          <Alert severity={c.created ? 'success' : 'info'} data-testid="accounts-summary">
            {M.summary(c.created, c.skipped, c.failed)}
          </Alert>
          <Table size="small" aria-label={M.title}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Work E-mail</TableCell>
                <TableCell>Result</TableCell>
                <TableCell>Detail</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {run.items.map((i) => (
                <TableRow key={i.personnelId}>
                  <TableCell>{i.name}</TableCell>
                  <TableCell>{i.workEmail}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={OUTCOME_COLOR[i.outcome]} label={USER_ACCOUNT_OUTCOME[i.outcome]} />
                  </TableCell>
                  <TableCell>{i.detail}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Box>
  );
};

/**
 * Generate User Accounts (personnel list action): all active employees without an account, or chosen
 * people; the welcome e-mail is sent by default. Then the progress and one outcome per person.
 */
const GenerateUserAccounts = () => {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [all, setAll] = useState(true);
  const [chosen, setChosen] = useState<Choice[]>([]);
  const [welcome, setWelcome] = useState(true);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [run, setRun] = useState<Run>();
  const people = usePeople(!all);

  const generate = async () => {
    if (!all && !chosen.length) return setError(M.choosePeople);
    setBusy(true);
    setError(undefined);
    try {
      const answer = dataOf(
        await api.POST('/api/v1/personnel/generate-user-accounts', {
          body: { isForAllEmployees: all, employeeIds: all ? undefined : chosen.map((p) => p.id), isSendWelcomeEmail: welcome },
        }),
      ) as Run;
      setRun(answer);
      void queryClient.invalidateQueries({ queryKey: ['personnel'] });
    } catch (e) {
      const message = failureMessage(e, M.failed);
      setError(message);
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 960 }}>
      <Title title={M.title} />
      <Card sx={{ mt: 1 }}>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {M.intro}
          </Typography>
          {run ? (
            <RunResult initial={run} />
          ) : (
            <>
              <RadioGroup
                value={all ? 'ALL' : 'CHOSEN'}
                onChange={(e) => {
                  setError(undefined);
                  setAll(e.target.value === 'ALL');
                }}
              >
                <FormControlLabel value="ALL" control={<Radio />} label={M.allEmployees} />
                <FormControlLabel value="CHOSEN" control={<Radio />} label={M.chosenPeople} />
              </RadioGroup>
              {!all && (
                <Autocomplete
                  multiple
                  options={people.data ?? []}
                  loading={people.isPending}
                  value={chosen}
                  onChange={(_, value) => {
                    setError(undefined);
                    setChosen(value);
                  }}
                  getOptionLabel={(o) => o.name}
                  renderOption={(props, o) => (
                    <li {...props} key={o.id}>
                      <Box>
                        <Typography variant="body2">{o.name}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {o.workEmail || '—'}
                        </Typography>
                      </Box>
                    </li>
                  )}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  renderInput={(params) => <TextField {...params} label={M.people} />}
                />
              )}
              <FormControlLabel
                control={<Checkbox checked={welcome} onChange={(e) => setWelcome(e.target.checked)} />}
                label={M.sendWelcome}
              />
              {error && <Alert severity="error">{error}</Alert>}
            </>
          )}
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate('/personnel')}>{M.close}</Button>
          {!run && (
            <Button variant="contained" onClick={() => void generate()} disabled={busy}>
              {M.generate}
            </Button>
          )}
        </CardActions>
      </Card>
    </Box>
  );
};

export default GenerateUserAccounts;
