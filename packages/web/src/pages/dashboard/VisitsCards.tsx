import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, CardHeader, Link, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { FOCI_VISIT_MESSAGES, VISIT_PAGE_TEXT as T, type VisitKind } from '@clearline/shared';
import { CountLink } from './CountLink';
import { permCertificationsPath, visitsThisWeekOf, visitsThisWeekPath, type FsoDashboard } from './dashboardData';

const Count = ({ count, to, testId }: { count: number; to: string; testId: string }) =>
  count ? (
    <Link component={RouterLink} to={to} variant="h3" sx={{ fontWeight: 600 }} data-testid={testId}>
      {count}
    </Link>
  ) : (
    <Typography variant="h3" color="text.disabled" data-testid={testId}>
      0
    </Typography>
  );

/** The kinds of visit in the tile's order, with the label of their list. */
const KINDS: ReadonlyArray<{ kind: VisitKind; label: string }> = [
  { kind: 'INCOMING', label: T.incomingTitle },
  { kind: 'OUTGOING', label: T.outgoingTitle },
  { kind: 'FOCI', label: FOCI_VISIT_MESSAGES.title },
];

/**
 * The FSO dashboard tile: visits under way this week, all kinds together, and each kind's count linking to its list
 * with the same rule (the list's underWayInWeekOf filter), so a count and the list it opens agree.
 */
export const VisitsThisWeekCard = ({ d, facilityId }: { d: FsoDashboard; facilityId?: string }) => (
  <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="dashboard-visits-this-week">
    <CardHeader title={T.visitsThisWeek} subheader={T.visitsThisWeekCaption} />
    <CardContent sx={{ flexGrow: 1 }}>
      <Typography variant="h3" component="p" sx={{ fontWeight: 600, textAlign: 'center' }} data-testid="visits-this-week-count">
        {d.visitsThisWeek}
      </Typography>
      <Table size="small" aria-label={T.visitsThisWeek}>
        <TableBody>
          {KINDS.map(({ kind, label }) => {
            const n = visitsThisWeekOf(d, kind);
            return (
              <TableRow key={kind}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell align="right">
                  <CountLink count={n} to={visitsThisWeekPath(d.today, kind, facilityId)} testId={`visits-this-week-${kind}`} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </CardContent>
  </Card>
);

/** The FSO dashboard tile: approved permanent certifications ending within the tenant's reminder lead (links to them). */
export const PermCertificationsCard = ({ d, facilityId }: { d: FsoDashboard; facilityId?: string }) => (
  <Card sx={{ height: '100%' }} data-testid="dashboard-perm-certifications">
    <CardHeader
      title={T.permCertificationsExpiring}
      subheader={T.permCertificationsExpiringCaption(d.permCertificationsExpiring.withinDays)}
    />
    <CardContent sx={{ display: 'flex', justifyContent: 'center' }}>
      <Count
        count={d.permCertificationsExpiring.count}
        to={permCertificationsPath(d.today, d.permCertificationsExpiring.withinDays, facilityId)}
        testId="perm-certifications-count"
      />
    </CardContent>
  </Card>
);
