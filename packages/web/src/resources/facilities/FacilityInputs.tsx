import { Box, Typography } from '@mui/material';
import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { BASIC_CLEARANCE_LEVEL, FACILITY_TYPE, KMP_TYPE } from '@clearline/shared';
import { AddressInputs, ChoiceInput, DateInput, FlagInput, LimitedTextInput, PhoneInput, useInputReadOnly } from '../../components/inputs';
import { usePersonnelChoices } from '../../lib/choices';
import { cageCodeField, fclDateField, safeguardingField } from './facilityForm';
import { useCsaChoices } from '../../lib/csaChoices';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 } as const;

/** The facility's key management personnel: a person of the tenant and the KMP role held at this facility. */
const KmpInputs = () => {
  const people = usePersonnelChoices();
  const readOnly = useInputReadOnly();
  return (
    <ArrayInput source="kmps" label="Key Management Personnel (KMP)">
      <SimpleFormIterator inline disableReordering disableClear disableAdd={readOnly} disableRemove={readOnly}>
        <ChoiceInput source="personnelId" label="KMP Person" options={people.data ?? []} required sx={{ minWidth: 260 }} />
        <ChoiceInput source="kmpRole" label="KMP Role" options={KMP_TYPE} required sx={{ minWidth: 260 }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

/** Fields of a facility, shared by the add page and the Facility Details tab (`existing`: no Enabled switch). */
export const FacilityInputs = ({ existing = false }: { existing?: boolean }) => {
  const csas = useCsaChoices();
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={grid}>
        <LimitedTextInput source="facilityName" label="Facility Name" required />
        <LimitedTextInput source="facilityCode" label="CAGE Code" validate={cageCodeField} helperText="Five letters or digits" />
        <ChoiceInput source="facilityType" label="Facility Type" options={FACILITY_TYPE} />
        <PhoneInput source="phone" label="Phone" helperText="123-456-7890" />
      </Box>
      <AddressInputs zipLabel="Facility" />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
        Facility Clearance
      </Typography>
      <Box sx={grid}>
        <ChoiceInput
          source="csaId"
          label="Cognizant Security Office"
          options={csas.data ?? []}
          isPending={csas.isPending}
          helperText="The DCSA field office (or NAESOC) overseeing the facility"
        />
        <ChoiceInput
          source="clearanceLevel"
          label="Facility Clearance Level"
          options={BASIC_CLEARANCE_LEVEL}
          defaultValue="NONE"
          required
        />
        <DateInput source="fclDate" label="FCL Date" validate={fclDateField} />
        <ChoiceInput
          source="safeguardingLevel"
          label="Safeguarding Level"
          options={BASIC_CLEARANCE_LEVEL}
          defaultValue="NONE"
          required
          validate={safeguardingField}
          helperText="Highest level the facility may store; never above the FCL"
        />
      </Box>
      <KmpInputs />
      <Box sx={{ display: 'flex', gap: 4 }}>
        {!existing && <FlagInput source="enabled" label="Enabled" defaultValue />}
        <FlagInput source="hostFacility" label="Host Facility" defaultValue={false} />
      </Box>
    </Box>
  );
};
