import { InputAdornment, Typography } from '@mui/material';
import { TextInput, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MULTILINE_MAX, TEXT_MAX, type TextLimit } from '@clearline/shared';
import { useFinalSource } from './useFinalSource';
import { useInputReadOnly } from './readOnly';
import { maxText, requiredField, type FieldValidator } from './validators';

export interface LimitedTextInputProps extends Omit<TextInputProps, 'label' | 'validate'> {
  /** The field's label; also names it in '{label} is required'. */
  label: string;
  required?: boolean;
  /** Character limit: 128, or 500 when multiline (spec 01 §5), or one of TEXT_LIMITS, the API's limit of the field. */
  max?: TextLimit;
  /** Further checks after required and length. */
  validate?: FieldValidator | FieldValidator[];
}

/** Character counter shown at the end of the field ("12/128"). */
export const LengthCounter = ({ length, max }: { length: number; max: number }) => (
  <InputAdornment position="end" sx={{ alignSelf: 'flex-end', mb: 0.5 }}>
    <Typography variant="caption" sx={{ color: length > max ? 'error.main' : 'text.secondary' }}>
      {length}/{max}
    </Typography>
  </InputAdornment>
);

/**
 * Text input with the product's generic rules: '{label} is required', 128 characters (500 when
 * multiline, 4 rows) with a counter and 'Field exceeded max character length of {n}.'.
 */
export const LimitedTextInput = ({
  label,
  required,
  max,
  validate,
  multiline,
  slotProps,
  readOnly: ownReadOnly,
  ...rest
}: LimitedTextInputProps) => {
  const readOnly = useInputReadOnly(ownReadOnly);
  const limit = max?.chars ?? (multiline ? MULTILINE_MAX : TEXT_MAX);
  const finalSource = useFinalSource(rest.source);
  const value = useWatch({ name: finalSource });
  const length = typeof value === 'string' ? value.length : 0;
  const extra = validate === undefined ? [] : Array.isArray(validate) ? validate : [validate];
  const checks = [...(required ? [requiredField(label)] : []), maxText(limit), ...extra];
  return (
    <TextInput
      label={label}
      validate={checks}
      multiline={multiline}
      rows={multiline ? 4 : undefined}
      slotProps={{
        ...slotProps,
        input: { endAdornment: rest.disabled || readOnly ? undefined : <LengthCounter length={length} max={limit} /> },
      }}
      readOnly={readOnly}
      {...rest}
    />
  );
};
