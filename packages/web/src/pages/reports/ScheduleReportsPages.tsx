import { ScheduledJobCreatePage, ScheduledJobDetailsPage } from '../scheduled-jobs/ScheduledJobPages';
import { ScheduledJobList } from '../scheduled-jobs/ScheduledJobList';
import { ReportsTabs } from './ReportsTabs';

const BASE = '/reports/schedule-reports';

/** /reports/schedule-reports (TENANT_SCHEDULED_JOBS): the tenant's scheduled reports. */
export const ScheduleReportsPage = () => (
  <>
    <ReportsTabs />
    <ScheduledJobList scope="TENANT" basePath={BASE} />
  </>
);
export const TenantAddJobPage = () => <ScheduledJobCreatePage scope="TENANT" basePath={BASE} />;
export const TenantJobDetailsPage = () => <ScheduledJobDetailsPage scope="TENANT" basePath={BASE} />;
export default ScheduleReportsPage;
