import { useFormContext } from 'react-hook-form';
import { EMPLOYMENT_STATUS, EMPLOYMENT_TYPE, PERSONNEL_FIELD_LABELS as L, WORK_LOCATION } from '@clearline/shared';
import { ChoiceInput, DateInput, FlagInput, LimitedTextInput } from '../../../components/inputs';
import { PersonPickerInput } from '../PersonPickerInput';
import type { PersonnelBasic } from '../types';
import { FormSection } from './layout';

/**
 * Supervisor picker; the supervisor's e-mail and phone are filled from the chosen person (read-only).
 * They change only when the user picks someone else: the stored ones stay as the server sent them.
 */
const SupervisorInputs = ({ selfId }: { selfId?: string }) => {
  const { setValue } = useFormContext();
  const picked = (person: PersonnelBasic | undefined) => {
    setValue('employment.supervisorEmail', person?.workEmail ?? null, { shouldDirty: true });
    setValue('employment.supervisorPhone', person?.phone ?? null, { shouldDirty: true });
  };
  return (
    <>
      <PersonPickerInput source="employment.supervisorPersonnelId" label="Supervisor" excludeId={selfId} onPicked={picked} />
      <LimitedTextInput source="employment.supervisorEmail" label="Supervisor Email" readOnly />
      <LimitedTextInput source="employment.supervisorPhone" label="Supervisor Phone" readOnly />
    </>
  );
};

/** Employment type and status: required of every person (spec 02 §5), so the wizard asks them before Create too. */
export const EmploymentTypeStatusInputs = () => (
  <>
    <ChoiceInput source="employment.employmentType" label={L.employmentType} options={EMPLOYMENT_TYPE} required />
    <ChoiceInput source="employment.employmentStatus" label={L.employmentStatus} options={EMPLOYMENT_STATUS} required />
  </>
);

/** Employment: the wizard's third step and a section of the Personal Info tab. */
export const EmploymentInputs = ({ selfId }: { selfId?: string }) => (
  <>
    <FormSection title="Position">
      <LimitedTextInput source="employment.jobTitle" label="Job Title" />
      <EmploymentTypeStatusInputs />
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
