import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { FOCI_VISIT_MESSAGES as M } from '@clearline/shared';
import type { Schema } from '../../api/client';
import { formatDate } from '../../lib/dates';
import { failureMessage } from '../../lib/feedback';
import { fociVisitBody, visitDays } from './fociVisitForm';
import { FociVisitInputs } from './FociVisitInputs';

type FociVisit = Schema<'FociVisitDetailView'>;

/** /foci-visits/add ('Add FOCI Visit'): a DRAFT visit; the attendees and affiliates tab opens next. */
export const FociVisitCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource="foci-visits"
      title={M.addTitle}
      transform={fociVisitBody}
      mutationOptions={{
        onSuccess: (data: FociVisit) => {
          notify(M.created(visitDays(data, formatDate)), { type: 'success' });
          redirect(`/foci-visits/${data.id}/attendees-affiliates`);
        },
        onError: (error: unknown) => notify(failureMessage(error, 'Failed To Create FOCI Visit'), { type: 'error' }),
      }}
    >
      <SimpleForm>
        <FociVisitInputs withApprover={false} />
      </SimpleForm>
    </Create>
  );
};

export default FociVisitCreate;
