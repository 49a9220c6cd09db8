import { TENANT_LABELS as L, TENANT_MESSAGES } from '@clearline/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { tenantAction } from '../api';
import { useTenantAction, type TenantDialogProps } from './useTenantAction';

/** Enable or Disable (PUT /tenants/{id}/enable|disable) after confirmation. */
export const ToggleTenantDialog = ({ tenant, open, onClose, onDone }: TenantDialogProps) => {
  const { busy, run } = useTenantAction(onDone, onClose);
  return (
    <ConfirmDialog
      open={open}
      loading={busy}
      content={`${tenant.enabled ? L.disable : L.enable} ${tenant.name}? ${tenant.enabled ? 'Its users are signed out and cannot sign in.' : ''}`}
      onConfirm={() =>
        run(
          () => tenantAction(tenant.id, tenant.enabled ? 'disable' : 'enable'),
          tenant.enabled ? TENANT_MESSAGES.disabled : TENANT_MESSAGES.enabled,
        )
      }
      onClose={onClose}
    />
  );
};
