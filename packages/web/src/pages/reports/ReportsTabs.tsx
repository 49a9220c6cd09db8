import { Tab, Tabs } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useCanAccess } from 'react-admin';
import { REPORT_LABELS } from '@clearline/shared';

/** Generate Reports / Schedule Reports (spec 01 §2: reports with generate-reports as default). */
export const ReportsTabs = () => {
  const { pathname } = useLocation();
  const { canAccess: canSchedule } = useCanAccess({ resource: 'TENANT_SCHEDULED_JOBS', action: 'UI' });
  const value = pathname.startsWith('/reports/schedule-reports') ? 'schedule' : 'generate';
  // on schedule-reports the page's own guard has let the user in: its tab shows while the permissions load
  const showSchedule = canSchedule === true || value === 'schedule';
  return (
    <Tabs value={value} sx={{ mb: 2 }}>
      <Tab value="generate" label={REPORT_LABELS.generateReports} component={Link} to="/reports/generate-reports" />
      {showSchedule && <Tab value="schedule" label={REPORT_LABELS.scheduleReports} component={Link} to="/reports/schedule-reports" />}
    </Tabs>
  );
};
