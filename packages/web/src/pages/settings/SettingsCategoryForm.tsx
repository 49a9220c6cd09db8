import { useEffect, useMemo } from 'react';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useNotify } from 'react-admin';
import { MESSAGES } from '@clearline/shared/messages';
import { SETTINGS_MESSAGES } from '@clearline/shared';
import { retryDelay, shouldRetry } from '../../providers/retry';
import { fetchSettings, saveSettings, withServerMessage, type SettingsScope } from './settingsApi';
import { SettingField } from './SettingField';
import { toFormValues, toSaveItems, type FormValues, type Setting } from './settingsForm';

const Fields = ({ settings, scope }: { settings: Setting[]; scope: SettingsScope }) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const defaults = useMemo(() => toFormValues(settings), [settings]);
  const form = useForm<FormValues>({ mode: 'onChange', defaultValues: defaults });
  const { isDirty, isValid, isSubmitting } = form.formState;

  // a refetch (after saving) becomes the new clean state
  useEffect(() => form.reset(defaults), [defaults, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await saveSettings(scope, toSaveItems(settings, values));
      notify(SETTINGS_MESSAGES.saved, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['settings', scope] });
    } catch (error) {
      notify(withServerMessage(SETTINGS_MESSAGES.saveFailed, error), { type: 'error' });
    }
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 720 }}>
        {settings.map((s) => (
          <SettingField key={s.parameterName} setting={s} />
        ))}
        <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={!isDirty || !isValid || isSubmitting}>
            {SETTINGS_MESSAGES.saveSettings}
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
};

/** One settings category: fetched, rendered from its definitions, saved, fetched again. */
export const SettingsCategoryForm = ({ scope, category }: { scope: SettingsScope; category: string }) => {
  const { data, isPending, isError } = useQuery({
    queryKey: ['settings', scope, category],
    queryFn: () => fetchSettings(scope, category),
    // system settings are retried 2 times (spec 01 §7); tenant settings use the default policy
    retry: scope === 'system' ? (count: number, error: unknown) => shouldRetry(count, error) && count < 2 : shouldRetry,
    retryDelay: (attempt: number) => retryDelay(attempt),
  });
  if (isPending) return <CircularProgress size={28} aria-label="Loading settings" />;
  if (isError) return <Alert severity="error">{MESSAGES.fetchError}</Alert>;
  if (!data.length) return null;
  return <Fields settings={data} scope={scope} />;
};
