import { useMemo, useState, type KeyboardEvent } from 'react';
import { Autocomplete, Box, Chip, FormControlLabel, FormHelperText, MenuItem, Switch, TextField } from '@mui/material';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { normalizePhone, SETTINGS_MESSAGES, type SettingOption } from '@clearline/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LimitedTextInput, type FieldValidator } from '../../components/inputs';
import {
  fieldError,
  fieldWarning,
  isRequired,
  newOption,
  numericKeyAllowed,
  optionsOf,
  type FormValue,
  type Setting,
} from './settingsForm';

/** Asks before MFA_OVERRIDE is turned on (spec 01 §5); other switches change at once. */
const CONFIRM_ON: Record<string, string> = { MFA_OVERRIDE: SETTINGS_MESSAGES.mfaOverrideConfirm };

const Warning = ({ text }: { text?: string }) =>
  text ? (
    <FormHelperText sx={{ color: 'warning.dark' }} role="status" data-testid="setting-warning">
      {text}
    </FormHelperText>
  ) : null;

/**
 * A text or multiline setting: the generic LimitedTextInput (128 characters, 500 and 4 rows when multiline,
 * with its counter and "Field exceeded max character length of {n}."), checked by the setting's own rules.
 * Phone settings are normalised to ddd-ddd-dddd on leaving the field.
 */
const TextSetting = ({ setting }: { setting: Setting }) => {
  const { getValues, setValue } = useFormContext<Record<string, FormValue>>();
  const name = setting.parameterName;
  const rule = useMemo(() => {
    const check: FieldValidator = (value) => fieldError(setting, value as FormValue);
    check.isRequired = isRequired(setting);
    return check;
  }, [setting]);
  return (
    <LimitedTextInput
      source={name}
      label={setting.prettyName}
      multiline={setting.fieldType === 'Multiline'}
      validate={rule}
      helperText={setting.description}
      type={setting.format === 'phone' ? 'tel' : undefined}
      fullWidth
      size="small"
      margin="dense"
      onBlur={() => {
        const value = getValues(name);
        if (setting.format !== 'phone' || typeof value !== 'string' || !value) return;
        const normalized = normalizePhone(value);
        if (normalized !== value) setValue(name, normalized, { shouldDirty: true, shouldValidate: true });
      }}
    />
  );
};

/** One setting, rendered from its definition: switch, dropdown, multi-select, number, or text / multiline (TextSetting). */
export const SettingField = ({ setting }: { setting: Setting }) => {
  const { control, setValue } = useFormContext<Record<string, FormValue>>();
  const name = setting.parameterName;
  const value = useWatch({ control, name }) as FormValue;
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const required = isRequired(setting);
  const warning = fieldWarning(setting, value);
  const label = setting.prettyName;
  const common = { fullWidth: true, size: 'small' as const, margin: 'dense' as const };

  return (
    <Box sx={{ mb: 1.5 }} data-setting={name}>
      {setting.fieldType === 'text' || setting.fieldType === 'Multiline' ? (
        <TextSetting setting={setting} />
      ) : (
        <Controller
          control={control}
          name={name}
          rules={{ validate: (v) => fieldError(setting, v as FormValue) ?? true }}
          render={({ field, fieldState }) => {
            const helper = fieldState.error?.message ?? setting.description;
            switch (setting.fieldType) {
              case 'Switch':
                return (
                  <>
                    <FormControlLabel
                      label={label}
                      control={
                        <Switch
                          name={name}
                          checked={field.value === true}
                          onBlur={field.onBlur}
                          onChange={(_, checked) => (checked && CONFIRM_ON[name] ? setConfirming(true) : field.onChange(checked))}
                        />
                      }
                    />
                    <FormHelperText error={!!fieldState.error}>{helper}</FormHelperText>
                    {CONFIRM_ON[name] && (
                      <ConfirmDialog
                        open={confirming}
                        content={CONFIRM_ON[name]}
                        onClose={() => setConfirming(false)}
                        onConfirm={() => {
                          setConfirming(false);
                          setValue(name, true, { shouldDirty: true, shouldValidate: true });
                        }}
                      />
                    )}
                  </>
                );
              case 'Dropdown':
                return (
                  <TextField
                    {...common}
                    select
                    label={label}
                    required={required}
                    name={name}
                    value={(field.value as string) ?? ''}
                    onChange={(e) => field.onChange(e.target.value)}
                    onBlur={field.onBlur}
                    error={!!fieldState.error}
                    helperText={helper}
                  >
                    {!required && <MenuItem value="">&nbsp;</MenuItem>}
                    {optionsOf(setting, '').map((o) => (
                      <MenuItem key={o.value} value={o.value}>
                        {o.label}
                      </MenuItem>
                    ))}
                  </TextField>
                );
              case 'MultiSelect': {
                const selected = (Array.isArray(field.value) ? field.value : []) as SettingOption[];
                const numeric = setting.format === 'numeric';
                return (
                  <Autocomplete<SettingOption | string, true, false, true>
                    multiple
                    freeSolo
                    options={optionsOf(setting, selected)}
                    value={selected}
                    inputValue={typed}
                    onInputChange={(_, text, reason) => setTyped(reason === 'reset' ? '' : text)}
                    getOptionLabel={(o) => (typeof o === 'string' ? o : o.label)}
                    isOptionEqualToValue={(a, b) => typeof a !== 'string' && typeof b !== 'string' && a.value === b.value}
                    filterSelectedOptions
                    onChange={(_, next) => {
                      const list: SettingOption[] = [];
                      for (const o of next) {
                        const opt = typeof o === 'string' ? newOption(setting, o) : o;
                        if (opt && !list.some((x) => x.value === opt.value)) list.push(opt);
                      }
                      if (numeric) list.sort((a, b) => Number(a.value) - Number(b.value));
                      field.onChange(list);
                    }}
                    onBlur={field.onBlur}
                    renderValue={(items, getItemProps) =>
                      items.map((o, index) => {
                        const { key, ...itemProps } = getItemProps({ index });
                        return <Chip key={key} size="small" label={typeof o === 'string' ? o : o.label} {...itemProps} />;
                      })
                    }
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        {...common}
                        label={label}
                        name={name}
                        required={required}
                        placeholder={SETTINGS_MESSAGES.addOption}
                        error={!!fieldState.error}
                        helperText={helper}
                        slotProps={{
                          ...params.slotProps,
                          htmlInput: { ...params.slotProps.htmlInput, inputMode: numeric ? 'numeric' : undefined },
                        }}
                        onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
                          if (!numeric) return;
                          const input = e.currentTarget.querySelector('input') ?? (e.target as HTMLInputElement);
                          if (!numericKeyAllowed(input.value ?? '', e.key, (input.selectionStart ?? 0) === 0)) e.preventDefault();
                        }}
                      />
                    )}
                  />
                );
              }
              default: // Number (text and Multiline are TextSetting)
                return (
                  <TextField
                    {...common}
                    type="number"
                    label={label}
                    name={name}
                    required={required}
                    value={field.value ?? ''}
                    onChange={(e) =>
                      field.onChange(
                        e.target.value === '' ? '' : Number.isNaN(Number(e.target.value)) ? e.target.value : Number(e.target.value),
                      )
                    }
                    onBlur={field.onBlur}
                    error={!!fieldState.error}
                    helperText={helper}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                );
            }
          }}
        />
      )}
      <Warning text={warning} />
    </Box>
  );
};
