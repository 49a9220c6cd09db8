import { useNavigate, useParams } from 'react-router-dom';
import { Box, Card, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { INCIDENT_MESSAGES, INCIDENT_PAGE_MESSAGES as M, INCIDENT_TYPE } from '@clearline/shared';
import NotFoundPage from '../../pages/NotFoundPage';
import { failureMessage } from '../../lib/feedback';
import { IncidentForm } from './IncidentForm';
import { incidentBody } from './incidentBody';
import { createIncident } from './incidentApi';
import { officerIncidentPath, typeOfSlug } from './incidentTypes';

/** /reports-incidents/{slug}/create: the security office files a report of the type (it starts as Draft). */
export const IncidentCreatePage = () => {
  const { slug } = useParams();
  const type = typeOfSlug(slug);
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!type) return <NotFoundPage />;
  const label = INCIDENT_TYPE[type];
  const submit = async (values: Record<string, unknown>) => {
    try {
      const saved = await createIncident(incidentBody(type, 'officer', values, true));
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
      notify(INCIDENT_MESSAGES.created(label), { type: 'success' });
      navigate(officerIncidentPath(saved.incidentType, saved.id) ?? '/reports-incidents');
    } catch (error) {
      notify(failureMessage(error, M.createFailed), { type: 'error' });
    }
  };
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={M.createTitle(label)} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {M.createTitle(label)}
      </Typography>
      <Card variant="outlined">
        <IncidentForm type={type} mode="officer" record={{ details: {} }} onSubmit={submit} />
      </Card>
    </Box>
  );
};

export default IncidentCreatePage;
