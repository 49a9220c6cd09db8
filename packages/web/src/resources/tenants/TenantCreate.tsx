import { Create, SaveButton, SimpleForm, Toolbar, useNotify, useRedirect } from 'react-admin';
import { TENANT_LABELS as L, TENANT_MESSAGES } from '@clearline/shared';
import { failureMessage } from '../../lib/feedback';
import { AnyAccess, manage } from './AnyAccess';
import { tenantBody, type TenantRecord } from './api';
import { TenantInputs } from './TenantInputs';

/** /tenants/add ('Add New Tenant'). */
export const TenantCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      resource="tenants"
      // guarded by AnyAccess (TENANT_MANAGEMENT or MSS_TENANT_MANAGEMENT); the API narrows what each may change
      disableAuthentication
      title={L.add}
      transform={(data: Record<string, unknown>) => tenantBody(data, 'create')}
      mutationOptions={{
        onSuccess: (t: TenantRecord) => {
          notify(TENANT_MESSAGES.created, { type: 'success' });
          redirect(`/tenants/${t.id}`);
        },
        onError: (error: unknown) => notify(failureMessage(error, TENANT_MESSAGES.createFailed), { type: 'error' }),
      }}
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TenantInputs mode="create" />
      </SimpleForm>
    </Create>
  );
};

/** The page, opened by TENANT_MANAGEMENT or MSS_TENANT_MANAGEMENT (CREATE). */
const Page = () => (
  <AnyAccess anyOf={manage('CREATE')}>
    <TenantCreate />
  </AnyAccess>
);

export default Page;
