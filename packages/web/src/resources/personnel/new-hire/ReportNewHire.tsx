import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { AutocompleteInput, Form, ReferenceInput, ResourceContextProvider, Title, useNotify } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  AGENCY,
  CITIZENSHIP_TYPE,
  CLEARANCE_LEVEL,
  EMPLOYMENT_STATUS,
  EMPLOYMENT_TYPE,
  MARITAL_STATUS,
  NEW_HIRE_MESSAGES as M,
  PCL_DETERMINATION,
  PCL_STATUS,
  PERSONNEL_FIELD_LABELS as L,
  PHONE_TYPE,
} from '@clearline/shared';
import {
  AddressInputs,
  ChoiceInput,
  CountrySelect,
  DateInput,
  emailField,
  FlagInput,
  LimitedTextInput,
  PhoneInput,
  SsnInput,
} from '../../../components/inputs';
import { useFacilityChoices } from '../../../lib/facilityChoices';
import { failureMessage } from '../../../lib/feedback';
import { useGranted } from '../../../lib/useGranted';
import { PersonPickerInput } from '../PersonPickerInput';
import type { PersonnelBasic } from '../types';
import { FormSection } from '../sections/layout';
import { newHireApi } from './api';
import { newHireBody, newHireDefaults } from './body';

type Values = Record<string, unknown>;

const FacilityInput = () => {
  const facilities = useFacilityChoices();
  return <ChoiceInput source="facilityId" label="Facility" options={facilities.data ?? []} isPending={facilities.isPending} required />;
};

/** The supervisor (a person of the tenant) with their e-mail and phone, read-only, filled from the choice. */
const SupervisorInputs = () => {
  const { setValue } = useFormContext();
  const picked = (person: PersonnelBasic | undefined) => {
    setValue('employment.supervisorEmail', person?.workEmail ?? null);
    setValue('employment.supervisorPhone', person?.phone ?? null);
  };
  return (
    <>
      <PersonPickerInput source="employment.supervisorPersonnelId" label="Supervisor" onPicked={picked} />
      <LimitedTextInput source="employment.supervisorEmail" label="Supervisor Email" readOnly />
      <LimitedTextInput source="employment.supervisorPhone" label="Supervisor Phone" readOnly />
    </>
  );
};

const ClearanceInputs = () => (
  <FormSection title="Clearance">
    <ChoiceInput source="clearance.pclEligibility" label="Eligibility" options={CLEARANCE_LEVEL} required />
    <ChoiceInput source="clearance.pclStatus" label="PCL Status" options={PCL_STATUS} required />
    <ChoiceInput source="clearance.pclDetermination" label="Determination" options={PCL_DETERMINATION} />
    <DateInput source="clearance.eligibilityDeterminationDate" label="Eligibility Determination Date" />
    <ChoiceInput source="clearance.clearanceGrantingAgency" label="Clearance Granting Agency" options={AGENCY} />
    <DateInput source="clearance.initialBriefingDate" label="Initial Briefing Date" />
    <DateInput source="clearance.ndaDate" label="NDA Date" />
  </FormSection>
);

