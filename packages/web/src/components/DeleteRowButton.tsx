import { useState } from 'react';
import { Button, useCanAccess, useDelete, useNotify, useRecordContext, useResourceContext } from 'react-admin';
import DeleteIcon from '@mui/icons-material/Delete';
import { DeleteDialog } from './DeleteDialog';

/**
 * Row action: asks with the product's DeleteDialog, then deletes the record (pessimistic).
 * Hidden unless the user holds DELETE on the resource's module.
 */
export const DeleteRowButton = ({ successMessage, errorMessage }: { successMessage?: string; errorMessage?: string }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  if (!record || !canAccess) return null;

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          if (successMessage) notify(successMessage, { type: 'success' });
        },
        onError: (error) => {
          setOpen(false);
          notify(errorMessage ?? (error as Error).message, { type: 'error' });
        },
      },
    );

  // Clicks inside the dialog bubble through the portal to the row; keep them from triggering rowClick.
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <DeleteDialog open={open} loading={isPending} onConfirm={confirm} onClose={() => setOpen(false)} />
    </span>
  );
};
