import { Button } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { REPORT_LABELS } from '@clearline/shared';
import { ScheduledJobCreatePage, ScheduledJobDetailsPage } from './ScheduledJobPages';
import { ScheduledJobList } from './ScheduledJobList';

const BASE = '/scheduled-jobs';

/** /scheduled-jobs (SYSTEM_SCHEDULED_JOBS): system jobs, with a link to the queue dashboard. */
export const SystemScheduledJobsPage = () => (
  <>
    <Button href="/api/v1/admin/queues" target="_blank" rel="noopener" startIcon={<OpenInNewIcon />} sx={{ mb: 1 }}>
      {REPORT_LABELS.queueDashboard}
    </Button>
    <ScheduledJobList scope="SYSTEM" basePath={BASE} />
  </>
);
export const SystemAddJobPage = () => <ScheduledJobCreatePage scope="SYSTEM" basePath={BASE} />;
export const SystemJobDetailsPage = () => <ScheduledJobDetailsPage scope="SYSTEM" basePath={BASE} />;
export default SystemScheduledJobsPage;
