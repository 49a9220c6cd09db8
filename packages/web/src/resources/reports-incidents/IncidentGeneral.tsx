import { Alert, Box, Card, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { DateTimeInput, useNotify } from 'react-admin';
import { INCIDENT_MESSAGES, INCIDENT_PAGE_MESSAGES as M, INCIDENT_TYPE, INCIDENT_TYPE_ROUTES } from '@clearline/shared';
import { LimitedTextInput, useInputReadOnly } from '../../components/inputs';
import { failureMessage } from '../../lib/feedback';
import { useGranted } from '../../lib/useGranted';
import { DeadlineTable } from './Deadlines';
import { IncidentForm, type IncidentFormMode } from './IncidentForm';
import { incidentBody, incidentFormValues } from './incidentBody';
import { incidentKey, updateIncident, type IncidentView } from './incidentApi';
import { isSelfReportable, type FiledIncidentType } from './incidentTypes';
import { StatusActions } from './StatusActions';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, columnGap: 2, width: '100%' } as const;

/** Types whose reports to the government run on deadlines (initial and final reports). */
const REPORTED_TYPES: readonly string[] = ['SECURITY_VIOLATION', 'NETWORK_INTRUSION_CYBER_BREACH'];

/** The officer's record of what was reported to the government and when (initial and final reports). */
const GovernmentReportInputs = ({ type }: { type: FiledIncidentType }) => {
  const readOnly = useInputReadOnly();
  return (
    <Box component="section" aria-label="Government Reporting" sx={{ mt: 1 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        Government Reporting
      </Typography>
      <Box sx={grid}>
        <LimitedTextInput source="governmentReference" label="Government Reference" />
        {REPORTED_TYPES.includes(type) && <DateTimeInput source="initialReportAt" label="Initial Report Filed At" readOnly={readOnly} />}
        {type === 'SECURITY_VIOLATION' && <DateTimeInput source="finalReportAt" label="Final Report Filed At" readOnly={readOnly} />}
      </Box>
    </Box>
  );
};

/**
 * The general page of a report: status moves and deadlines (officer), then the report's fields. The
 * officer edits until the report is closed; the employee reads what they filed, and completes and submits
 * a report they kept as a draft (with CREATE on the type's creation module, as to file it).
 */
export const IncidentGeneral = ({ incident, mode }: { incident: IncidentView; mode: IncidentFormMode }) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canUpdate = useGranted('REPORTS_INCIDENTS', 'UPDATE');
  const type = incident.incidentType as FiledIncidentType;
  const canFile = useGranted(isSelfReportable(type) ? INCIDENT_TYPE_ROUTES[type].module : 'NONE', 'CREATE');
  const label = INCIDENT_TYPE[type];
  const myDraft = mode === 'self' && incident.status === 'DRAFT' && canFile;
  const readOnly = mode === 'self' ? !myDraft : !canUpdate || incident.status === 'CLOSED';
  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = await updateIncident(incident.id, { ...incidentBody(type, 'officer', values, false), incidentType: type });
      queryClient.setQueryData(incidentKey(incident.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
      notify(INCIDENT_MESSAGES.updated(label), { type: 'success' });
    } catch (error) {
      notify(failureMessage(error, M.updateFailed), { type: 'error' });
    }
  };
  /** The reporter's draft: saved as it is, or submitted to the security office. */
  const saveMine = (status: 'DRAFT' | 'SUBMITTED') => async (values: Record<string, unknown>) => {
    try {
      const saved = await updateIncident(incident.id, { ...incidentBody(type, 'self', values, false), incidentType: type, status });
      queryClient.setQueryData(incidentKey(incident.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
      void queryClient.invalidateQueries({ queryKey: ['my-portal'] });
      notify(status === 'DRAFT' ? M.draftSaved(label) : M.submitted(label), { type: 'success' });
    } catch (error) {
      notify(failureMessage(error, M.updateFailed), { type: 'error' });
    }
  };
  return (
    <Box>
      {mode === 'officer' && <StatusActions incident={incident} />}
      {myDraft && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="draft-notice">
          {M.draftNotice}
        </Alert>
      )}
      <DeadlineTable incident={incident} />
      <Card variant="outlined">
        <IncidentForm
          key={incident.version}
          type={type}
          mode={mode}
          record={incidentFormValues(incident as unknown as Parameters<typeof incidentFormValues>[0])}
          onSubmit={myDraft ? saveMine('SUBMITTED') : save}
          readOnly={readOnly}
          saveLabel={myDraft ? M.submitReport : undefined}
          draft={myDraft ? { label: M.saveDraft, onSave: saveMine('DRAFT') } : undefined}
          extra={mode === 'officer' && <GovernmentReportInputs type={type} />}
        />
      </Card>
    </Box>
  );
};
