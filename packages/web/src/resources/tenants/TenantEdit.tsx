import { useParams } from 'react-router-dom';
import { Edit, SaveButton, Toolbar, useNotify, useRedirect } from 'react-admin';
import { TENANT_LABELS as L, TENANT_MESSAGES } from '@clearline/shared';
import { failureMessage } from '../../lib/feedback';
import { AnyAccess, manage } from './AnyAccess';
import { tenantBody } from './api';
import { TenantInputs } from './TenantInputs';
import { EditForm } from '../../lib/EditForm';

/** /tenants/{tenantId}/edit ('Edit Tenant'). Type and managing tenant change through Convert. */
export const TenantEdit = () => {
  const { id } = useParams();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      resource="tenants"
      // guarded by AnyAccess (TENANT_MANAGEMENT or MSS_TENANT_MANAGEMENT); the API narrows what each may change
      disableAuthentication
      id={id}
      title={L.edit}
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => tenantBody(data, 'edit')}
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify(TENANT_MESSAGES.updated, { type: 'success' });
          redirect(`/tenants/${id}`);
        },
        onError: (error: unknown) => notify(failureMessage(error, TENANT_MESSAGES.updateFailed), { type: 'error' }),
      }}
    >
      <EditForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TenantInputs mode="edit" />
      </EditForm>
    </Edit>
  );
};

/** The page, opened by TENANT_MANAGEMENT or MSS_TENANT_MANAGEMENT (UPDATE). */
const Page = () => (
  <AnyAccess anyOf={manage('UPDATE')}>
    <TenantEdit />
  </AnyAccess>
);

export default Page;
