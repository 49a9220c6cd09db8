import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, Title, useGetOne, useNotify } from 'react-admin';
import { FACILITY_MESSAGES } from '@clearline/shared/messages-people';
import { FACILITY_RECORD_MESSAGES as R } from '@clearline/shared/facilities';
import { VISIT_SUBMISSION_METHOD } from '@clearline/shared/visits';
import { emailMessage, type FACILITY_BODY_FIELDS } from '@clearline/shared';
import { ChoiceInput, FlagInput, InputsReadOnly, LimitedTextInput, NumberFieldInput } from '../../components/inputs';
import { inlineError, wholeNumberField, type FieldValidator } from '../../components/inputs/validators';
import { api, dataOf, type Schema } from '../../api/client';
import { failureMessage } from '../../lib/feedback';
import { LoadState } from '../../lib/LoadState';
import { useGranted } from '../../lib/useGranted';

type Preferences = Schema<'FacilityPreferencesView'>;
type Facility = Schema<'FacilityView'>;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_CHOICES = MONTHS.map((name, i) => ({ id: String(i + 1), name }));
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** One address per line (or separated by commas or semicolons). */
const splitAddresses = (v: unknown): string[] =>
  typeof v === 'string'
    ? v
        .split(/[\n,;]+/)
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

const recipientsField: FieldValidator = (value) => {
  const wrong = splitAddresses(value).find((a) => emailMessage(a));
  return wrong ? inlineError(`Reminder Recipient "${wrong}" is not a valid e-mail address`) : undefined;
};

const dueDayField: FieldValidator = (value, all) => {
  const month = Number(all.annualTrainingDueMonth) || 0;
  if (!month && (value === null || value === undefined || value === '')) return undefined;
  if (!month) return inlineError('Annual Training Due Month is required');
  if (value === null || value === undefined || value === '') return inlineError('Annual Training Due Day is required');
  return typeof value === 'number' && value > MONTH_DAYS[month - 1]
    ? inlineError(R.trainingDueDay)
    : wholeNumberField('Annual Training Due Day', 1, 31)(value, all);
};

/** The form's values from the answer: the recipients as lines, the month as a choice id. */
const formValues = ({ id: _id, ...p }: Preferences) => ({
  ...p,
  reminderRecipients: p.reminderRecipients.join('\n'),
  annualTrainingDueMonth: p.annualTrainingDueMonth === null ? '' : String(p.annualTrainingDueMonth),
});

/** The preference fields come from @clearline/shared (the API's request class is checked against the same list). */
type PreferenceField = (typeof FACILITY_BODY_FIELDS.preferences)[number];

/** Body of PUT /facilities/{id}/facility-preferences: the DTO's fields only. */
export function preferencesBody(v: Record<string, unknown>): Schema<'FacilityPreferencesDto'> {
  const month = v.annualTrainingDueMonth ? Number(v.annualTrainingDueMonth) : null;
  const body = {
    reminderRecipients: splitAddresses(v.reminderRecipients),
    clearanceReminderDays: v.clearanceReminderDays,
    badgeReminderDays: v.badgeReminderDays,
    trainingReminderDays: v.trainingReminderDays,
    selfReportedVisitApproval: v.selfReportedVisitApproval === true,
    defaultVisitRequestMethod: v.defaultVisitRequestMethod,
    annualTrainingDueMonth: month,
    annualTrainingDueDay: month === null ? null : (v.annualTrainingDueDay ?? null),
    notifyNewHire: v.notifyNewHire === true,
  } satisfies Record<PreferenceField, unknown>;
  // the version read (0 while the defaults are shown): a save over someone else's is refused
  return { ...body, ...(typeof v.version === 'number' ? { version: v.version } : {}) } as Schema<'FacilityPreferencesDto'>;
}

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, columnGap: 2 } as const;

