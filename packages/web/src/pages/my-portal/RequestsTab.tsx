import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Title } from 'react-admin';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { ENCRYPTED_MESSAGE_MESSAGES, INCIDENT_PAGE_MESSAGES as IM, INCIDENT_TYPE, MY_PORTAL_MESSAGES as M } from '@clearline/shared';
import { formatDate } from '../../lib/dates';
import { DeadlineText, IncidentStatusChip, myIncidentPath } from '../../resources/reports-incidents';
import { useGranted } from '../../lib/useGranted';
import { PortalCard } from './PortalCard';
import { OpenActionRows } from './OpenActionRows';
import { useMyIncidents, useMyOpenActions } from './myPortalApi';
import { MyVisitRequests } from '../../resources/visits';
import { MyFociVisitRequests } from './foci/MyFociVisitRequests';

/** The reports I filed: type, title, when, where each stands; a row opens it. */
const MyReports = () => {
  const q = useMyIncidents();
  const navigate = useNavigate();
  return (
    <PortalCard title={IM.myReports} testId="my-incidents" query={q} empty={IM.noMyReports} count={q.data?.length}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {IM.myReportsIntro}
      </Typography>
      <Table size="small" aria-label={IM.myReports}>
        <TableHead>
          <TableRow>
            <TableCell>Type</TableCell>
            <TableCell>Title</TableCell>
            <TableCell>Reported</TableCell>
            <TableCell>Next Deadline</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(q.data ?? []).map((i) => {
            const to = myIncidentPath(i.incidentType, i.id);
            return (
              <TableRow key={i.id} hover={!!to} sx={{ cursor: to ? 'pointer' : undefined }} onClick={() => to && navigate(to)}>
                <TableCell>{INCIDENT_TYPE[i.incidentType]}</TableCell>
                <TableCell>{i.title}</TableCell>
                <TableCell>{formatDate(i.reportedDate)}</TableCell>
                <TableCell>
                  <DeadlineText incident={i} />
                </TableCell>
                <TableCell>
                  <IncidentStatusChip status={i.status} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </PortalCard>
  );
};

/** /my-portal/requests: the reports I filed, every action the security office asked of me, my visit requests; and a way to write to the office encrypted. */
export const RequestsTab = () => {
  const q = useMyOpenActions(true);
  const canMessage = useGranted('SEND_ENCRYPTED_MESSAGE', 'CREATE');
  const sendMessage = canMessage && (
    <Button component={RouterLink} to="/encrypted-messages/create" size="small" variant="outlined" startIcon={<LockIcon />}>
      {ENCRYPTED_MESSAGE_MESSAGES.create}
    </Button>
  );
  return (
    <>
      <Title title={`${M.title} – Requests`} />
      <Box sx={{ mb: 2 }}>
        <MyReports />
      </Box>
      <PortalCard
        title={M.myRequests}
        testId="my-requests"
        query={q}
        empty={M.noRequests}
        count={q.data?.length}
        action={sendMessage || undefined}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {M.requestsIntro}
        </Typography>
        <OpenActionRows actions={q.data ?? []} withState />
      </PortalCard>
      <Box sx={{ mt: 2 }}>
        <MyVisitRequests />
      </Box>
      <Box sx={{ mt: 2 }}>
        <MyFociVisitRequests />
      </Box>
    </>
  );
};
