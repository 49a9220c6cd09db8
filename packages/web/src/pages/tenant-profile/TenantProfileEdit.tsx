import { useRef } from 'react';
import { Button, LinearProgress, Stack } from '@mui/material';
import { Edit, SaveButton, Toolbar, useNotify, useRedirect } from 'react-admin';
import { TENANT_LABELS as L, TENANT_MESSAGES } from '@clearline/shared';
import { failureMessage } from '../../lib/feedback';
import { tenantBody, uploadLogo, TenantProfileInputs } from '../../resources/tenants';
import { useOwnTenantId } from './ownTenant';
import { EditForm } from '../../lib/EditForm';

const LogoButton = ({ id }: { id: string }) => {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={L.changeLogo}
        accept="image/png,image/jpeg,image/gif,image/webp"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          try {
            await uploadLogo(id, file);
            notify(TENANT_MESSAGES.logoSaved, { type: 'success' });
          } catch (error) {
            notify(failureMessage(error, TENANT_MESSAGES.updateFailed), { type: 'error' });
          }
          e.target.value = '';
        }}
      />
      <Button size="small" onClick={() => input.current?.click()}>
        {L.changeLogo}
      </Button>
    </>
  );
};

/** /tenant-profile/edit ('Edit Tenant Profile', UPDATE on TENANT_PROFILE): contact, address and logo. */
export const TenantProfileEdit = () => {
  const { data: id } = useOwnTenantId();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!id) return <LinearProgress />;
  return (
    <Edit
      resource="tenants"
      id={id}
      // guarded by the page's access (UPDATE on TENANT_PROFILE); the API accepts only profile fields here
      disableAuthentication
      title={L.editProfile}
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => tenantBody(data, 'profile')}
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify(TENANT_MESSAGES.updated, { type: 'success' });
          redirect('/tenant-profile');
        },
        onError: (error: unknown) => notify(failureMessage(error, TENANT_MESSAGES.updateFailed), { type: 'error' }),
      }}
    >
      <EditForm
        toolbar={
          <Toolbar>
            <Stack direction="row" spacing={2}>
              <SaveButton />
              <LogoButton id={id} />
            </Stack>
          </Toolbar>
        }
      >
        <TenantProfileInputs />
      </EditForm>
    </Edit>
  );
};

export default TenantProfileEdit;
