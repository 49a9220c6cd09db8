import { useEffect, useState, type FocusEvent } from 'react';
import { DateInput as RaDateInput, type DateInputProps as RaDateInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { siblingPath, useFinalSource } from './useFinalSource';
import { useInputReadOnly } from './readOnly';
import { dayField, inlineError, notBeforeField, requiredField, type FieldValidator } from './validators';
import { isIsoDay, notBeforeMessage, PEOPLE_MESSAGES } from '@clearline/shared';
import { isClearedByMin } from './dateRule';

export interface DateInputProps extends Omit<RaDateInputProps, 'label' | 'validate'> {
  label: string;
  required?: boolean;
  /** Earliest allowed day, YYYY-MM-DD. */
  minDate?: string;
  /**
   * Sibling field holding the earliest allowed day (e.g. the issue date of an expiry date). The
   * picker starts there, and this date is cleared when it becomes earlier (spec 02 §5): when the user
   * leaves it with an earlier day, or when the other one moves past it. The field then says
   * '{label} cannot be before {minLabel}.' until a new day is entered.
   */
  minSource?: string;
  minLabel?: string;
  validate?: FieldValidator | FieldValidator[];
}

/** Day-precision date input ('Invalid Date'), with an optional minimum date. */
export const DateInput = ({
  label,
  required,
  minDate,
  minSource,
  minLabel,
  validate,
  slotProps,
  readOnly,
  onBlur,
  onChange,
  helperText,
  ...rest
}: DateInputProps) => {
  const isReadOnly = useInputReadOnly(readOnly);
  const finalSource = useFinalSource(rest.source);
  const minPath = minSource ? siblingPath(finalSource, minSource) : undefined;
  const watchedMin = useWatch({ name: minPath ?? finalSource, disabled: !minPath }) as unknown;
  const { getValues, setValue, trigger } = useFormContext();
  const min = minPath ? (isIsoDay(watchedMin) ? watchedMin : undefined) : minDate;
  // why the date was just cleared, shown under the field until the user enters another day
  const [cleared, setCleared] = useState<string | null>(null);

  useEffect(() => {
    if (!minPath || !isClearedByMin(getValues(finalSource), min)) return;
    setValue(finalSource, null, { shouldDirty: true });
    setCleared(PEOPLE_MESSAGES.notBefore(label, minLabel ?? minSource ?? ''));
  }, [min, minPath, finalSource, getValues, setValue, label, minLabel, minSource]);

  // once the field says why it was cleared, its checks run again (with the reason in place of 'is required')
  useEffect(() => {
    if (cleared) void trigger(finalSource);
  }, [cleared, trigger, finalSource]);

  // an earlier day typed into this field is cleared when the user leaves it (not while typing: the year
  // passes through earlier values digit by digit)
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    if (minPath && isClearedByMin(getValues(finalSource), min)) {
      setValue(finalSource, null, { shouldDirty: true });
      setCleared(PEOPLE_MESSAGES.notBefore(label, minLabel ?? minSource ?? ''));
    }
    onBlur?.(event);
  };

  const extra = validate === undefined ? [] : Array.isArray(validate) ? validate : [validate];
  const checks: FieldValidator[] = [...(required ? [requiredField(label)] : []), dayField];
  if (minPath) checks.push(notBeforeField(minPath, label, minLabel ?? minSource ?? ''));
  else if (minDate) checks.push((value) => inlineError(notBeforeMessage(value, minDate, label, minLabel ?? minDate)));
  // a check that refuses the date this field just cleared (e.g. required) gives the reason it was cleared instead
  const explained = (check: FieldValidator): FieldValidator =>
    Object.assign(
      (value: unknown, all: Record<string, unknown>, props?: { source?: string; finalSource?: string }) => {
        const error = check(value, all, props);
        return error && cleared && (value === null || value === undefined || value === '') ? inlineError(cleared) : error;
      },
      { isRequired: check.isRequired },
    );
  return (
    <RaDateInput
      label={label}
      validate={[...checks, ...extra].map(explained)}
      slotProps={{ ...slotProps, htmlInput: { min } }}
      readOnly={isReadOnly}
      onBlur={leave}
      onChange={(...args: Parameters<NonNullable<RaDateInputProps['onChange']>>) => {
        setCleared(null);
        onChange?.(...args);
      }}
      helperText={cleared ?? helperText}
      {...rest}
    />
  );
};
