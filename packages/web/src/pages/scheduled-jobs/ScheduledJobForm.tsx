import { Box } from '@mui/material';
import { BooleanInput, NumberInput, RadioButtonGroupInput, required, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  MAINTENANCE_TASKS,
  REPORT_FORMAT_INFO,
  REPORT_FORMATS,
  REPORT_LABELS,
  SCHEDULE_FREQUENCIES,
  SCHEDULE_FREQUENCY_LABELS,
  WEEK_DAYS,
  type ScheduledJobScope,
} from '@clearline/shared';
import { parameterValues, ReportParameterInputs } from '../reports/ReportParameterInputs';
import type { ReportType, ScheduledJob, ScheduledJobInput } from './jobsApi';

const TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'UTC',
];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const cap = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();

export interface JobFormValues {
  name: string;
  kind: 'REPORT' | 'TASK';
  reportType?: NonNullable<ScheduledJobInput['reportType']>;
  task?: NonNullable<ScheduledJobInput['task']>;
  parameters?: Record<string, unknown>;
  format: NonNullable<ScheduledJobInput['format']>;
  scheduleKind: 'FREQUENCY' | 'CRON';
  frequency?: NonNullable<ScheduledJobInput['frequency']>;
  timeOfDay?: string;
  dayOfWeek?: NonNullable<ScheduledJobInput['dayOfWeek']>;
  dayOfMonth?: number;
  month?: number;
  cronExpression?: string;
  timeZone: string;
  recipients?: string;
  enabled: boolean;
}

export const NEW_JOB: JobFormValues = {
  name: '',
  kind: 'REPORT',
  format: 'CSV',
  scheduleKind: 'FREQUENCY',
  frequency: 'WEEKLY',
  timeOfDay: '06:00',
  dayOfWeek: 'MONDAY',
  timeZone: 'America/New_York',
  enabled: true,
};

export function formValuesOf(j: ScheduledJob): JobFormValues {
  return {
    name: j.name,
    kind: j.task ? 'TASK' : 'REPORT',
    reportType: j.reportType ?? undefined,
    task: j.task ?? undefined,
    parameters: j.parameters,
    format: j.format,
    scheduleKind: j.cronExpression ? 'CRON' : 'FREQUENCY',
    frequency: j.frequency ?? undefined,
    timeOfDay: j.timeOfDay ?? '06:00',
    dayOfWeek: j.dayOfWeek ?? undefined,
    dayOfMonth: j.dayOfMonth ?? undefined,
    month: j.month ?? undefined,
    cronExpression: j.cronExpression ?? undefined,
    timeZone: j.timeZone,
    recipients: j.recipients.join(', '),
    enabled: j.enabled,
  };
}

/** The body of POST/PUT /scheduled-jobs/{scope}: only what the chosen kind and schedule use. */
export function jobBody(v: JobFormValues, types: ReportType[]): ScheduledJobInput {
  const report = v.kind === 'REPORT' ? types.find((t) => t.reportType === v.reportType) : undefined;
  const freq = v.scheduleKind === 'FREQUENCY' ? v.frequency : undefined;
  const withDay = freq && !['DAILY', 'WEEKLY'].includes(freq);
  return {
    name: v.name?.trim(),
    reportType: v.kind === 'REPORT' ? (v.reportType ?? null) : null,
    task: v.kind === 'TASK' ? (v.task ?? null) : null,
    parameters: report ? parameterValues(report.parameters, v.parameters) : {},
    format: v.format,
    frequency: freq ?? null,
    timeOfDay: freq ? v.timeOfDay || null : null,
    dayOfWeek: freq === 'WEEKLY' ? v.dayOfWeek || null : null,
    dayOfMonth: withDay ? (v.dayOfMonth ?? null) : null,
    month: freq && ['QUARTERLY', 'BI_ANNUALLY', 'ANNUALLY'].includes(freq) ? (v.month ?? null) : null,
    cronExpression: v.scheduleKind === 'CRON' ? v.cronExpression?.trim() || null : null,
    timeZone: v.timeZone,
    recipients: (v.recipients ?? '')
      .split(/[,;\s]+/)
      .map((r) => r.trim())
      .filter(Boolean),
    enabled: v.enabled,
  };
}

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%', maxWidth: 900 } as const;

