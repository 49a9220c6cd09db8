import { useState } from 'react';
import { useNotify } from 'react-admin';
import { IMPERSONATION_MESSAGES } from '@clearline/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { startImpersonation } from '../../../layout/impersonation/api';
import { failureMessage } from '../../../lib/feedback';
import type { TenantDialogProps } from './useTenantAction';

/** Impersonate: after confirmation the session acts in the tenant and the app restarts at /. */
export const ImpersonateTenantDialog = ({ tenant, open, onClose }: Omit<TenantDialogProps, 'onDone'>) => {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      loading={busy}
      content={IMPERSONATION_MESSAGES.started(tenant.name)}
      onConfirm={async () => {
        setBusy(true);
        try {
          await startImpersonation(tenant.id);
          window.location.assign('/');
        } catch (e) {
          notify(failureMessage(e, IMPERSONATION_MESSAGES.notAllowed), { type: 'error' });
          setBusy(false);
          onClose();
        }
      }}
      onClose={onClose}
    />
  );
};
