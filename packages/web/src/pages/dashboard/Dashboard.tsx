import { useEffect, useState } from 'react';
import { Box, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions } from 'react-admin';
import { programManagerView, type PermissionMap } from '@clearline/shared';
import { LABELS, PRODUCT_NAME } from '@clearline/shared/messages';
import { api, dataOf } from '../../api/client';
import { useGranted } from '../../lib/useGranted';
import { useImpersonation } from '../../layout/impersonation/useImpersonation';
import { PmDashboardBody } from '../pm-portal/PmDashboard';
import { ManagedTenants } from './ManagedTenants';
import { MyDashboard } from './MyDashboard';
import { OfficerDashboard } from './OfficerDashboard';
import { formatBuildDate, blankIfZero, type SystemVitals } from './systemVitals';

function useSystemVitals(): SystemVitals | undefined {
  const [vitals, setVitals] = useState<SystemVitals>();
  useEffect(() => {
    const controller = new AbortController();
    api.GET('/api/v1/system-vitals', { signal: controller.signal }).then(
      (r) => setVitals(dataOf(r)),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return vitals;
}

/**
 * The index page: the program manager's dashboard (their contracts and the people on them: programManagerView, the
 * server's rule), else the security officer's (VIEW on PERSONNEL), the provider's managed tenants (TENANT_MANAGEMENT or
 * MSS_TENANT_MANAGEMENT), and the signed-in person's own items.
 */
const Dashboard = () => {
  const { identity } = useGetIdentity();
  const vitals = useSystemVitals();
  const { permissions } = usePermissions<PermissionMap>();
  const impersonation = useImpersonation();
  // which dashboard is known once the session's impersonation is
  const settled = !impersonation.isPending;
  const pm = settled && programManagerView(permissions ?? {}, !!impersonation.data);
  const officer = useGranted('PERSONNEL', 'VIEW') && settled && !pm;
  const allTenants = useGranted('TENANT_MANAGEMENT', 'VIEW');
  const managed = useGranted('MSS_TENANT_MANAGEMENT', 'VIEW');
  const provider = allTenants || managed;
  return (
    <>
      <Title title={LABELS.dashboard} />
      <Card sx={{ mt: 2 }}>
        <CardHeader title={`${LABELS.welcome}${identity?.fullName ? `, ${identity.fullName}` : ''}`} />
        <CardContent>
          <Typography variant="body1" gutterBottom>
            {PRODUCT_NAME} keeps facility and personnel clearance records, visits, incidents, classified material and CMMC evidence in
            order.
          </Typography>
          <Stack direction="row" spacing={4} sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {LABELS.buildDate}: <span data-testid="build-date">{formatBuildDate(vitals?.buildDate)}</span>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {LABELS.buildNumber}: <span data-testid="build-number">{blankIfZero(vitals?.buildNumber)}</span>
            </Typography>
          </Stack>
        </CardContent>
      </Card>
      {provider && <ManagedTenants />}
      {pm && (
        <Box sx={{ mt: 2 }}>
          <PmDashboardBody />
        </Box>
      )}
      {officer && <OfficerDashboard />}
      <MyDashboard quiet={officer || provider || pm} />
    </>
  );
};

export default Dashboard;
