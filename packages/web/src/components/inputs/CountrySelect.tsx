import { AutocompleteInput, type AutocompleteInputProps } from 'react-admin';
import { DEFAULT_COUNTRY_ID } from '@clearline/shared';
import { requiredField, type FieldValidator } from './validators';
import { useCountries, type ReferenceScope } from './referenceData';
import { useInputReadOnly } from './readOnly';
import { PERSONNEL_MESSAGES } from '@clearline/shared/messages-people';

export interface CountrySelectProps extends Omit<AutocompleteInputProps, 'label' | 'validate' | 'choices'> {
  label: string;
  required?: boolean;
  validate?: FieldValidator | FieldValidator[];
  /** 'public' on pages reached without signing in */
  scope?: ReferenceScope;
  /** Preselect the home country (236) on new records; default true. */
  defaultHome?: boolean;
}

/** Country picker (reference data, sorted by name); new records default to the United States (236). */
export const CountrySelect = ({ label, required, validate, scope, defaultHome = true, readOnly, ...rest }: CountrySelectProps) => {
  const isReadOnly = useInputReadOnly(readOnly);
  const { data, isPending, error } = useCountries(scope);
  const extra = validate === undefined ? [] : Array.isArray(validate) ? validate : [validate];
  return (
    <AutocompleteInput
      label={label}
      choices={data ?? []}
      optionText="name"
      optionValue="id"
      isPending={isPending}
      validate={[...(required ? [requiredField(label)] : []), ...extra]}
      defaultValue={defaultHome ? DEFAULT_COUNTRY_ID : undefined}
      readOnly={isReadOnly}
      helperText={error ? PERSONNEL_MESSAGES.unableToLoad : undefined}
      {...rest}
    />
  );
};
