import { Link as RouterLink } from 'react-router-dom';
import { Button, Card, CardActions, CardContent, CardHeader, Link, Typography } from '@mui/material';
import { FOCI_VISIT_MESSAGES, VISIT_PAGE_TEXT as T } from '@clearline/shared';
import { fociVisitsThisWeekPath, permCertificationsPath, visitsThisWeekPath, type FsoDashboard } from './dashboardData';

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

/** The FSO dashboard tile: visits under way this week (the count links to the outgoing ones, buttons to the incoming and the FOCI ones). */
export const VisitsThisWeekCard = ({ d, facilityId }: { d: FsoDashboard; facilityId?: string }) => (
  <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="dashboard-visits-this-week">
    <CardHeader title={T.visitsThisWeek} subheader={T.visitsThisWeekCaption} />
    <CardContent sx={{ display: 'flex', justifyContent: 'center', flexGrow: 1 }}>
      <Count count={d.visitsThisWeek} to={visitsThisWeekPath(d.today, 'OUTGOING', facilityId)} testId="visits-this-week-count" />
    </CardContent>
    {!!d.visitsThisWeek && (
      <CardActions>
        <Button component={RouterLink} to={visitsThisWeekPath(d.today, 'OUTGOING', facilityId)} size="small">
          {T.outgoingTitle}
        </Button>
        <Button component={RouterLink} to={visitsThisWeekPath(d.today, 'INCOMING', facilityId)} size="small">
          {T.incomingTitle}
        </Button>
        <Button component={RouterLink} to={fociVisitsThisWeekPath(d.today, facilityId)} size="small">
          {FOCI_VISIT_MESSAGES.title}
        </Button>
      </CardActions>
    )}
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
