import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { FACILITY_MESSAGES } from '@clearline/shared/messages-people';
import { failureMessage } from '../../lib/feedback';
import { facilityBody } from './facilityForm';
import { FacilityInputs } from './FacilityInputs';
import type { Schema } from '../../api/client';

type Facility = Schema<'FacilityView'>;

/** /facilities/add ('Add New Facility'). */
export const FacilityCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource="facilities"
      title={FACILITY_MESSAGES.addTitle}
      transform={facilityBody}
      mutationOptions={{
        onSuccess: (data: Facility) => {
          notify(FACILITY_MESSAGES.created(data.facilityName), { type: 'success' });
          redirect('list', 'facilities');
        },
        onError: (error: unknown) => notify(failureMessage(error, FACILITY_MESSAGES.createFailed), { type: 'error' }),
      }}
    >
      <SimpleForm>
        <FacilityInputs />
      </SimpleForm>
    </Create>
  );
};

export default FacilityCreate;
