import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, CardHeader, Link, Typography } from '@mui/material';
import { NEW_HIRE_MESSAGES as M } from '@clearline/shared';
import { filteredListPath } from '../../lib/listLink';

/** The FSO dashboard tile: reported new hires waiting for review (links to the pending hires of the facility chosen). */
export const PendingHiresCard = ({ count, facilityId }: { count: number; facilityId?: string }) => (
  <Card sx={{ height: '100%' }} data-testid="dashboard-pending-hires">
    <CardHeader title={M.tileTitle} subheader={M.tileHint} />
    <CardContent sx={{ display: 'flex', justifyContent: 'center' }}>
      {count ? (
        <Link
          component={RouterLink}
          to={filteredListPath('personnel/pending-hires', { facilityId })}
          variant="h3"
          sx={{ fontWeight: 600 }}
          data-testid="pending-hires-count"
        >
          {count}
        </Link>
      ) : (
        <Typography variant="h3" color="text.disabled" data-testid="pending-hires-count">
          0
        </Typography>
      )}
    </CardContent>
  </Card>
);
