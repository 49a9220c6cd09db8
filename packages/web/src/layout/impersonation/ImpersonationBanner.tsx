import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useNotify } from 'react-admin';
import { IMPERSONATION_MESSAGES as M } from '@clearline/shared';
import { failureMessage } from '../../lib/feedback';
import { reloadHome, switchImpersonation } from './api';
import { useImpersonation } from './useImpersonation';

/** Shown on every page while a provider user acts inside a tenant: which tenant, and the way back. */
export const ImpersonationBanner = () => {
  const { data } = useImpersonation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!data) return null;
  const back = async () => {
    setBusy(true);
    try {
      await switchImpersonation();
      reloadHome();
    } catch (e) {
      notify(failureMessage(e, M.notAllowed), { type: 'error' });
      setBusy(false);
    }
  };
  return (
    <Alert
      severity="warning"
      role="status"
      aria-label="Impersonation"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={back} disabled={busy}>
          {M.stop}
        </Button>
      }
    >
      {M.banner(data.tenantName)}
      {data.readOnly ? ' (read-only)' : ''}
    </Alert>
  );
};
