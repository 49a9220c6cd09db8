import { Box } from '@mui/material';
import { BooleanInput } from 'react-admin';
import { FOCI_VISIT_MESSAGES as M, TEXT_LIMITS } from '@clearline/shared';
import { ChoiceInput, DateInput, LimitedTextInput, useInputReadOnly } from '../../components/inputs';
import { useFacilityChoices } from '../../lib/facilityChoices';
import { usePersonnelChoices } from '../../lib/choices';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 } as const;

/** Fields of a FOCI visit, shared by the add page and the visit-information tab (the status moves with its own buttons). */
export const FociVisitInputs = ({ withApprover = true }: { withApprover?: boolean }) => {
  const facilities = useFacilityChoices();
  const people = usePersonnelChoices();
  const readOnly = useInputReadOnly();
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={grid}>
        <DateInput source="startDate" label={M.labels.startDate} required />
        <DateInput source="endDate" label={M.labels.endDate} required minSource="startDate" minLabel={M.labels.startDate} />
        <LimitedTextInput source="visitLocation" label={M.labels.visitLocation} />
        <ChoiceInput source="visitFacilityId" label={M.labels.visitFacilityId} options={facilities.data ?? []} />
        <ChoiceInput source="requestedById" label={M.labels.requestedById} options={people.data ?? []} />
        <DateInput source="requestDate" label={M.labels.requestDate} />
        {withApprover && <ChoiceInput source="approver" label={M.labels.approverId} options={people.data ?? []} />}
        <BooleanInput
          source="commercial"
          label={M.labels.commercial}
          readOnly={readOnly}
          helperText="A business visit rather than a governance one"
        />
      </Box>
      <LimitedTextInput source="visitPurpose" label={M.labels.visitPurpose} multiline fullWidth />
      <LimitedTextInput source="description" label={M.labels.description} multiline minRows={3} max={TEXT_LIMITS.narrative} fullWidth />
    </Box>
  );
};
