import { useEffect } from 'react';
import { AutocompleteInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { EMPLOYMENT_STATUS, EMPLOYMENT_TYPE, PERSONNEL_FIELD_LABELS as L, WORK_LOCATION } from '@clearline/shared';
import { ChoiceInput, DateInput, FlagInput, LimitedTextInput, useInputReadOnly } from '../../../components/inputs';
import { usePeopleChoices } from '../queries';
import { FormSection } from './layout';

/** Supervisor picker; the supervisor's e-mail and phone are filled from the chosen person (read-only). */
const SupervisorInputs = ({ selfId }: { selfId?: string }) => {
  const people = usePeopleChoices();
  const readOnly = useInputReadOnly();
  const { setValue } = useFormContext();
  const supervisorId = useWatch({ name: 'employment.supervisorPersonnelId' }) as string | null;
  const chosen = people.data?.find((p) => p.id === supervisorId);
  useEffect(() => {
    if (!people.data) return;
    setValue('employment.supervisorEmail', chosen?.email ?? null);
    setValue('employment.supervisorPhone', chosen?.phone ?? null);
  }, [chosen, people.data, setValue]);
  return (
    <>
      <AutocompleteInput
        source="employment.supervisorPersonnelId"
        label="Supervisor"
        choices={(people.data ?? []).filter((p) => p.id !== selfId)}
        isPending={people.isPending}
        readOnly={readOnly}
      />
      <LimitedTextInput source="employment.supervisorEmail" label="Supervisor Email" readOnly />
      <LimitedTextInput source="employment.supervisorPhone" label="Supervisor Phone" readOnly />
    </>
  );
};

/** Employment: the wizard's third step and a section of the Personal Info tab. */
export const EmploymentInputs = ({ selfId }: { selfId?: string }) => (
  <>
    <FormSection title="Position">
      <LimitedTextInput source="employment.jobTitle" label="Job Title" />
      <ChoiceInput source="employment.employmentType" label={L.employmentType} options={EMPLOYMENT_TYPE} required />
      <ChoiceInput source="employment.employmentStatus" label={L.employmentStatus} options={EMPLOYMENT_STATUS} required />
      <ChoiceInput source="employment.workLocationType" label="Work Location" options={WORK_LOCATION} />
      <FlagInput source="employment.oconus" label="OCONUS" />
      <LimitedTextInput source="employment.costCenter" label="Cost Center" />
    </FormSection>
    <FormSection title="Dates">
      <DateInput source="employment.contingencyOfferSignedDate" label="Contingency Offer Signed Date" />
      <DateInput source="employment.hireDate" label="Hire Date" />
      <DateInput source="employment.startDate" label={L.startDate} />
      <DateInput source="employment.endDate" label={L.endDate} minSource="startDate" minLabel={L.startDate} />
    </FormSection>
    <FormSection title="Supervisor">
      <SupervisorInputs selfId={selfId} />
    </FormSection>
  </>
);
