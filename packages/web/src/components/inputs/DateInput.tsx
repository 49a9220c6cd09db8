import { useEffect } from 'react';
import { DateInput as RaDateInput, type DateInputProps as RaDateInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { siblingPath, useFinalSource } from './useFinalSource';
import { useInputReadOnly } from './readOnly';
import { dayField, inlineError, notBeforeField, requiredField, type FieldValidator } from './validators';
import { isIsoDay, notBeforeMessage } from '@clearline/shared';

export interface DateInputProps extends Omit<RaDateInputProps, 'label' | 'validate'> {
  label: string;
  required?: boolean;
  /** Earliest allowed day, YYYY-MM-DD. */
  minDate?: string;
  /**
   * Sibling field holding the earliest allowed day (e.g. the issue date of an expiry date). The
   * picker starts there, an earlier value is refused with '{label} cannot be before {minLabel}.', and
   * this date is cleared when the other one moves past it (spec 02 §5).
   */
  minSource?: string;
  minLabel?: string;
  validate?: FieldValidator | FieldValidator[];
}

/** Day-precision date input ('Invalid Date'), with an optional minimum date. */
export const DateInput = ({ label, required, minDate, minSource, minLabel, validate, slotProps, readOnly, ...rest }: DateInputProps) => {
  const isReadOnly = useInputReadOnly(readOnly);
  const finalSource = useFinalSource(rest.source);
  const minPath = minSource ? siblingPath(finalSource, minSource) : undefined;
  const watchedMin = useWatch({ name: minPath ?? finalSource, disabled: !minPath }) as unknown;
  const { getValues, setValue } = useFormContext();
  const min = minPath ? (isIsoDay(watchedMin) ? watchedMin : undefined) : minDate;

  useEffect(() => {
    if (!minPath || !min) return;
    const current = getValues(finalSource);
    if (isIsoDay(current) && current < min) setValue(finalSource, null, { shouldDirty: true });
  }, [min, minPath, finalSource, getValues, setValue]);

  const extra = validate === undefined ? [] : Array.isArray(validate) ? validate : [validate];
  const checks: FieldValidator[] = [...(required ? [requiredField(label)] : []), dayField];
  if (minPath) checks.push(notBeforeField(minPath, label, minLabel ?? minSource ?? ''));
  else if (minDate) checks.push((value) => inlineError(notBeforeMessage(value, minDate, label, minLabel ?? minDate)));
  return (
    <RaDateInput
      label={label}
      validate={[...checks, ...extra]}
      slotProps={{ ...slotProps, htmlInput: { min } }}
      readOnly={isReadOnly}
      {...rest}
    />
  );
};
