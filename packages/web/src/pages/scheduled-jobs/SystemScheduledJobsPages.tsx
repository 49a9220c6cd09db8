import { Button } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useQuery } from '@tanstack/react-query';
import { REPORT_LABELS, type RoleName } from '@clearline/shared';
import { api, dataOf } from '../../api/client';
import { ScheduledJobCreatePage, ScheduledJobDetailsPage } from './ScheduledJobPages';
import { ScheduledJobList } from './ScheduledJobList';

const BASE = '/scheduled-jobs';
/** The queue dashboard shows every tenant's jobs: the server opens it to super administrators only. */
const DASHBOARD_ROLE: RoleName = 'SUPER_ADMIN';

/** Whether the signed-in user holds the SUPER_ADMIN role (GET /users/me/roles); false while loading or on error. */
const useIsSuperAdmin = (): boolean =>
  useQuery({
    queryKey: ['users/me/roles', 'names'],
    queryFn: async () => dataOf(await api.GET('/api/v1/users/me/roles')),
    select: (roles) => roles.some((r) => r.name === DASHBOARD_ROLE),
  }).data === true;

/** /scheduled-jobs (SYSTEM_SCHEDULED_JOBS): system jobs, with a link to the queue dashboard for super administrators. */
export const SystemScheduledJobsPage = () => {
  const superAdmin = useIsSuperAdmin();
  return (
    <>
      {superAdmin && (
        <Button href="/api/v1/admin/queues" target="_blank" rel="noopener" startIcon={<OpenInNewIcon />} sx={{ mb: 1 }}>
          {REPORT_LABELS.queueDashboard}
        </Button>
      )}
      <ScheduledJobList scope="SYSTEM" basePath={BASE} />
    </>
  );
};
export const SystemAddJobPage = () => <ScheduledJobCreatePage scope="SYSTEM" basePath={BASE} />;
export const SystemJobDetailsPage = () => <ScheduledJobDetailsPage scope="SYSTEM" basePath={BASE} />;
export default SystemScheduledJobsPage;
