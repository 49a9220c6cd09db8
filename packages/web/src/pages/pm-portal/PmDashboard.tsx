import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Grid,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { BarChart, barClasses } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import {
  ASSIGNMENT_STATUS,
  CLEARANCE_LEVEL,
  CONTRACT_EFFECTIVE_STATUS,
  DUE_WINDOW,
  DUE_WINDOW_VALUES,
  labelOf,
  PM_CLEARANCE_STATE,
  PM_PORTAL_MESSAGES as M,
} from '@clearline/shared';
import { api, dataOf } from '../../api/client';
import { formatDate } from '../../lib/dates';
import { LoadState } from '../../lib/LoadState';
import { CLEARANCE_STATE_TONE, DUE_WINDOW_TONE, useToneColor } from '../../layout/theme';
import {
  clearanceStateListPath,
  contractPath,
  dueSeries,
  investigationListPath,
  openActionsListPath,
  popEndListPath,
  reinvestigationListPath,
  total,
  windowCount,
  type PmDashboard as Dashboard,
} from './pmPortalData';

/** A headline number with its breakdown. */
const Tile = (props: { title: string; value: number; testId: string; children?: React.ReactNode; to?: string }) => (
  <Card sx={{ height: '100%' }} data-testid={props.testId}>
    <CardContent>
      <Typography variant="overline" color="text.secondary">
        {props.title}
      </Typography>
      <Typography variant="h4" component="p" data-testid={`${props.testId}-value`}>
        {props.to && props.value ? (
          <Link component={RouterLink} to={props.to} underline="hover">
            {props.value}
          </Link>
        ) : (
          props.value
        )}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        {props.children}
      </Stack>
    </CardContent>
  </Card>
);

