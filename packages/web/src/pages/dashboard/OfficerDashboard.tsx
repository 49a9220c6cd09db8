import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Card,
  CardContent,
  CardHeader,
  Grid,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';
import { Gauge } from '@mui/x-charts/Gauge';
import { useQuery } from '@tanstack/react-query';
import {
  ACTION_AGE,
  ACTION_AGE_VALUES,
  ACTION_KIND,
  DASHBOARD_MESSAGES as M,
  DUE_ITEM,
  DUE_ITEM_VALUES,
  DUE_WINDOW,
  DUE_WINDOW_VALUES,
  type ActionAge,
  type DueWindow,
} from '@clearline/shared';
import { api, dataOf } from '../../api/client';
import { useFacilityChoices } from '../../lib/facilityChoices';
import { formatDate } from '../../lib/dates';
import { LoadState } from '../../lib/LoadState';
import { DUE_WINDOW_TONE, type Tone, useToneColor } from '../../layout/theme';
import { useGranted } from '../../lib/useGranted';
import { ClearanceVerificationsCard } from './ClearanceVerificationsCard';
import { CountLink } from './CountLink';
import { ContractsEndingCard } from './ContractsEndingCard';
import { PendingTerminationsCard } from '../../resources/personnel';
import { InvitationsCard } from './InvitationsCard';
import { Dd254ReviewsCard } from './Dd254ReviewsCard';
import { PendingHiresCard } from './PendingHiresCard';
import { InspectionFindingsCard } from './InspectionFindingsCard';
import { PermCertificationsCard, VisitsThisWeekCard } from './VisitsCards';
import { DebriefsDueCard, OpenIncidentsCard, ReportsPastDeadlineCard } from './IncidentCards';
import {
  actionCount,
  actionKindsOf,
  actionListPath,
  actionSeries,
  dueCount,
  dueListPath,
  dueSeries,
  trainingListPath,
  type FsoDashboard,
} from './dashboardData';

/** Older actions in stronger colours (each at least 3:1 on the card, as a chart's graphics must be). */
const AGE_TONE: Record<ActionAge, Tone> = { UNDER_30: 'info', DAYS_30_60: 'primary', DAYS_60_90: 'secondary', OVER_90: 'error' };

