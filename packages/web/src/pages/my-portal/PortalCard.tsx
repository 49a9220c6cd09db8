import type { ReactNode } from 'react';
import { Alert, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { MY_PORTAL_MESSAGES } from '@clearline/shared';
import { LoadState } from '../../lib/LoadState';
import { statusOf } from '../../providers/httpClient';

/** A titled card of My Portal: its rows, a spinner or the fetch error, or the text for none. */
export const PortalCard = ({
  title,
  testId,
  query,
  empty,
  count,
  children,
  action,
}: {
  title: string;
  testId: string;
  query: { isPending: boolean; error: unknown };
  empty: string;
  count: number | undefined;
  children: ReactNode;
  action?: ReactNode;
}) => (
  <Card component="section" aria-label={title} data-testid={testId} sx={{ height: '100%' }}>
    <CardHeader title={title} action={action} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
    <CardContent sx={{ pt: 0 }}>
      {count === undefined ? (
        <LoadState isPending={query.isPending} error={query.error} />
      ) : count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        children
      )}
    </CardContent>
  </Card>
);

/** The state of a query of my own record: the "not linked" notice for a 404, else a spinner or the fetch error. */
export const MyLoadState = ({ query }: { query: { isPending: boolean; error: unknown } }) =>
  statusOf(query.error) === 404 ? (
    <Alert severity="info" data-testid="my-no-record">
      {MY_PORTAL_MESSAGES.noPersonnelRecord}
    </Alert>
  ) : (
    <LoadState isPending={query.isPending} error={query.error} />
  );