/** The scheduled-job inputs shared by add-job and details. */
export const ScheduledJobInputs = ({ scope, types }: { scope: ScheduledJobScope; types: ReportType[] }) => {
  const kind = useWatch({ name: 'kind' }) as JobFormValues['kind'];
  const reportType = useWatch({ name: 'reportType' }) as string | undefined;
  const scheduleKind = useWatch({ name: 'scheduleKind' }) as JobFormValues['scheduleKind'];
  const frequency = useWatch({ name: 'frequency' }) as string | undefined;
  const timeZone = useWatch({ name: 'timeZone' }) as string | undefined;
  const reports = types.filter((t) => t.scope === scope);
  const chosen = reports.find((t) => t.reportType === reportType);
  const zones = timeZone && !TIME_ZONES.includes(timeZone) ? [...TIME_ZONES, timeZone] : TIME_ZONES;
  return (
    <Box sx={grid}>
      <TextInput source="name" label={REPORT_LABELS.name} validate={required(`${REPORT_LABELS.name} is required`)} />
      {scope === 'SYSTEM' ? (
        <RadioButtonGroupInput
          source="kind"
          label={REPORT_LABELS.kind}
          choices={[
            { id: 'REPORT', name: REPORT_LABELS.kindReport },
            { id: 'TASK', name: REPORT_LABELS.kindTask },
          ]}
        />
      ) : (
        <span />
      )}
      {kind === 'TASK' ? (
        <SelectInput
          source="task"
          label={REPORT_LABELS.task}
          choices={Object.entries(MAINTENANCE_TASKS).map(([id, name]) => ({ id, name }))}
          validate={required(`${REPORT_LABELS.task} is required`)}
        />
      ) : (
        <SelectInput
          source="reportType"
          label={REPORT_LABELS.report}
          choices={reports.map((t) => ({ id: t.reportType, name: t.title }))}
          validate={required(`${REPORT_LABELS.report} is required`)}
        />
      )}
      <SelectInput
        source="format"
        label={REPORT_LABELS.format}
        choices={REPORT_FORMATS.map((f) => ({ id: f, name: REPORT_FORMAT_INFO[f].label }))}
        disabled={kind === 'TASK'}
      />
      {kind !== 'TASK' && chosen && <ReportParameterInputs key={chosen.reportType} parameters={chosen.parameters} />}
      <RadioButtonGroupInput
        source="scheduleKind"
        label={REPORT_LABELS.schedule}
        sx={{ gridColumn: '1 / -1' }}
        choices={[
          { id: 'FREQUENCY', name: REPORT_LABELS.scheduleFrequency },
          { id: 'CRON', name: REPORT_LABELS.scheduleCron },
        ]}
      />
      {scheduleKind === 'CRON' ? (
        <TextInput
          source="cronExpression"
          label={REPORT_LABELS.cronExpression}
          helperText={REPORT_LABELS.cronHelp}
          validate={required(`${REPORT_LABELS.cronExpression} is required`)}
        />
      ) : (
        <>
          <SelectInput
            source="frequency"
            label={REPORT_LABELS.frequency}
            choices={SCHEDULE_FREQUENCIES.map((f) => ({ id: f, name: SCHEDULE_FREQUENCY_LABELS[f] }))}
            validate={required(`${REPORT_LABELS.frequency} is required`)}
          />
          <TextInput source="timeOfDay" label={REPORT_LABELS.timeOfDay} type="time" />
          {frequency === 'WEEKLY' && (
            <SelectInput source="dayOfWeek" label={REPORT_LABELS.dayOfWeek} choices={WEEK_DAYS.map((d) => ({ id: d, name: cap(d) }))} />
          )}
          {frequency && !['DAILY', 'WEEKLY'].includes(frequency) && (
            <NumberInput source="dayOfMonth" label={REPORT_LABELS.dayOfMonth} min={1} max={28} />
          )}
          {frequency && ['QUARTERLY', 'BI_ANNUALLY', 'ANNUALLY'].includes(frequency) && (
            <SelectInput
              source="month"
              label={frequency === 'ANNUALLY' ? REPORT_LABELS.month : REPORT_LABELS.firstMonth}
              choices={MONTHS.map((name, i) => ({ id: i + 1, name }))}
            />
          )}
        </>
      )}
      <SelectInput
        source="timeZone"
        label={REPORT_LABELS.timeZone}
        choices={zones.map((z) => ({ id: z, name: z }))}
        validate={required()}
      />
      <TextInput
        source="recipients"
        label={REPORT_LABELS.recipients}
        helperText={REPORT_LABELS.recipientsHelp}
        multiline
        sx={{ gridColumn: '1 / -1' }}
      />
      <BooleanInput source="enabled" label={REPORT_LABELS.enabled} />
    </Box>
  );
};
