import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { CLEARANCE_LEVEL, labelOf, PCL_STATUS } from '@clearline/shared';
import { ChoiceInput } from '../../../components/inputs';
import { clearanceVerificationApi } from '../../../lib/clearanceVerification';
import { PersonPickerInput } from '../PersonPickerInput';

/** The person, then one of their clearances (labelled by eligibility, status and facility). */
export const PersonAndClearanceInputs = () => {
  const personnelId = useWatch({ name: 'personnelId' }) as string | undefined;
  const { setValue } = useFormContext();
  const q = useQuery({
    queryKey: ['personnel', personnelId, 'clearance'],
    queryFn: () => clearanceVerificationApi.clearancesOf(personnelId!),
    enabled: !!personnelId,
  });
  const choices = (q.data ?? []).map((c) => ({
    id: c.id,
    name: `${labelOf(CLEARANCE_LEVEL, c.pclEligibility)} · ${labelOf(PCL_STATUS, c.pclStatus)} · ${c.facilityName ?? ''}`,
  }));
  // the only clearance of the person is chosen for them
  useEffect(() => {
    if (choices.length === 1) setValue('clearanceId', choices[0].id, { shouldDirty: true });
  }, [choices.length === 1 ? choices[0].id : '', setValue]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <PersonPickerInput source="personnelId" label="Person" onPicked={() => setValue('clearanceId', '')} />
      <ChoiceInput
        source="clearanceId"
        label="Clearance"
        options={choices}
        required
        disabled={!personnelId}
        helperText={personnelId && q.isSuccess && !choices.length ? 'This person has no clearance record.' : undefined}
      />
    </>
  );
};
