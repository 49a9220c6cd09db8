import { Link as RouterLink, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { ResourceContextProvider, Title, useGetOne } from 'react-admin';
import { FOCI_VISIT_MESSAGES as M, FOCI_VISIT_TABS } from '@clearline/shared';
import { formatDate } from '../../../lib/dates';
import { LoadState } from '../../../lib/LoadState';
import { VisitStatusChip } from '../../visits';
import { visitDays } from '../fociVisitForm';
import type { FociVisit } from '../fociVisitsApi';
import { AttendeesAffiliatesTab } from './AttendeesAffiliatesTab';
import { FociDocumentsTab } from './FociDocumentsTab';
import { VisitInformationTab } from './VisitInformationTab';

type TabPath = keyof typeof FOCI_VISIT_TABS;
const TAB_PATHS = Object.keys(FOCI_VISIT_TABS) as TabPath[];

/** /foci-visits/{id}/*: the visit's header and its tabs visit-information, attendees-affiliates and documents. */
export const FociVisitDetail = () => {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const q = useGetOne<FociVisit>('foci-visits', { id });
  const first = (pathname.split(`/foci-visits/${id}/`)[1] ?? '').split('/')[0];
  const current: TabPath = (TAB_PATHS as string[]).includes(first) ? (first as TabPath) : 'visit-information';
  const v = q.data;
  return (
    <ResourceContextProvider value="foci-visits">
      <Title title={M.title} />
      <Box sx={{ mt: 1 }}>
        {v ? (
          <>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
              <Typography variant="h5" component="h1">
                FOCI Visit · {visitDays(v, formatDate)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[v.visitLocation, v.visitFacilityName].filter(Boolean).join(' · ')}
              </Typography>
              <VisitStatusChip status={v.visitStatus} />
              {v.selfReported && (
                <Typography variant="body2" color="text.secondary">
                  Requested from My Portal by {v.requestedByName}
                </Typography>
              )}
            </Stack>
            <Tabs value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label={M.title}>
              {TAB_PATHS.map((t) => (
                <Tab key={t} value={t} label={FOCI_VISIT_TABS[t]} component={RouterLink} to={`/foci-visits/${id}/${t}`} />
              ))}
            </Tabs>
            <Routes>
              <Route index element={<Navigate to="visit-information" replace />} />
              <Route path="visit-information" element={<VisitInformationTab visit={v} />} />
              <Route path="attendees-affiliates" element={<AttendeesAffiliatesTab visit={v} />} />
              <Route path="documents" element={<FociDocumentsTab visit={v} />} />
              <Route path="*" element={<Navigate to="visit-information" replace />} />
            </Routes>
          </>
        ) : (
          <LoadState isPending={q.isPending} error={q.error} />
        )}
      </Box>
    </ResourceContextProvider>
  );
};

export default FociVisitDetail;
