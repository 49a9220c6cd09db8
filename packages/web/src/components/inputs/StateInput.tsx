import { useEffect, useRef } from 'react';
import { AutocompleteInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DEFAULT_COUNTRY_ID } from '@clearline/shared';
import { PERSONNEL_MESSAGES } from '@clearline/shared/messages-people';
import { LimitedTextInput } from './LimitedTextInput';
import { useStates, type ReferenceScope } from './referenceData';
import { siblingPath, useFinalSource } from './useFinalSource';
import { requiredField, type FieldValidator } from './validators';
import { isHomeCountry, stateAfterCountryChange } from './stateRule';
import { useInputReadOnly } from './readOnly';

export interface StateInputProps {
  source: string;
  label: string;
  required?: boolean;
  /** Sibling field with the address's country id; null for US-only fields (driver's license, vehicle registration). */
  countrySource?: string | null;
  validate?: FieldValidator | FieldValidator[];
  disabled?: boolean;
  readOnly?: boolean;
  scope?: ReferenceScope;
  fullWidth?: boolean;
}

/**
 * State: a list of the home country's states (value = postal code) when the address's country is the
 * United States (236), free text otherwise. The value is cleared when the country changes to the home
 * country (spec 02 §5).
 */
export const StateInput = ({
  source,
  label,
  required,
  countrySource = 'countryId',
  validate,
  scope,
  readOnly,
  ...rest
}: StateInputProps) => {
  const isReadOnly = useInputReadOnly(readOnly);
  const finalSource = useFinalSource(source);
  const countryPath = countrySource === null ? undefined : siblingPath(finalSource, countrySource);
  const watched = useWatch({ name: countryPath ?? finalSource, disabled: !countryPath }) as number | null | undefined;
  const country = countryPath ? watched : DEFAULT_COUNTRY_ID;
  const { getValues, setValue } = useFormContext();
  const previous = useRef(country);

  useEffect(() => {
    const next = stateAfterCountryChange(previous.current, country, getValues(finalSource));
    previous.current = country;
    if (next !== undefined) setValue(finalSource, next, { shouldDirty: true });
  }, [country, finalSource, getValues, setValue]);

  const home = isHomeCountry(country);
  const { data, isPending, error } = useStates(home ? DEFAULT_COUNTRY_ID : null, scope);
  const extra = validate === undefined ? [] : Array.isArray(validate) ? validate : [validate];
  if (!home) return <LimitedTextInput source={source} label={label} required={required} validate={extra} readOnly={isReadOnly} {...rest} />;
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={data ?? []}
      optionText="name"
      optionValue="code"
      isPending={isPending}
      validate={[...(required ? [requiredField(label)] : []), ...extra]}
      helperText={error ? PERSONNEL_MESSAGES.unableToLoad : undefined}
      readOnly={isReadOnly}
      {...rest}
    />
  );
};
