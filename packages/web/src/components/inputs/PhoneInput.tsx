import type { FocusEvent } from 'react';
import { normalizePhone } from '@clearline/shared';
import { useFormContext } from 'react-hook-form';
import { LimitedTextInput, type LimitedTextInputProps } from './LimitedTextInput';
import { useFinalSource } from './useFinalSource';

/**
 * Phone number: on leaving the field a valid 10-digit US number (optional +1) becomes ddd-ddd-dddd;
 * anything else is left as typed (spec 01 §5).
 */
export const PhoneInput = ({ onBlur, ...rest }: LimitedTextInputProps) => {
  const finalSource = useFinalSource(rest.source);
  const { getValues, setValue } = useFormContext();
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const value = getValues(finalSource);
    if (typeof value === 'string' && value) {
      const normalized = normalizePhone(value);
      if (normalized !== value) setValue(finalSource, normalized, { shouldDirty: true, shouldValidate: true });
    }
    onBlur?.(event);
  };
  return <LimitedTextInput type="tel" onBlur={handleBlur} {...rest} />;
};