/** /facilities/{id}/facility-preferences ('Facility Preferences'): what the FSO sets for one facility. */
export const FacilityPreferences = () => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const client = useQueryClient();
  const canEdit = useGranted('FACILITIES', 'UPDATE');
  const facility = useGetOne<Facility>('facilities', { id });
  const key = ['facilities', id, 'facility-preferences'];
  const prefs = useQuery({
    queryKey: key,
    queryFn: async () => dataOf(await api.GET('/api/v1/facilities/{id}/facility-preferences', { params: { path: { id } } })),
  });
  const readOnly = !canEdit || !!facility.data?.deactivated;
  const submit = async (values: Record<string, unknown>) => {
    try {
      const saved = dataOf(
        await api.PUT('/api/v1/facilities/{id}/facility-preferences', {
          params: { path: { id } },
          body: preferencesBody(values),
        }),
      );
      client.setQueryData(key, saved);
      notify(R.preferencesUpdated, { type: 'success' });
    } catch (error) {
      notify(failureMessage(error, R.preferencesFailed), { type: 'error' });
    }
  };
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={R.preferencesTitle} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Button component={RouterLink} to={`/facilities/${id}/facilityDetails`} startIcon={<ArrowBackIcon />} size="small">
          {FACILITY_MESSAGES.editTitle}
        </Button>
        <Typography variant="h5" component="h1">
          {facility.data?.facilityName}
        </Typography>
        {facility.data?.facilityCode && (
          <Typography variant="body2" color="text.secondary">
            CAGE {facility.data.facilityCode}
          </Typography>
        )}
      </Stack>
      {prefs.data && facility.data ? (
        <Card>
          <CardContent>
            {facility.data.deactivated && (
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {R.readOnly(facility.data.facilityName)}
              </Typography>
            )}
            <Form key={`${prefs.data.version}`} record={formValues(prefs.data)} onSubmit={submit}>
              <InputsReadOnly readOnly={readOnly}>
                <Typography variant="subtitle1" component="h2">
                  Reminders
                </Typography>
                <LimitedTextInput
                  source="reminderRecipients"
                  label="Reminder Recipients"
                  multiline
                  validate={recipientsField}
                  helperText="Copied on the facility's reminders: one e-mail address per line"
                  fullWidth
                />
                <Box sx={grid}>
                  <NumberFieldInput
                    source="clearanceReminderDays"
                    label="Clearance Reminder Lead Days"
                    required
                    validate={wholeNumberField('Clearance Reminder Lead Days', 0, 365)}
                    helperText="Days before a reinvestigation or expiry"
                  />
                  <NumberFieldInput
                    source="badgeReminderDays"
                    label="Badge Reminder Lead Days"
                    required
                    validate={wholeNumberField('Badge Reminder Lead Days', 0, 365)}
                    helperText="Days before a badge expires"
                  />
                  <NumberFieldInput
                    source="trainingReminderDays"
                    label="Training Reminder Lead Days"
                    required
                    validate={wholeNumberField('Training Reminder Lead Days', 0, 365)}
                    helperText="Days before training is due"
                  />
                </Box>
                <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
                  Visits
                </Typography>
                <Box sx={grid}>
                  <ChoiceInput
                    source="defaultVisitRequestMethod"
                    label="Default Visit Request Method"
                    options={VISIT_SUBMISSION_METHOD}
                    required
                  />
                  <FlagInput source="selfReportedVisitApproval" label="Self-Reported Visits Need FSO Approval" />
                </Box>
                <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
                  Training and New Hires
                </Typography>
                <Box sx={grid}>
                  <ChoiceInput source="annualTrainingDueMonth" label="Annual Training Due Month" options={MONTH_CHOICES} />
                  <NumberFieldInput source="annualTrainingDueDay" label="Annual Training Due Day" validate={dueDayField} />
                  <FlagInput source="notifyNewHire" label="Notify FSO Of New Hires" />
                </Box>
              </InputsReadOnly>
              {!readOnly && <SaveButton />}
            </Form>
          </CardContent>
        </Card>
      ) : (
        <LoadState isPending={prefs.isPending || facility.isPending} error={prefs.error ?? facility.error} />
      )}
    </Box>
  );
};

export default FacilityPreferences;
