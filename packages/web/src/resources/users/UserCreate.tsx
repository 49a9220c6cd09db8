import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { failureMessage } from '../../lib/feedback';
import { USER_LABELS } from './labels';
import { userBody, UserInputs } from './UserInputs';

/** /users/add ('Add New User'). */
export const UserCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource="users"
      title={USER_LABELS.addTitle}
      transform={(data: Record<string, unknown>) => userBody(data, true)}
      mutationOptions={{
        onSuccess: () => {
          notify(USER_LABELS.created, { type: 'success' });
          redirect('list', 'users');
        },
        onError: (error: unknown) => notify(failureMessage(error, USER_LABELS.saveFailed), { type: 'error' }),
      }}
    >
      <SimpleForm>
        <UserInputs create />
      </SimpleForm>
    </Create>
  );
};

export default UserCreate;
