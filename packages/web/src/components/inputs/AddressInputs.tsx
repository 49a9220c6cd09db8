import { useMemo, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { SourceContextProvider, useSourceContext } from 'react-admin';
import { CountrySelect } from './CountrySelect';
import { LimitedTextInput } from './LimitedTextInput';
import { StateInput } from './StateInput';
import { ZipInput } from './ZipInput';
import type { ReferenceScope } from './referenceData';

export interface AddressInputsProps {
  /** Object path of the address (`birthAddress`); omit when the fields sit on the record itself. */
  source?: string;
  /** Names the address in messages: '{zipLabel} Zip Code is not valid'. */
  zipLabel: string;
  /** Label prefix of the fields, e.g. "Place of Birth" → "Place of Birth City". */
  labelPrefix?: string;
  /** Which fields are required ('{label} is required'). */
  required?: Partial<Record<'street1' | 'city' | 'state' | 'countryId' | 'zipCode', boolean>>;
  /** Leave out the street lines (place of birth asks for city, state and country only). */
  streets?: boolean;
  disabled?: boolean;
  scope?: ReferenceScope;
  children?: ReactNode;
}

/** Street, city, country, state (list for the US, text elsewhere) and zip code (checked for US addresses). */
export const AddressInputs = ({
  source,
  zipLabel,
  labelPrefix,
  required = {},
  streets = true,
  disabled,
  scope,
  children,
}: AddressInputsProps) => {
  const parent = useSourceContext();
  const context = useMemo(
    () => ({
      getSource: (field: string) => parent.getSource(source ? `${source}.${field}` : field),
      getLabel: (field: string) => parent.getLabel(field),
    }),
    [parent, source],
  );
  const label = (text: string) => (labelPrefix ? `${labelPrefix} ${text}` : text);
  return (
    <SourceContextProvider value={context}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
        {streets && <LimitedTextInput source="street1" label={label('Street 1')} required={required.street1} disabled={disabled} />}
        {streets && <LimitedTextInput source="street2" label={label('Street 2')} disabled={disabled} />}
        <CountrySelect source="countryId" label={label('Country')} required={required.countryId} disabled={disabled} scope={scope} />
        <LimitedTextInput source="city" label={label('City')} required={required.city} disabled={disabled} />
        <StateInput source="state" label={label('State')} required={required.state} disabled={disabled} scope={scope} />
        <ZipInput source="zipCode" zipLabel={zipLabel} label={label('Zip Code')} required={required.zipCode} disabled={disabled} />
        {children}
      </Box>
    </SourceContextProvider>
  );
};
