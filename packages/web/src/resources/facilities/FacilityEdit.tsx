import type { ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { Edit, useNotify, useRecordContext } from 'react-admin';
import { FACILITY_MESSAGES } from '@clearline/shared/messages-people';
import { FACILITY_RECORD_MESSAGES } from '@clearline/shared/facilities';
import { InputsReadOnly } from '../../components/inputs';
import { failureMessage } from '../../lib/feedback';
import { EditForm } from '../../lib/EditForm';
import type { Schema } from '../../api/client';
import { facilityBody } from './facilityForm';
import { FacilityInputs } from './FacilityInputs';
import { FacilityToolbar } from './FacilityToolbar';
import { FacilityPictureCard } from './detail/FacilityPictureCard';

type Facility = Schema<'FacilityView'>;

/** A deactivated facility is read-only (as it is for someone who may only look), with the reason above its fields. */
const ReadOnlyUnless = ({ canEdit, children }: { canEdit: boolean; children: ReactNode }) => {
  const record = useRecordContext<Facility>();
  const deactivated = !!record?.deactivated;
  return (
    <InputsReadOnly readOnly={deactivated || !canEdit}>
      {deactivated && record && (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {FACILITY_RECORD_MESSAGES.readOnly(record.facilityName)}
        </Alert>
      )}
      {children}
    </InputsReadOnly>
  );
};

/**
 * The Facility Details tab: the facility's record edited in place (saving stays on the tab), with its
 * picture beside it. A stale version is refused by the API and reported.
 */
export const FacilityEdit = ({ canEdit = true }: { canEdit?: boolean }) => {
  const notify = useNotify();
  return (
    <Edit
      resource="facilities"
      // the detail page sets the title
      title={false}
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      aside={
        <Box sx={{ ml: 2, width: 280, flexShrink: 0 }}>
          <FacilityPictureCard canEdit={canEdit} />
        </Box>
      }
      transform={facilityBody}
      mutationOptions={{
        onSuccess: (data: Facility) => notify(FACILITY_MESSAGES.updated(data.facilityName), { type: 'success' }),
        onError: (error: unknown) => notify(failureMessage(error, FACILITY_MESSAGES.updateFailed), { type: 'error' }),
      }}
    >
      <EditForm toolbar={canEdit ? <FacilityToolbar /> : false}>
        <ReadOnlyUnless canEdit={canEdit}>
          <FacilityInputs existing />
        </ReadOnlyUnless>
      </EditForm>
    </Edit>
  );
};

export default FacilityEdit;
