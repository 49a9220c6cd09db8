import { Link as RouterLink } from 'react-router-dom';
import { Link, Typography } from '@mui/material';

/** A count that links to the list showing exactly those records (plain 0 when there is nothing to show). */
export const CountLink = ({ count, to, testId }: { count: number; to: string; testId: string }) =>
  count ? (
    <Link component={RouterLink} to={to} data-testid={testId} sx={{ fontWeight: 600 }}>
      {count}
    </Link>
  ) : (
    <Typography component="span" variant="body2" color="text.secondary" data-testid={testId}>
      0
    </Typography>
  );
