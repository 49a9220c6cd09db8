import { Box } from '@mui/material';
import { ArrayInput, SimpleFormIterator } from 'react-admin';
import { defaultVehicleName, PERSONNEL_FIELD_LABELS as L } from '@clearline/shared';
import { PERSONNEL_WIZARD } from '@clearline/shared/messages-people';
import { DateInput, LimitedTextInput, NumberFieldInput, StateInput, useInputReadOnly, wholeNumberField } from '../../../components/inputs';
import { AddItemButton } from './AddItemButton';
import { FieldGrid, FormSection } from './layout';

/** Automobile: vehicles (each offered the name 'Vehicle {n}') and the driver's license. */
export const AutomobileInputs = () => {
  const readOnly = useInputReadOnly();
  return (
    <>
      <FormSection title="Driver's License">
        <LimitedTextInput source="automobile.driverLicenseNumber" label="Driver License Number" />
        <StateInput source="automobile.dlIssuingState" label="Driver License Issuing State" countrySource={null} />
        <DateInput source="automobile.dlIssueDate" label="Driver License Issue Date" />
        <DateInput
          source="automobile.dlExpiryDate"
          label="Driver License Expiry Date"
          minSource="dlIssueDate"
          minLabel="Driver License Issue Date"
        />
      </FormSection>
      <Box component="section">
        <ArrayInput source="automobile.personnelVehicles" label="Vehicles">
          <SimpleFormIterator
            disableReordering
            disableClear
            disableAdd={readOnly}
            disableRemove={readOnly}
            getItemLabel={(i) => `#${i + 1}`}
            addButton={
              <AddItemButton label={PERSONNEL_WIZARD.addVehicle} item={(count) => ({ vehicleName: defaultVehicleName(count + 1) })} />
            }
            sx={{ '& .RaSimpleFormIterator-form': { flex: 1 } }}
          >
            <FieldGrid columns={4}>
              <LimitedTextInput source="vehicleName" label="Vehicle Name" />
              <LimitedTextInput source="vehicleMake" label="Vehicle Make" />
              <LimitedTextInput source="vehicleModel" label="Vehicle Model" />
              <NumberFieldInput
                source="vehicleYear"
                label={L.vehicleYear}
                step={1}
                validate={wholeNumberField(L.vehicleYear, 1900, 2100)}
              />
              <LimitedTextInput source="vehicleColor" label="Vehicle Color" />
              <LimitedTextInput source="licensePlate" label="License Plate" />
              <StateInput source="registrationState" label="Registration State" countrySource={null} />
            </FieldGrid>
          </SimpleFormIterator>
        </ArrayInput>
      </Box>
    </>
  );
};