const ClearanceCard = ({ d }: { d: Dashboard }) => {
  const navigate = useNavigate();
  const color = useToneColor();
  const states = d.clearanceStates;
  return (
    <Card sx={{ height: '100%' }} data-testid="pm-clearance-status">
      <CardHeader title={M.clearanceStatus} subheader={M.peopleTotal(d.peopleTotal)} />
      <CardContent>
        {!states.length ? (
          <Typography color="text.secondary">{M.noPeople}</Typography>
        ) : (
          <PieChart
            height={240}
            series={[
              {
                innerRadius: 50,
                paddingAngle: 1,
                data: states.map((s) => ({
                  id: s.state,
                  value: s.count,
                  label: PM_CLEARANCE_STATE[s.state],
                  color: color(CLEARANCE_STATE_TONE[s.state]),
                })),
              },
            ]}
            onItemClick={(_e, item) => navigate(clearanceStateListPath(states[item.dataIndex].state))}
          />
        )}
        {!!d.clearanceLevels.length && (
          <Table size="small" aria-label={M.clearanceLevels} sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>{M.clearanceLevels}</TableCell>
                <TableCell align="right">{M.personnel}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {d.clearanceLevels.map((l) => (
                <TableRow key={l.level}>
                  <TableCell>{l.level === 'NONE' ? PM_CLEARANCE_STATE.NONE : CLEARANCE_LEVEL[l.level]}</TableCell>
                  <TableCell align="right" data-testid={`pm-level-${l.level}`}>
                    {l.count}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};

const DueCard = ({ d }: { d: Dashboard }) => {
  const navigate = useNavigate();
  const series = dueSeries(d);
  const empty = !total(d.clearancesDue) && !total(d.popEnds);
  return (
    <Card sx={{ height: '100%' }} data-testid="pm-due">
      <CardHeader title={`${M.clearancesDue} · ${M.popEnds}`} subheader={`As of ${formatDate(d.today)}`} />
      <CardContent>
        {empty ? (
          <Typography color="text.secondary">{M.nothingDue}</Typography>
        ) : (
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: DUE_WINDOW_VALUES.map((w) => DUE_WINDOW[w]) }]}
            yAxis={[{ tickMinStep: 1 }]}
            series={[
              { id: 'clearances', label: M.clearancesDue, data: series.clearances, color: '#5e35b1' },
              { id: 'popEnds', label: M.popEnds, data: series.popEnds, color: '#00897b' },
            ]}
            onItemClick={(_e, bar) => {
              const w = DUE_WINDOW_VALUES[bar.dataIndex];
              navigate(bar.seriesId === 'popEnds' ? popEndListPath(w) : reinvestigationListPath(w));
            }}
            sx={{ [`& .${barClasses.element}`]: { cursor: 'pointer' } }}
          />
        )}
        <Table size="small" aria-label={M.clearancesDue}>
          <TableHead>
            <TableRow>
              <TableCell />
              {DUE_WINDOW_VALUES.map((w) => (
                <TableCell key={w} align="right" sx={{ color: `${DUE_WINDOW_TONE[w]}.main` }}>
                  {DUE_WINDOW[w]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(
              [
                ['clearances', M.clearancesDueCaption, d.clearancesDue, reinvestigationListPath],
                ['popEnds', M.popEndsCaption, d.popEnds, popEndListPath],
              ] as const
            ).map(([key, label, rows, to]) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                {DUE_WINDOW_VALUES.map((w) => {
                  const n = windowCount(rows, w);
                  return (
                    <TableCell key={w} align="right" data-testid={`pm-${key}-${w}`}>
                      {n ? (
                        <Link component={RouterLink} to={to(w)} sx={{ fontWeight: 600 }}>
                          {n}
                        </Link>
                      ) : (
                        <Typography component="span" variant="body2" color="text.secondary">
                          0
                        </Typography>
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};

const EndingSoonCard = ({ d }: { d: Dashboard }) => (
  <Card sx={{ height: '100%' }} data-testid="pm-ending-soon">
    <CardHeader title={M.endingSoon} />
    <CardContent sx={{ pt: 0 }}>
      {!d.endingSoon.length ? (
        <Typography color="text.secondary">{M.noContracts}</Typography>
      ) : (
        <Table size="small" aria-label={M.endingSoon}>
          <TableHead>
            <TableRow>
              <TableCell>{M.contractNumber}</TableCell>
              <TableCell>{M.contractName}</TableCell>
              <TableCell>{M.status}</TableCell>
              <TableCell>{M.popEndDate}</TableCell>
              <TableCell align="right">{M.assigned}</TableCell>
              <TableCell align="right">{M.pending}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {d.endingSoon.map((c) => (
              <TableRow key={c.id}>
                <TableCell>
                  <Link component={RouterLink} to={contractPath(c.id)}>
                    {c.contractNumber}
                  </Link>
                </TableCell>
                <TableCell>{c.contractName}</TableCell>
                <TableCell>{labelOf(CONTRACT_EFFECTIVE_STATUS, c.effectiveStatus)}</TableCell>
                <TableCell sx={c.popEndWindow ? { color: `${DUE_WINDOW_TONE[c.popEndWindow]}.main`, fontWeight: 600 } : undefined}>
                  {formatDate(c.popEndDate)}
                </TableCell>
                <TableCell align="right">{c.assignedCount}</TableCell>
                <TableCell align="right">{c.pendingCount}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </CardContent>
  </Card>
);

/** The PM_PORTAL sections of the provider's and the tenant's FAQs the user may read (nothing when there are none). */
const PortalFaqs = () => {
  const query = { filter: JSON.stringify({ sectionName: 'PM_PORTAL' }) };
  const q = useQuery({
    queryKey: ['pm-portal', 'faqs'],
    queryFn: async ({ signal }) => {
      const [system, tenant] = await Promise.all([
        api.GET('/api/v1/tenant-master-data/faq/system', { params: { query }, signal }),
        api.GET('/api/v1/tenant-master-data/faq/my-portal', { params: { query }, signal }),
      ]);
      return [...dataOf(system), ...dataOf(tenant)];
    },
  });
  if (!q.data?.length) return null;
  return (
    <Card data-testid="pm-faqs">
      <CardHeader title={M.faq} />
      <CardContent sx={{ pt: 0 }}>
        {q.data.map((f) => (
          <Accordion key={f.id} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography sx={{ fontWeight: 500 }}>{f.question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {f.answer}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </CardContent>
    </Card>
  );
};

/**
 * The program manager's dashboard: the portal's contracts and people counted, with charts; every count links to the rows
 * it counts. The portal's dashboard page and the index page of a program manager show it.
 */
export const PmDashboardBody = () => {
  const q = useQuery({
    queryKey: ['pm-portal', 'dashboard'],
    queryFn: async ({ signal }) => dataOf(await api.GET('/api/v1/pm-portal/dashboard', { signal })),
  });
  const d = q.data;
  if (!d) return <LoadState isPending={q.isPending} error={q.error} />;
  const dueClearances = total(d.clearancesDue);
  const popEnding = total(d.popEnds);
  return (
    <Stack spacing={2} data-testid="pm-dashboard">
      {d.scope === 'MINE' && !d.personnelId && (
        <Typography color="warning.main" data-testid="pm-unlinked">
          {M.noPersonnelRecord}
        </Typography>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <Tile title={M.contracts} value={d.contractsTotal} testId="pm-tile-contracts" to="/pm-portal/contracts">
            {d.contracts.map((c) => (
              <Chip key={c.status} size="small" variant="outlined" label={`${labelOf(CONTRACT_EFFECTIVE_STATUS, c.status)}: ${c.count}`} />
            ))}
          </Tile>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <Tile title={M.peopleAssignedTitle} value={d.peopleTotal} testId="pm-tile-people" to="/pm-portal/personnel">
            {d.people.map((p) => (
              <Chip key={p.status} size="small" variant="outlined" label={`${labelOf(ASSIGNMENT_STATUS, p.status)}: ${p.count}`} />
            ))}
          </Tile>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <Tile title={M.popEnds} value={popEnding} testId="pm-tile-pop-ends">
            {d.popEnds.map((c) => (
              <Chip
                key={c.window}
                size="small"
                component={RouterLink}
                to={popEndListPath(c.window)}
                clickable
                color={DUE_WINDOW_TONE[c.window]}
                label={`${DUE_WINDOW[c.window]}: ${c.count}`}
              />
            ))}
          </Tile>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <Tile title={M.clearancesDue} value={dueClearances} testId="pm-tile-clearances-due">
            {d.clearancesDue.map((c) => (
              <Chip
                key={c.window}
                size="small"
                component={RouterLink}
                to={reinvestigationListPath(c.window)}
                clickable
                color={DUE_WINDOW_TONE[c.window]}
                label={`${DUE_WINDOW[c.window]}: ${c.count}`}
              />
            ))}
          </Tile>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <Tile
            title={M.pendingInvestigations}
            value={d.pendingInvestigations}
            testId="pm-tile-investigations"
            to={investigationListPath()}
          >
            <Typography variant="body2" color="text.secondary">
              {M.pendingInvestigationsCaption}
            </Typography>
          </Tile>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <Tile title={M.peopleWithOpenActions} value={d.peopleWithOpenActions} testId="pm-tile-open-actions" to={openActionsListPath()}>
            <Chip size="small" variant="outlined" label={M.openActionsCount(d.openActions)} data-testid="pm-open-actions-count" />
          </Tile>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <ClearanceCard d={d} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <DueCard d={d} />
        </Grid>
        <Grid size={12}>
          <EndingSoonCard d={d} />
        </Grid>
      </Grid>
    </Stack>
  );
};

/** /pm-portal/dashboard: the program manager's dashboard and the portal's FAQs. */
export const PmDashboard = () => (
  <Stack spacing={2}>
    <Title title={`${M.title} – ${M.dashboard}`} />
    <PmDashboardBody />
    <PortalFaqs />
  </Stack>
);
