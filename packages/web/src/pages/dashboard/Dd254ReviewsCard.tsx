import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, CardHeader, Link, Typography } from '@mui/material';
import { DD254_MESSAGES } from '@clearline/shared';
import { filteredListPath } from '../../lib/listLink';

/** The FSO dashboard tile: contracts whose DD254 review is within 30 days or past (links to those contracts, as of the dashboard's day). */
export const Dd254ReviewsCard = ({ count, today }: { count: number; today: string }) => (
  <Card sx={{ height: '100%' }} data-testid="dashboard-dd254-reviews">
    <CardHeader title={DD254_MESSAGES.reviewsDue} subheader={DD254_MESSAGES.reviewsDueHint} />
    <CardContent sx={{ display: 'flex', justifyContent: 'center' }}>
      {count ? (
        <Link
          component={RouterLink}
          to={filteredListPath('contracts', { dd254ReviewDue: today })}
          variant="h3"
          sx={{ fontWeight: 600 }}
          data-testid="dd254-reviews-due"
        >
          {count}
        </Link>
      ) : (
        <Typography variant="h3" color="text.disabled" data-testid="dd254-reviews-due">
          0
        </Typography>
      )}
    </CardContent>
  </Card>
);
