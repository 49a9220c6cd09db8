import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, CardHeader, Link, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { INCIDENT_PAGE_MESSAGES as M, INCIDENT_TYPE, type IncidentType } from '@clearline/shared';
import { filteredListPath } from '../../lib/listLink';

/** A big count linking to its list (a grey 0 when there is nothing). */
const BigCount = ({ count, to, testId }: { count: number; to: string; testId: string }) =>
  count ? (
    <Link component={RouterLink} to={to} variant="h3" sx={{ fontWeight: 600 }} data-testid={testId}>
      {count}
    </Link>
  ) : (
    <Typography variant="h3" color="text.secondary" data-testid={testId}>
      0
    </Typography>
  );

/** The reports list with the given filters (of the facility, when one is picked). */
export const incidentListPath = (filter: Record<string, unknown>, facilityId?: string) =>
  filteredListPath('reports-incidents', { ...filter, facilityId });

/** Reports whose initial or final report to the government is past its deadline. */
export const ReportsPastDeadlineCard = ({ count, facilityId }: { count: number; facilityId?: string }) => (
  <Card sx={{ height: '100%' }} data-testid="dashboard-incidents-overdue">
    <CardHeader title={M.reportsPastDeadline} subheader={M.reportsPastDeadlineHint} />
    <CardContent sx={{ display: 'flex', justifyContent: 'center' }}>
      <BigCount count={count} to={incidentListPath({ overdue: true }, facilityId)} testId="incidents-overdue" />
    </CardContent>
  </Card>
);

/** Foreign travel back without a debrief (the open debrief actions), and how many of them are overdue. */
export const DebriefsDueCard = ({ count, overdue, facilityId }: { count: number; overdue: number; facilityId?: string }) => (
  <Card sx={{ height: '100%' }} data-testid="dashboard-debriefs-due">
    <CardHeader title={M.debriefsDue} subheader={M.debriefsDueHint} />
    <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <BigCount count={count} to={filteredListPath('open-actions', { kind: 'FOREIGN_TRAVEL_DEBRIEF', facilityId })} testId="debriefs-due" />
      {overdue > 0 && (
        <Typography variant="body2" color="error" data-testid="debriefs-overdue">
          {M.debriefsOverdue(overdue)}
        </Typography>
      )}
    </CardContent>
  </Card>
);

/** Open reports by type, each count linking to the open reports of its type. */
export const OpenIncidentsCard = ({
  rows,
  facilityId,
}: {
  rows: ReadonlyArray<{ incidentType: IncidentType; count: number }>;
  facilityId?: string;
}) => {
  const shown = rows.filter((r) => r.count);
  return (
    <Card sx={{ height: '100%' }} data-testid="dashboard-open-incidents">
      <CardHeader title={M.openByType} subheader={M.openByTypeHint} />
      <CardContent>
        {shown.length ? (
          <Table size="small" aria-label={M.openByType}>
            <TableBody>
              {shown.map((r) => (
                <TableRow key={r.incidentType}>
                  <TableCell component="th" scope="row">
                    {INCIDENT_TYPE[r.incidentType]}
                  </TableCell>
                  <TableCell align="right">
                    <Link
                      component={RouterLink}
                      to={incidentListPath({ incidentType: r.incidentType, open: true }, facilityId)}
                      sx={{ fontWeight: 600 }}
                      data-testid={`open-incidents-${r.incidentType}`}
                    >
                      {r.count}
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">{M.noOpenIncidents}</Typography>
        )}
      </CardContent>
    </Card>
  );
};
