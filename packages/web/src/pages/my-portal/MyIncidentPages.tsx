import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Card, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { INCIDENT_MESSAGES, INCIDENT_PAGE_MESSAGES as M, INCIDENT_TYPE, INCIDENT_TYPE_ROUTES, MY_PORTAL_MESSAGES } from '@clearline/shared';
import NotFoundPage from '../NotFoundPage';
import { failureMessage } from '../../lib/feedback';
import { useGranted } from '../../lib/useGranted';
import { withRecordId } from '../../lib/RecordIdGuard';
import {
  IncidentForm,
  IncidentDetail,
  incidentBody,
  createMyIncident,
  myIncidentPath,
  selfTypeOfSlug,
} from '../../resources/reports-incidents';
import { useMyPortal } from './myPortalApi';

/**
 * /my-portal/requests/{slug}/create: the employee reports an event about themself (POST /incidents/me): submitted
 * to the security office, or kept as a draft to complete and submit later. Needs CREATE on the type's creation module.
 */
export const MyIncidentCreate = () => {
  const { slug } = useParams();
  const type = selfTypeOfSlug(slug);
  const allowed = useGranted(type ? INCIDENT_TYPE_ROUTES[type].module : 'NONE', 'CREATE');
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMyPortal();
  if (!type) return <NotFoundPage />;
  const label = INCIDENT_TYPE[type];
  const file = (status: 'DRAFT' | 'SUBMITTED') => async (values: Record<string, unknown>) => {
    try {
      const saved = await createMyIncident({ ...incidentBody(type, 'self', values, true), status });
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
      void queryClient.invalidateQueries({ queryKey: ['my-portal'] });
      notify(status === 'DRAFT' ? M.draftSaved(label) : INCIDENT_MESSAGES.created(label), { type: 'success' });
      navigate(myIncidentPath(saved.incidentType, saved.id) ?? '/my-portal/requests');
    } catch (error) {
      notify(failureMessage(error, M.createFailed), { type: 'error' });
    }
  };
  return (
    <Box>
      <Title title={`${MY_PORTAL_MESSAGES.title} – ${M.createTitle(label)}`} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {M.createTitle(label)}
      </Typography>
      {allowed ? (
        <Card variant="outlined">
          <IncidentForm
            type={type}
            mode="self"
            record={{ details: {} }}
            personnelId={me.data?.personnel.id}
            onSubmit={file('SUBMITTED')}
            saveLabel={M.submitReport}
            draft={{ label: M.saveDraft, onSave: file('DRAFT') }}
          />
        </Card>
      ) : (
        <Alert severity="warning" data-testid="report-not-allowed">
          {M.notAllowed(label)}
        </Alert>
      )}
    </Box>
  );
};

/** /my-portal/requests/{slug}/{id}/(general|document): a report I filed, as the security office holds it. */
const MyIncidentDetailPage = () => {
  const { slug = '', id = '' } = useParams();
  const type = selfTypeOfSlug(slug);
  if (!type) return <NotFoundPage />;
  return <IncidentDetail id={id} type={type} base={`/my-portal/requests/${slug}/${id}`} mode="self" />;
};

export const MyIncidentDetail = withRecordId(MyIncidentDetailPage);
