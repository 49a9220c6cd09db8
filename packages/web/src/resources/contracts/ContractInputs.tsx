import { Box, Typography } from '@mui/material';
import { BASIC_CLEARANCE_LEVEL, CONTRACT_TYPE, TEXT_LIMITS } from '@clearline/shared';
import { ChoiceInput, DateInput, LimitedTextInput, PhoneInput } from '../../components/inputs';
import { useFacilityChoices } from '../../lib/facilityChoices';
import { usePersonnelChoices } from '../../lib/choices';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 } as const;

/** Fields of a contract, shared by the add page and the contract-info tab. */
export const ContractInputs = () => {
  const facilities = useFacilityChoices();
  const people = usePersonnelChoices();
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={grid}>
        <LimitedTextInput source="contractNumber" label="Contract Number" required />
        <LimitedTextInput source="contractName" label="Contract Name" required />
        <ChoiceInput source="contractType" label="Contract Type" options={CONTRACT_TYPE} defaultValue="PRIME" />
        <LimitedTextInput source="primeContractNumber" label="Prime Contract Number" />
        <LimitedTextInput source="customerAgency" label="Customer Agency" />
        <ChoiceInput source="facilityId" label="Facility" options={facilities.data ?? []} />
        <DateInput source="popStartDate" label="Period of Performance Start" />
        <DateInput source="popEndDate" label="Period of Performance End" minSource="popStartDate" minLabel="Period of Performance Start" />
        <ChoiceInput source="highestClassification" label="Highest Classification" options={BASIC_CLEARANCE_LEVEL} defaultValue="SECRET" />
        <ChoiceInput
          source="requiredClearanceLevel"
          label="Required Clearance Level"
          options={BASIC_CLEARANCE_LEVEL}
          defaultValue="SECRET"
        />
        <ChoiceInput source="programManagerId" label="Program Manager" options={people.data ?? []} />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Contracting Officer
      </Typography>
      <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        <LimitedTextInput source="contractingOfficerName" label="Contracting Officer Name" />
        <LimitedTextInput source="contractingOfficerEmail" label="Contracting Officer Email" type="email" />
        <PhoneInput source="contractingOfficerPhone" label="Contracting Officer Phone" />
      </Box>
      <LimitedTextInput source="description" label="Description" multiline minRows={2} max={TEXT_LIMITS.narrative} fullWidth />
    </Box>
  );
};
