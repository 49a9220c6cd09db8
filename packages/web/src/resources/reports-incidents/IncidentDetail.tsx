import { Link as RouterLink, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { INCIDENT_PAGE_MESSAGES as M, INCIDENT_TABS, INCIDENT_TYPE, type IncidentTab, type IncidentType } from '@clearline/shared';
import { formatDate } from '../../lib/dates';
import { LoadState } from '../../lib/LoadState';
import { useGranted } from '../../lib/useGranted';
import { IncidentDocuments } from './IncidentDocuments';
import { IncidentGeneral } from './IncidentGeneral';
import { IncidentStatusChip } from './IncidentStatusChip';
import { useIncident } from './incidentApi';
import type { IncidentFormMode } from './IncidentForm';

const TABS = Object.keys(INCIDENT_TABS) as IncidentTab[];

/**
 * A report's header and its two pages, general and document, under `base` (`/reports-incidents/{slug}/{id}`
 * or `/my-portal/requests/{slug}/{id}`); a report of another type than the page's answers not found.
 */
export const IncidentDetail = ({
  id,
  type: pageType,
  base,
  mode,
}: {
  id: string;
  /** the type the page's segment names */
  type: IncidentType;
  base: string;
  mode: IncidentFormMode;
}) => {
  const { pathname } = useLocation();
  const q = useIncident(id, pageType);
  const canUpdate = useGranted('REPORTS_INCIDENTS', 'UPDATE');
  const canDelete = useGranted('REPORTS_INCIDENTS', 'DELETE');
  const first = (pathname.split(`${base}/`)[1] ?? '').split('/')[0];
  const current: IncidentTab = (TABS as string[]).includes(first) ? (first as IncidentTab) : 'general';
  if (!q.data) return <LoadState isPending={q.isPending} error={q.error} />;
  const incident = q.data;
  const type = INCIDENT_TYPE[incident.incidentType];
  const open = incident.status !== 'CLOSED';
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={M.detailTitle(type)} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {incident.title || M.detailTitle(type)}
        </Typography>
        <IncidentStatusChip status={incident.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {[
          type,
          incident.personName,
          incident.facilityName,
          `Reported ${formatDate(incident.reportedDate)}${incident.selfReported ? ' (self-reported)' : incident.reportedBy ? ` by ${incident.reportedBy}` : ''}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Tabs value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label={M.detailTitle(type)}>
        {TABS.map((t) => (
          <Tab key={t} value={t} label={INCIDENT_TABS[t]} component={RouterLink} to={`${base}/${t}`} />
        ))}
      </Tabs>
      <Routes>
        <Route index element={<Navigate to="general" replace />} />
        <Route path="general" element={<IncidentGeneral incident={incident} mode={mode} />} />
        <Route
          path="document"
          element={
            <IncidentDocuments
              incidentId={incident.id}
              canUpload={open && (mode === 'self' || canUpdate)}
              canDelete={open && mode === 'officer' && canDelete}
            />
          }
        />
        <Route path="*" element={<Navigate to="general" replace />} />
      </Routes>
    </Box>
  );
};
