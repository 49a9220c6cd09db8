import { Edit, useNotify, useRedirect } from 'react-admin';
import { FACILITY_MESSAGES } from '@clearline/shared/messages-people';
import { failureMessage } from '../../lib/feedback';
import type { Schema } from '../../api/client';

type Facility = Schema<'FacilityView'>;
import { facilityBody } from './facilityForm';
import { FacilityInputs } from './FacilityInputs';
import { FacilityToolbar } from './FacilityToolbar';
import { DocumentsPanel } from '../../components/upload';
import { EditForm } from '../../lib/EditForm';

/** /facilities/{id}: edit a facility (a stale version is refused by the API and reported). */
export const FacilityEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={FACILITY_MESSAGES.editTitle}
      mutationMode="pessimistic"
      aside={<DocumentsPanel entityType="FACILITY" />}
      transform={facilityBody}
      mutationOptions={{
        onSuccess: (data: Facility) => {
          notify(FACILITY_MESSAGES.updated(data.facilityName), { type: 'success' });
          redirect('list', 'facilities');
        },
        onError: (error: unknown) => notify(failureMessage(error, FACILITY_MESSAGES.updateFailed), { type: 'error' }),
      }}
    >
      <EditForm toolbar={<FacilityToolbar />}>
        <FacilityInputs />
      </EditForm>
    </Edit>
  );
};

export default FacilityEdit;
