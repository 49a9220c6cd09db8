import { Link as RouterLink, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Alert, Box, Tab, Tabs, Typography } from '@mui/material';
import { usePermissions } from 'react-admin';
import { contractScopeOf, PM_PORTAL_MESSAGES as M, type PermissionMap } from '@clearline/shared';
import { useImpersonation } from '../../layout/impersonation/useImpersonation';
import { PmContractList } from './PmContractList';
import { PmDashboard } from './PmDashboard';
import { PmPersonnelList } from './PmPersonnelList';

const TABS = { dashboard: M.dashboard, contracts: M.contracts, personnel: M.personnel } as const;
type TabPath = keyof typeof TABS;

/**
 * /pm-portal/*: the program manager portal with its three pages; /pm-portal opens the dashboard. A program
 * manager sees the contracts they manage; a user who manages contracts (CONTRACTS update) and provider staff acting
 * inside the tenant see all of them (contractScopeOf, the server's rule), which the page says.
 */
const PmPortalPage = () => {
  const { pathname } = useLocation();
  const first = (pathname.split('/pm-portal/')[1] ?? '').split('/')[0];
  const current: TabPath = first in TABS ? (first as TabPath) : 'dashboard';
  const { permissions } = usePermissions<PermissionMap>();
  const all = contractScopeOf(permissions ?? {}, !!useImpersonation().data) === 'ALL';
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="h5" component="h1">
        {M.title}
      </Typography>
      <Alert severity="info" sx={{ my: 1 }} data-testid="pm-scope">
        {all ? M.scopeAll : M.scopeMine}
      </Alert>
      <Tabs value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label={M.title}>
        {(Object.keys(TABS) as TabPath[]).map((t) => (
          <Tab key={t} value={t} label={TABS[t]} component={RouterLink} to={`/pm-portal/${t}`} />
        ))}
      </Tabs>
      <Routes>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<PmDashboard />} />
        <Route path="contracts" element={<PmContractList />} />
        <Route path="personnel" element={<PmPersonnelList />} />
        <Route path="*" element={<Navigate to="dashboard" replace />} />
      </Routes>
    </Box>
  );
};

export default PmPortalPage;
