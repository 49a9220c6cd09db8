import { TENANT_LABELS as L, TENANT_MESSAGES } from '@clearline/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { archiveDocuments } from '../api';
import { useTenantAction, type TenantDialogProps } from './useTenantAction';

/** Archive Documents (POST /tenants/{id}/documents/archive) after confirmation; `onQueued` refreshes the archive list. */
export const ArchiveDocumentsDialog = ({ tenant, open, onClose, onDone, onQueued }: TenantDialogProps & { onQueued: () => void }) => {
  const { busy, run } = useTenantAction(onDone, onClose);
  return (
    <ConfirmDialog
      open={open}
      loading={busy}
      content={`${L.archiveDocuments}: every document of ${tenant.name} is zipped for download.`}
      onConfirm={() =>
        run(async () => {
          await archiveDocuments(tenant.id);
          onQueued();
        }, TENANT_MESSAGES.archiveQueued)
      }
      onClose={onClose}
    />
  );
};
