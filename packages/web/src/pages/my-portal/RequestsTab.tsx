import { Title } from 'react-admin';
import { Typography } from '@mui/material';
import { MY_PORTAL_MESSAGES as M } from '@clearline/shared';
import { PortalCard } from './PortalCard';
import { OpenActionRows } from './OpenActionRows';
import { useMyOpenActions } from './myPortalApi';

/** /my-portal/requests: every action the security office asked of me, open or done. */
export const RequestsTab = () => {
  const q = useMyOpenActions(true);
  return (
    <>
      <Title title={`${M.title} – Requests`} />
      <PortalCard title={M.myRequests} testId="my-requests" query={q} empty={M.noRequests} count={q.data?.length}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {M.requestsIntro}
        </Typography>
        <OpenActionRows actions={q.data ?? []} withState />
      </PortalCard>
    </>
  );
};
