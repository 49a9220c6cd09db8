import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { failureMessage } from '../../lib/feedback';
import { ROLE_LABELS } from './labels';
import { RoleInputs } from './RoleInputs';

/** /roles/add: create the role, then continue to its permissions. */
export const RoleCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource="roles"
      title={ROLE_LABELS.addTitle}
      mutationOptions={{
        onSuccess: (data: { id: string }) => {
          notify(ROLE_LABELS.created, { type: 'success' });
          redirect(`/roles/${data.id}/edit`);
        },
        onError: (error: unknown) => notify(failureMessage(error, ROLE_LABELS.failed), { type: 'error' }),
      }}
    >
      <SimpleForm>
        <RoleInputs create />
      </SimpleForm>
    </Create>
  );
};

export default RoleCreate;
