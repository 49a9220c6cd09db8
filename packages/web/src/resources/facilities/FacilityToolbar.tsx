import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, SaveButton, Toolbar, useCanAccess, useDelete, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { FACILITY_MESSAGES } from '@clearline/shared/messages-people';
import { DeleteDialog } from '../../components/DeleteDialog';
import { failureMessage } from '../../lib/feedback';
import type { Schema } from '../../api/client';

type Facility = Schema<'FacilityView'>;

/** Deletes the facility after the product's delete dialog; the API refuses (409) while people or records use it. */
const DeleteFacilityButton = () => {
  const record = useRecordContext<Facility>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const { canAccess } = useCanAccess({ resource: 'facilities', action: 'delete' });
  if (!record || !canAccess) return null;
  const confirm = () =>
    deleteOne(
      'facilities',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(FACILITY_MESSAGES.deleted(record.facilityName), { type: 'success' });
          redirect('list', 'facilities');
        },
        onError: (error) => {
          setOpen(false);
          notify(failureMessage(error, FACILITY_MESSAGES.deleteFailed), { type: 'error' });
        },
      },
    );
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <DeleteDialog open={open} loading={isPending} onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  );
};

/** Save, and Delete behind the product's dialog. */
export const FacilityToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteFacilityButton />
  </Toolbar>
);