/** A table of counts: a row per `rows` value, a column per `columns` value, each count a link to its list. */
function CountTable<R extends string, C extends string>(props: {
  label: string;
  rows: readonly R[];
  rowLabels: Readonly<Record<R, string>>;
  columns: readonly C[];
  columnLabels: Readonly<Record<C, string>>;
  count: (row: R, column: C) => number;
  to: (row: R, column: C) => string;
  testId: (row: R, column: C) => string;
}) {
  return (
    <Table size="small" aria-label={props.label}>
      <TableHead>
        <TableRow>
          <TableCell />
          {props.columns.map((c) => (
            <TableCell key={c} align="right">
              {props.columnLabels[c]}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.rows.map((r) => (
          <TableRow key={r}>
            <TableCell component="th" scope="row">
              {props.rowLabels[r]}
            </TableCell>
            {props.columns.map((c) => (
              <TableCell key={c} align="right">
                <CountLink count={props.count(r, c)} to={props.to(r, c)} testId={props.testId(r, c)} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const DueCard = ({ d, facilityId }: { d: FsoDashboard; facilityId?: string }) => {
  const navigate = useNavigate();
  const color = useToneColor();
  const empty = !d.due.some((c) => c.count);
  return (
    <Card sx={{ height: '100%' }} data-testid="dashboard-due">
      <CardHeader title={M.dueItems} subheader={`People whose records fall due, as of ${formatDate(d.today)}`} />
      <CardContent>
        {empty ? (
          <Typography color="text.secondary">{M.nothingDue}</Typography>
        ) : (
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: DUE_ITEM_VALUES.map((i) => DUE_ITEM[i]) }]}
            yAxis={[{ tickMinStep: 1 }]}
            series={dueSeries(d).map((s) => ({
              id: s.window,
              label: DUE_WINDOW[s.window],
              data: s.data,
              color: color(DUE_WINDOW_TONE[s.window]),
            }))}
            onItemClick={(_e, bar) => navigate(dueListPath(DUE_ITEM_VALUES[bar.dataIndex], bar.seriesId as DueWindow, facilityId))}
            sx={{ [`& .${barClasses.element}`]: { cursor: 'pointer' } }}
          />
        )}
        <CountTable
          label={M.dueItems}
          rows={DUE_ITEM_VALUES}
          rowLabels={DUE_ITEM}
          columns={DUE_WINDOW_VALUES}
          columnLabels={DUE_WINDOW}
          count={(item, w) => dueCount(d, item, w)}
          to={(item, w) => dueListPath(item, w, facilityId)}
          testId={(item, w) => `due-${item}-${w}`}
        />
      </CardContent>
    </Card>
  );
};

const ActionsCard = ({ d, facilityId }: { d: FsoDashboard; facilityId?: string }) => {
  const navigate = useNavigate();
  const color = useToneColor();
  const kinds = actionKindsOf(d);
  return (
    <Card sx={{ height: '100%' }} data-testid="dashboard-actions">
      <CardHeader title={M.openActions} subheader="Days since each action was raised" />
      <CardContent>
        {!kinds.length ? (
          <Typography color="text.secondary">{M.noOpenActions}</Typography>
        ) : (
          <>
            <BarChart
              height={Math.max(200, 70 + kinds.length * 42)}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: kinds.map((k) => ACTION_KIND[k]), width: 190 }]}
              xAxis={[{ tickMinStep: 1 }]}
              series={actionSeries(d, kinds).map((s) => ({
                id: s.age,
                label: ACTION_AGE[s.age],
                data: s.data,
                stack: 'age',
                color: color(AGE_TONE[s.age]),
              }))}
              onItemClick={(_e, bar) => navigate(actionListPath(kinds[bar.dataIndex], bar.seriesId as ActionAge, facilityId))}
              sx={{ [`& .${barClasses.element}`]: { cursor: 'pointer' } }}
            />
            <CountTable
              label={M.openActions}
              rows={kinds}
              rowLabels={ACTION_KIND}
              columns={ACTION_AGE_VALUES}
              columnLabels={ACTION_AGE}
              count={(kind, age) => actionCount(d, kind, age)}
              to={(kind, age) => actionListPath(kind, age, facilityId)}
              testId={(kind, age) => `actions-${kind}-${age}`}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
};

const TrainingCard = ({ d, facilityId }: { d: FsoDashboard; facilityId?: string }) => {
  const { required, completed } = d.training;
  const percent = required ? Math.round((completed / required) * 100) : 0;
  return (
    <Card sx={{ height: '100%' }} data-testid="dashboard-training">
      <CardHeader title={M.training} subheader={M.trainingCaption(completed, required)} />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Gauge
          width={200}
          height={160}
          value={percent}
          startAngle={-110}
          endAngle={110}
          text={`${percent}%`}
          aria-label={M.trainingCaption(completed, required)}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {M.completed}: <CountLink count={completed} to={trainingListPath('COMPLETE', facilityId)} testId="training-COMPLETE" />
          {' · '}
          {M.notCompleted}: <CountLink count={required - completed} to={trainingListPath('DUE', facilityId)} testId="training-DUE" />
        </Typography>
      </CardContent>
    </Card>
  );
};

/** The security officer's dashboard: one facility or all; every count links to the list that shows its records. */
export const OfficerDashboard = () => {
  const [facilityId, setFacilityId] = useState('');
  const facilities = useFacilityChoices();
  const q = useQuery({
    queryKey: ['dashboard', 'fso', facilityId],
    queryFn: async ({ signal }) =>
      dataOf(await api.GET('/api/v1/dashboard', { params: { query: facilityId ? { facilityId } : {} }, signal })),
  });
  const facility = facilityId || undefined;
  const contracts = useGranted('CONTRACTS', 'VIEW');
  const incomingVisits = useGranted('INCOMING_VISITS', 'VIEW');
  const outgoingVisits = useGranted('OUTGOING_VISITS', 'VIEW');
  const incidents = useGranted('REPORTS_INCIDENTS', 'VIEW');
  return (
    <>
      <TextField
        select
        size="small"
        label={M.facility}
        value={facilityId}
        onChange={(e) => setFacilityId(e.target.value)}
        fullWidth={false}
        sx={{ mt: 2, width: 360, maxWidth: '100%' }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{M.allFacilities}</MenuItem>
        {(facilities.data ?? []).map((f) => (
          <MenuItem key={f.id} value={f.id}>
            {f.name}
          </MenuItem>
        ))}
      </TextField>
      {q.data ? (
        <Grid container spacing={2} sx={{ mt: 0.5 }}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <DueCard d={q.data} facilityId={facility} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <ActionsCard d={q.data} facilityId={facility} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <TrainingCard d={q.data} facilityId={facility} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <InvitationsCard />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <ClearanceVerificationsCard facilityId={facility} />
          </Grid>
          {contracts && (
            <Grid size={{ xs: 12, md: 6, lg: 4 }}>
              <ContractsEndingCard facilityId={facility} />
            </Grid>
          )}
          {contracts && (
            <Grid size={{ xs: 12, md: 6, lg: 4 }}>
              <Dd254ReviewsCard count={q.data.dd254ReviewsDue} today={q.data.today} />
            </Grid>
          )}
          {q.data.incidents && (
            <Grid size={{ xs: 12, md: 6, lg: 4 }}>
              <ReportsPastDeadlineCard count={q.data.incidents.overdueReports} facilityId={facility} />
            </Grid>
          )}
          {incidents && (
            <Grid size={{ xs: 12, md: 6, lg: 4 }}>
              <DebriefsDueCard count={q.data.debriefsDue} overdue={q.data.debriefsOverdue} facilityId={facility} />
            </Grid>
          )}
          {q.data.incidents && (
            <Grid size={{ xs: 12, md: 6, lg: 4 }}>
              <OpenIncidentsCard rows={q.data.incidents.openByType} facilityId={facility} />
            </Grid>
          )}
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <PendingTerminationsCard facilityId={facility} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <PendingHiresCard count={q.data.pendingHires} facilityId={facility} />
          </Grid>
          {(incomingVisits || outgoingVisits) && (
            <Grid size={{ xs: 12, md: 6, lg: 4 }}>
              <VisitsThisWeekCard d={q.data} facilityId={facility} />
            </Grid>
          )}
          {outgoingVisits && (
            <Grid size={{ xs: 12, md: 6, lg: 4 }}>
              <PermCertificationsCard d={q.data} facilityId={facility} />
            </Grid>
          )}
          {q.data.inspectionFindings && (
            <Grid size={{ xs: 12, md: 6, lg: 4 }}>
              <InspectionFindingsCard d={q.data} />
            </Grid>
          )}
        </Grid>
      ) : (
        <LoadState isPending={q.isPending} error={q.error} />
      )}
    </>
  );
};