const NewHireInputs = () => {
  const [cleared, citizenshipType] = useWatch({ name: ['cleared', 'citizenship.citizenshipType'] }) as [boolean, string | null];
  const people = useGranted('PERSONNEL', 'VIEW');
  const contracts = useGranted('CONTRACTS', 'VIEW');
  return (
    <>
      <FormSection title="Facility">
        <FacilityInput />
        <FlagInput source="cleared" label="Cleared" />
      </FormSection>
      <FormSection title="Names">
        <LimitedTextInput source="names.firstName" label={L.firstName} required />
        <LimitedTextInput source="names.middleName" label={L.middleName} />
        <LimitedTextInput source="names.lastName" label={L.lastName} required />
        <LimitedTextInput source="names.aliasName" label={L.aliasName} />
        <LimitedTextInput source="names.previouslyUsedNames" label={L.previouslyUsedNames} />
      </FormSection>
      <FormSection title="Identification">
        <SsnInput source="ssn" helperText={M.ssnUnknownHint} />
        <DateInput source="birthDate" label={L.birthDate} required />
        <ChoiceInput source="maritalStatus" label={L.maritalStatus} options={MARITAL_STATUS} required />
        <LimitedTextInput source="passportNumber" label="Passport Number" />
      </FormSection>
      <FormSection title="Citizenship">
        <CountrySelect source="citizenship.citizenshipCountryId" label={L.citizenshipCountryId} required />
        <ChoiceInput source="citizenship.citizenshipType" label={L.citizenshipType} options={CITIZENSHIP_TYPE} required />
        {citizenshipType === 'DUAL_CITIZENSHIP' && (
          <CountrySelect
            source="citizenship.secondCitizenshipCountryId"
            label={L.secondCitizenshipCountryId}
            required
            defaultHome={false}
          />
        )}
        {citizenshipType !== 'BORN_IN_US' && <DateInput source="citizenship.usCitizenshipDate" label={L.usCitizenshipDate} />}
        {citizenshipType !== 'BORN_IN_US' && (
          <LimitedTextInput source="citizenship.alienRegistrationNumber" label="Alien Registration Number" />
        )}
      </FormSection>
      <FormSection title="Place of Birth" grid={false}>
        <AddressInputs
          source="birthAddress"
          zipLabel="Place of Birth"
          labelPrefix="Place of Birth"
          required={{ countryId: true, city: true, state: true }}
        />
      </FormSection>
      <FormSection title="Contact Information" grid={false}>
        <AddressInputs source="contactInfo" zipLabel="Personal" />
      </FormSection>
      <FormSection>
        <PhoneInput source="contactInfo.homePhoneNumber" label="Home Phone Number" />
        <PhoneInput source="contactInfo.workPhoneNumber" label="Work Phone Number" />
        <PhoneInput source="contactInfo.cellPhoneNumber" label={L.cellPhoneNumber} />
        <ChoiceInput source="contactInfo.preferredPhoneType" label="Preferred Phone Type" options={PHONE_TYPE} />
        <LimitedTextInput source="contactInfo.workEmail" label={L.workEmail} required validate={emailField('work')} type="email" />
        <LimitedTextInput
          source="contactInfo.personalEmailAddress"
          label={L.personalEmailAddress}
          validate={emailField('personal')}
          type="email"
        />
        <LimitedTextInput
          source="contactInfo.governmentEmailAddress"
          label={L.governmentEmailAddress}
          validate={emailField('government')}
          type="email"
        />
      </FormSection>
      <FormSection title="Employment">
        <ChoiceInput source="employment.employmentType" label={L.employmentType} options={EMPLOYMENT_TYPE} required />
        <LimitedTextInput source="employment.jobTitle" label="Job Title" />
        <ChoiceInput source="employment.employmentStatus" label={L.employmentStatus} options={EMPLOYMENT_STATUS} required />
        {contracts && (
          <ReferenceInput source="employment.contractId" reference="contracts" sort={{ field: 'contractName', order: 'ASC' }}>
            <AutocompleteInput label="Contract" optionText="contractName" />
          </ReferenceInput>
        )}
        <DateInput source="employment.hireDate" label="Hire Date" />
        <DateInput source="employment.contingencyOfferSignedDate" label="Contingency Offer Signed Date" />
        <DateInput source="employment.startDate" label={L.startDate} />
      </FormSection>
      {people && (
        <FormSection title="Supervisor">
          <SupervisorInputs />
        </FormSection>
      )}
      {cleared && <ClearanceInputs />}
    </>
  );
};

const Buttons = ({ busy, onSubmit, onCancel }: { busy: boolean; onSubmit: (v: Values) => void; onCancel: () => void }) => {
  const { handleSubmit } = useFormContext();
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
      <Button variant="text" onClick={onCancel}>
        Cancel
      </Button>
      <Button variant="contained" disabled={busy} onClick={handleSubmit(onSubmit)}>
        {M.listAction}
      </Button>
    </Stack>
  );
};

/**
 * /personnel/report-new-hire (create on REPORT_NEW_HIRE): every field of the new hire (spec 02 §3). The
 * report waits for the facility's FSO, who is e-mailed and gets an open action; it is not yet a person.
 */
export const ReportNewHire = () => {
  const navigate = useNavigate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [defaults] = useState(newHireDefaults);

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      const hire = await newHireApi.report(newHireBody(values));
      notify(M.reported(hire.fullName), { type: 'success' });
      navigate('/personnel');
    } catch (error) {
      notify(failureMessage(error, M.reportFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ResourceContextProvider value="personnel">
      <Title title={M.pageTitle} />
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {M.pageTitle}
          </Typography>
          <Alert severity="info" sx={{ mb: 2 }}>
            {M.intro}
          </Alert>
          <Form record={defaults} noValidate>
            <Box>
              <NewHireInputs />
            </Box>
            <Buttons busy={busy} onSubmit={submit} onCancel={() => navigate('/personnel')} />
          </Form>
        </CardContent>
      </Card>
    </ResourceContextProvider>
  );
};

export default ReportNewHire;
