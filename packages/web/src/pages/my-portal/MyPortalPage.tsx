import { lazy, Suspense } from 'react';
import { Link as RouterLink, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Alert, Box, Tab, Tabs, Typography } from '@mui/material';
import { MY_PORTAL_MESSAGES as M, MY_PORTAL_TAB, MY_PORTAL_TAB_VALUES, type MyPortalTab } from '@clearline/shared';
import { LoadState } from '../../lib/LoadState';
import { useImpersonation } from '../../layout/impersonation/useImpersonation';
import { ClearanceTab } from './ClearanceTab';
import { DocumentsTab } from './DocumentsTab';
import { FaqsTab } from './FaqsTab';
import { PersonalTab } from './PersonalTab';
import { PortalTab } from './PortalTab';
import { RequestsTab } from './RequestsTab';
import { MyIncidentCreate, MyIncidentDetail } from './MyIncidentPages';

const ClearanceVerificationAnswer = lazy(() => import('./ClearanceVerificationAnswer'));

/**
 * /my-portal/*: the employee's portal with its six tabs; /my-portal opens the portal tab. Every call reads or
 * changes only the caller's own record; the answer page of a clearance verification is under portal/.
 */
const MyPortalPage = () => {
  const { pathname } = useLocation();
  const first = (pathname.split('/my-portal/')[1] ?? '').split('/')[0];
  const current: MyPortalTab = (MY_PORTAL_TAB_VALUES as string[]).includes(first) ? (first as MyPortalTab) : 'portal';
  const impersonation = useImpersonation();
  if (impersonation.data)
    return (
      <Box sx={{ mt: 1 }}>
        <Typography variant="h5" component="h1">
          {M.title}
        </Typography>
        <Alert severity="info" sx={{ mt: 2 }} data-testid="my-portal-impersonating">
          {M.impersonating}
        </Alert>
      </Box>
    );
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="h5" component="h1">
        {M.title}
      </Typography>
      <Tabs value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label={M.title}>
        {MY_PORTAL_TAB_VALUES.map((t) => (
          <Tab key={t} value={t} label={MY_PORTAL_TAB[t]} component={RouterLink} to={`/my-portal/${t}`} />
        ))}
      </Tabs>
      <Routes>
        <Route index element={<Navigate to="portal" replace />} />
        <Route path="portal" element={<PortalTab />} />
        <Route
          path="portal/clearance-verification/:requestId"
          element={
            <Suspense fallback={<LoadState isPending error={null} />}>
              <ClearanceVerificationAnswer />
            </Suspense>
          }
        />
        <Route path="personal" element={<PersonalTab />} />
        <Route path="clearance" element={<ClearanceTab />} />
        <Route path="documents" element={<DocumentsTab />} />
        <Route path="faqs" element={<FaqsTab />} />
        <Route path="requests" element={<RequestsTab />} />
        <Route path="requests/:slug/create" element={<MyIncidentCreate />} />
        <Route path="requests/:slug/:id/*" element={<MyIncidentDetail />} />
        <Route path="*" element={<Navigate to="portal" replace />} />
      </Routes>
    </Box>
  );
};

export default MyPortalPage;
