import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardActions, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { INVITATION_MESSAGES as M } from '@clearline/shared';
import { api, dataOf } from '../../api/client';
import { LoadState } from '../../lib/LoadState';
import { useGranted } from '../../lib/useGranted';

/** The security officer's tile "invitations not completed" (with the expired links to re-send and the forms to review). */
export const InvitationsCard = () => {
  const granted = useGranted('PERSONNEL', 'VIEW');
  const q = useQuery({
    enabled: granted,
    queryKey: ['dashboard', 'invitations'],
    queryFn: async ({ signal }) => dataOf(await api.GET('/api/v1/invite/summary', { signal })),
  });
  const d = q.data;
  const figures = d
    ? [
        { label: M.tileNotCompleted, value: d.notCompleted, testid: 'not-completed' },
        { label: M.tileExpired, value: d.expired, testid: 'expired' },
        { label: M.tileToReview, value: d.submittedForReview, testid: 'to-review' },
      ]
    : [];
  if (!granted) return null;
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="dashboard-invitations">
      <CardHeader title={M.tileLabel} subheader={M.tileCaption} />
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        {!d ? (
          <LoadState isPending={q.isPending} error={q.error} />
        ) : (
          <Stack direction="row" sx={{ justifyContent: 'space-between' }} aria-label={M.tileLabel}>
            {figures.map((f) => (
              <Box key={f.testid} sx={{ textAlign: 'center', flex: 1 }}>
                <Typography variant="h5" component="p" data-testid={`invitations-${f.testid}`}>
                  {f.value}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {f.label}
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to="/personnel/invitations" size="small">
          {M.listTitle}
        </Button>
      </CardActions>
    </Card>
  );
};
