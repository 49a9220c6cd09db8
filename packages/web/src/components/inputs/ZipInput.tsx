import { useFinalSource, siblingPath } from './useFinalSource';
import { LimitedTextInput, type LimitedTextInputProps } from './LimitedTextInput';
import { zipField } from './validators';

export interface ZipInputProps extends Omit<LimitedTextInputProps, 'label'> {
  /** Field label; defaults to "Zip Code". */
  label?: string;
  /** Names the address in the message: '{zipLabel} Zip Code is not valid' (e.g. "Place of Birth"). */
  zipLabel: string;
  /** Sibling field holding the address's country id; only US (236) or unset countries are checked. */
  countrySource?: string;
}

/** Zip code: for US addresses 5 digits or 5+4, '{label} Zip Code is not valid' otherwise. */
export const ZipInput = ({ label = 'Zip Code', zipLabel, countrySource = 'countryId', validate, ...rest }: ZipInputProps) => {
  const finalSource = useFinalSource(rest.source);
  const extra = validate === undefined ? [] : Array.isArray(validate) ? validate : [validate];
  return <LimitedTextInput label={label} validate={[zipField(zipLabel, siblingPath(finalSource, countrySource)), ...extra]} {...rest} />;
};
