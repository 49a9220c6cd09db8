import { Box } from '@mui/material';
import { AddressInputs, FlagInput, LimitedTextInput } from '../../components/inputs';
import { cageCodeField } from './facilityForm';

/** Fields of a facility, shared by the add and edit pages. */
export const FacilityInputs = () => (
  <Box sx={{ width: '100%' }}>
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
      <LimitedTextInput source="facilityName" label="Facility Name" required />
      <LimitedTextInput source="facilityCode" label="CAGE Code" validate={cageCodeField} helperText="Five letters or digits" />
    </Box>
    <AddressInputs zipLabel="Facility" />
    <Box sx={{ display: 'flex', gap: 4 }}>
      <FlagInput source="enabled" label="Enabled" defaultValue />
      <FlagInput source="hostFacility" label="Host Facility" defaultValue={false} />
    </Box>
  </Box>
);
