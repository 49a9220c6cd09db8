import { useNavigate } from 'react-router-dom';
import { Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, TopToolbar, useCanAccess } from 'react-admin';
import { REPORT_LABELS, SCHEDULE_FREQUENCY_LABELS, type ScheduledJobScope } from '@clearline/shared';
import { ListTable } from '../../components/ListTable';
import { registerApiPath } from '../../providers/dataProvider';
import { registerResourceModule } from '../../providers/access';
import { registerResourceName } from '../../providers/i18nProvider';
import type { ScheduledJob } from './jobsApi';
import { RunStatusChip } from './RunProgress';
import { formatDateTime } from '../../lib/dates';

/** One list resource per scope over GET /scheduled-jobs (filtered by scope), each guarded by its module. */
export const SCOPE_RESOURCE: Record<ScheduledJobScope, string> = {
  TENANT: 'tenant-scheduled-jobs',
  SYSTEM: 'system-scheduled-jobs',
};
export const SCOPE_MODULE: Record<ScheduledJobScope, string> = {
  TENANT: 'TENANT_SCHEDULED_JOBS',
  SYSTEM: 'SYSTEM_SCHEDULED_JOBS',
};
for (const scope of ['TENANT', 'SYSTEM'] as const) {
  registerApiPath(SCOPE_RESOURCE[scope], 'scheduled-jobs');
  registerResourceModule(SCOPE_RESOURCE[scope], SCOPE_MODULE[scope]);
  registerResourceName(SCOPE_RESOURCE[scope], 'scheduled job', 'scheduled jobs');
}

const Col = DataTable.Col<ScheduledJob>;

const scheduleText = (j: ScheduledJob) =>
  j.frequency
    ? `${SCHEDULE_FREQUENCY_LABELS[j.frequency]} ${j.timeOfDay ?? '06:00'} (${j.timeZone})`
    : `${j.cronExpression} (${j.timeZone})`;

/** Scheduled jobs of one scope: name, report or task, schedule, next and last run; Add Job with CREATE. */
export const ScheduledJobList = ({ scope, basePath }: { scope: ScheduledJobScope; basePath: string }) => {
  const navigate = useNavigate();
  const resource = SCOPE_RESOURCE[scope];
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  return (
    <ListTable
      resource={resource}
      title={scope === 'SYSTEM' ? REPORT_LABELS.scheduledJobs : REPORT_LABELS.scheduleReports}
      filter={{ scope }}
      empty={false}
      sort={{ field: 'name', order: 'ASC' }}
      actions={
        <TopToolbar>
          {canCreate && (
            <Button startIcon={<AddIcon />} onClick={() => navigate(`${basePath}/add-job`)}>
              {REPORT_LABELS.addJob}
            </Button>
          )}
        </TopToolbar>
      }
      dataTableProps={{ rowClick: canEdit ? (id) => `${basePath}/${id}/details` : false, bulkActionButtons: false }}
    >
      <Col source="name" label={REPORT_LABELS.name} />
      <Col source="title" label={REPORT_LABELS.report} disableSort />
      <Col source="format" label={REPORT_LABELS.format} disableSort />
      <Col source="cron" label={REPORT_LABELS.schedule} disableSort render={scheduleText} />
      <Col
        source="enabled"
        label={REPORT_LABELS.enabled}
        disableSort
        render={(j) => <Chip size="small" variant="outlined" label={j.enabled ? 'Yes' : 'No'} color={j.enabled ? 'success' : 'default'} />}
      />
      <Col source="nextRunAt" label={REPORT_LABELS.nextRun} render={(j) => formatDateTime(j.nextRunAt)} />
      <Col
        source="lastRun"
        label={REPORT_LABELS.lastRun}
        disableSort
        render={(j) => (j.lastRun ? <RunStatusChip run={j.lastRun} /> : '')}
      />
    </ListTable>
  );
};
