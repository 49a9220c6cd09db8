import { useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, SaveButton, SelectInput, required, useNotify, Title } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { REPORT_FORMAT_INFO, REPORT_FORMATS, REPORT_LABELS, REPORT_MESSAGES, type ReportFormat } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { failureMessage } from '../../lib/feedback';
import { isFinished, jobsApi, type JobRun, type ReportType } from '../scheduled-jobs/jobsApi';
import { RunProgress } from '../scheduled-jobs/RunProgress';
import { ReportsTabs } from './ReportsTabs';
import { parameterValues, ReportParameterInputs } from './ReportParameterInputs';

const FORMAT_CHOICES = REPORT_FORMATS.map((f) => ({ id: f, name: REPORT_FORMAT_INFO[f].label }));

const ReportFields = ({ types }: { types: ReportType[] }) => {
  const reportType = useWatch({ name: 'reportType' }) as string | undefined;
  const chosen = types.find((t) => t.reportType === reportType);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 900 }}>
      <SelectInput
        source="reportType"
        label={REPORT_MESSAGES.chooseReport}
        choices={types.map((t) => ({ id: t.reportType, name: t.title }))}
        validate={required(`${REPORT_MESSAGES.chooseReport} is required`)}
      />
      <SelectInput source="format" label={REPORT_MESSAGES.format} choices={FORMAT_CHOICES} validate={required()} />
      {chosen && (
        <Typography variant="body2" sx={{ gridColumn: '1 / -1', mb: 1 }}>
          {chosen.description}
        </Typography>
      )}
      {chosen && <ReportParameterInputs key={chosen.reportType} parameters={chosen.parameters} />}
    </Box>
  );
};

/**
 * /reports/generate-reports: choose a report, its parameters and a format; the run is queued, its
 * progress shown while it runs (GET /jobs/{id} every second), and the file offered for download.
 */
export const GenerateReportsPage = () => {
  const notify = useNotify();
  const types = useQuery({ queryKey: ['reports', 'types'], queryFn: jobsApi.reportTypes, staleTime: 60_000 });
  const [runId, setRunId] = useState<string>();
  const run = useQuery({
    queryKey: ['jobs', runId],
    queryFn: () => jobsApi.run(runId!),
    enabled: !!runId,
    refetchInterval: (q) => (isFinished((q.state.data as JobRun | undefined)?.status) ? false : 1000),
  });
  const submit = async (values: Record<string, unknown>) => {
    const type = types.data?.find((t) => t.reportType === values.reportType);
    if (!type) return;
    try {
      const queued = await jobsApi.generate(
        type.reportType,
        parameterValues(type.parameters, values.parameters as Record<string, unknown>),
        values.format as ReportFormat,
      );
      setRunId(queued.id);
      notify(REPORT_MESSAGES.reportQueued, { type: 'info' });
    } catch (error) {
      notify(failureMessage(error, REPORT_MESSAGES.reportFailed), { type: 'error' });
    }
  };
  return (
    <Box>
      <Title title={REPORT_LABELS.reports} />
      <ReportsTabs />
      <Card>
        <CardContent>
          {types.isError && <Typography color="error">{MESSAGES.fetchError}</Typography>}
          {types.data && types.data.length === 0 && <Typography>{REPORT_MESSAGES.noReports}</Typography>}
          {types.data && types.data.length > 0 && (
            <Form onSubmit={submit} record={{ format: 'CSV' }}>
              <ReportFields types={types.data} />
              <SaveButton label={REPORT_MESSAGES.generate} alwaysEnable icon={<></>} />
            </Form>
          )}
          {run.data && (
            <Box sx={{ mt: 3 }}>
              <RunProgress run={run.data} />
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default GenerateReportsPage;
