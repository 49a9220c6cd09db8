import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CITIZENSHIP_TYPE, GENDER, KMP_TYPE, MARITAL_STATUS, PASSPORT_TYPE, PERSONNEL_FIELD_LABELS as L } from '@clearline/shared';
import {
  AddressInputs,
  ChoiceArrayInput,
  ChoiceInput,
  CountrySelect,
  DateInput,
  emailField,
  FlagInput,
  kmpOwnershipField,
  LimitedTextInput,
  NumberFieldInput,
  SsnInput,
} from '../../../components/inputs';
import { useFacilityChoices } from '../../../lib/facilityChoices';
import { useSpecialSystemChoices } from '../queries';
import { FormSection } from './layout';

export interface BiographicInputsProps {
  /** Reveals a masked SSN (audited); given when the user may. */
  onRevealSsn?: () => Promise<string | null>;
  /** Reveals a masked PSSN (audited), likewise. */
  onRevealPssn?: () => Promise<string | null>;
}

/**
 * Born in US sets the citizenship date to the birth date; the second citizenship country exists only
 * for dual citizenship (spec 02 §5).
 */
const CitizenshipRules = () => {
  const { setValue, getValues } = useFormContext();
  const [type, birthDate] = useWatch({ name: ['citizenshipType', 'birthDate'] }) as [string | null, string | null];
  useEffect(() => {
    if (type === 'BORN_IN_US' && birthDate && getValues('usCitizenshipDate') !== birthDate) {
      setValue('usCitizenshipDate', birthDate, { shouldDirty: true });
    }
    if (type !== 'DUAL_CITIZENSHIP' && getValues('secondCitizenshipCountryId') != null) {
      setValue('secondCitizenshipCountryId', null, { shouldDirty: true });
    }
  }, [type, birthDate, getValues, setValue]);
  return null;
};

/** Biographic Info: the wizard's first step and the Personal Info tab's first section. */
export const BiographicInputs = ({ onRevealSsn, onRevealPssn }: BiographicInputsProps) => {
  const facilities = useFacilityChoices();
  const systems = useSpecialSystemChoices();
  const [citizenshipType, kmp, foreignPassport] = useWatch({ name: ['citizenshipType', 'kmp', 'foreignPassport'] }) as [
    string | null,
    boolean,
    boolean,
  ];
  return (
    <>
      <CitizenshipRules />
      <FormSection title="Name and Identification">
        <LimitedTextInput source="firstName" label={L.firstName} required />
        <LimitedTextInput source="middleName" label={L.middleName} />
        <LimitedTextInput source="lastName" label={L.lastName} required />
        <LimitedTextInput source="aliasName" label={L.aliasName} />
        <LimitedTextInput source="employeeId" label={L.employeeId} />
        <SsnInput source="ssn" required onReveal={onRevealSsn} />
        <SsnInput source="pssn" kind="pssn" onReveal={onRevealPssn} />
        <LimitedTextInput source="workEmail" label={L.workEmail} required validate={emailField('work')} type="email" />
        <LimitedTextInput source="dodEdiPn" label={L.dodEdiPn} />
        <LimitedTextInput source="agencyId" label={L.agencyId} />
        <ChoiceInput source="genderType" label={L.genderType} options={GENDER} required />
        <ChoiceInput source="maritalStatus" label={L.maritalStatus} options={MARITAL_STATUS} required />
        <DateInput source="birthDate" label={L.birthDate} required />
        <ChoiceArrayInput
          source="facilityIds"
          label={L.facilityIds}
          options={facilities.data ?? []}
          isPending={facilities.isPending}
          required
        />
        <ChoiceArrayInput
          source="specialSystemAccessList"
          label="Special System Access"
          options={systems.data ?? []}
          isPending={systems.isPending}
        />
      </FormSection>
      <FormSection title="Previously Used Names" columns={2}>
        <LimitedTextInput source="previouslyUsedNames" label={L.previouslyUsedNames} multiline />
      </FormSection>
      <FormSection title="Place of Birth" grid={false}>
        <AddressInputs
          source="birthAddress"
          zipLabel="Place of Birth"
          labelPrefix="Place of Birth"
          required={{ countryId: true, city: true, state: true }}
        />
      </FormSection>
      <FormSection title="Citizenship">
        <CountrySelect source="citizenshipCountryId" label={L.citizenshipCountryId} required />
        <ChoiceInput source="citizenshipType" label={L.citizenshipType} options={CITIZENSHIP_TYPE} required />
        {citizenshipType === 'DUAL_CITIZENSHIP' && (
          <CountrySelect source="secondCitizenshipCountryId" label={L.secondCitizenshipCountryId} required defaultHome={false} />
        )}
        <DateInput source="usCitizenshipDate" label={L.usCitizenshipDate} readOnly={citizenshipType === 'BORN_IN_US' ? true : undefined} />
        <DateInput source="nonUsCitizenshipRenDate" label="Non-US Citizenship Renunciation Date" />
        <LimitedTextInput source="alienRegistrationNumber" label="Alien Registration Number" />
      </FormSection>
      <FormSection title="Passport">
        <LimitedTextInput source="passportNumber" label="Passport Number" />
        <ChoiceInput source="passportType" label="Passport Type" options={PASSPORT_TYPE} />
        <DateInput source="passportIssueDate" label={L.passportIssueDate} />
        <DateInput source="passportExpiryDate" label={L.passportExpiryDate} minSource="passportIssueDate" minLabel={L.passportIssueDate} />
      </FormSection>
      <FormSection title="Foreign Passport">
        <FlagInput source="foreignPassport" label="Foreign Passport" />
        {foreignPassport && (
          <>
            <LimitedTextInput source="foreignPassportNumber" label="Foreign Passport Number" />
            <CountrySelect source="foreignPassportCountryId" label="Foreign Passport Country" defaultHome={false} />
            <DateInput source="foreignPassportIssueDate" label={L.foreignPassportIssueDate} />
            <DateInput
              source="foreignPassportExpiryDate"
              label={L.foreignPassportExpiryDate}
              minSource="foreignPassportIssueDate"
              minLabel={L.foreignPassportIssueDate}
            />
          </>
        )}
      </FormSection>
      <FormSection title="Key Management Personnel">
        <FlagInput source="kmp" label="KMP" />
        {kmp && (
          <>
            <ChoiceInput source="kmpType" label={L.kmpType} options={KMP_TYPE} />
            <NumberFieldInput source="kmpOwnership" label={L.kmpOwnership} min={0} max={100} validate={kmpOwnershipField} />
            <FlagInput source="kmpExcluded" label="KMP Excluded" />
            <DateInput source="kmpExclusionDate" label={L.kmpExclusionDate} />
          </>
        )}
      </FormSection>
    </>
  );
};
