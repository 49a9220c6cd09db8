import { useParams } from 'react-router-dom';
import { Edit, SaveButton, Toolbar, useNotify, useRedirect } from 'react-admin';
import { failureMessage } from '../../lib/feedback';
import { USER_LABELS } from './labels';
import { userBody, UserInputs } from './UserInputs';
import { EditForm } from '../../lib/EditForm';

/** /users/{userId}/edit ('Edit User'). */
export const UserEdit = () => {
  const { id } = useParams();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource="users"
      id={id}
      title={USER_LABELS.editTitle}
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => userBody(data, false)}
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify(USER_LABELS.updated, { type: 'success' });
          redirect('list', 'users');
        },
        onError: (error: unknown) => notify(failureMessage(error, USER_LABELS.saveFailed), { type: 'error' }),
      }}
    >
      <EditForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <UserInputs />
      </EditForm>
    </Edit>
  );
};

export default UserEdit;
