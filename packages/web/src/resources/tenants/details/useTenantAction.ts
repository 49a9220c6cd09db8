import { useState } from 'react';
import { useNotify } from 'react-admin';
import { TENANT_MESSAGES } from '@clearline/shared';
import { failureMessage } from '../../../lib/feedback';
import type { TenantRecord } from '../api';

/**
 * Runs one action of the details page: the success toast and `onDone` (the page reloads the tenant), or
 * the server's message (else `fallback`) as an error toast; `onClose` closes the dialog either way.
 */
export function useTenantAction(onDone: () => void, onClose: () => void) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<unknown>, success: string, fallback: string = TENANT_MESSAGES.updateFailed) => {
    setBusy(true);
    try {
      await fn();
      notify(success, { type: 'success' });
      onDone();
    } catch (e) {
      notify(failureMessage(e, fallback), { type: 'error' });
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return { busy, run };
}

/** What every dialog of the details page receives. */
export interface TenantDialogProps {
  tenant: TenantRecord;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}
