import { useParams, Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { INVITATION_MESSAGES as M } from '@clearline/shared';
import { personnelApi } from '../api';
import { InvitationPanel } from './InvitationPanel';

/** /personnel/invite/{personnelId}: the invitation of one person (spec 02 §2). */
export default function PersonnelInvitePage() {
  const { personnelId = '' } = useParams();
  const person = useQuery({ queryKey: ['personnel', personnelId], queryFn: () => personnelApi.get(personnelId) });
  if (person.isError) return <Alert severity="error">An error occurred while fetching data.</Alert>;
  const p = person.data;
  return (
    <Card sx={{ m: 2, maxWidth: 900 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {M.pageTitle}
            {p ? `: ${p.firstName} ${p.lastName}` : ''}
          </Typography>
          {p && (
            <Link component={RouterLink} to={`/personnel/${personnelId}/info`}>
              Open personnel record
            </Link>
          )}
          {p && <InvitationPanel personnelId={personnelId} workEmail={p.workEmail} />}
        </Stack>
      </CardContent>
    </Card>
  );
}
