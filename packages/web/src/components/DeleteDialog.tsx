import { Confirm } from 'react-admin';
import { MESSAGES } from '@clearline/shared/messages';

export interface DeleteDialogProps {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
}

/** The product's delete dialog (spec 01 §2): Cancel / "Yes I'm sure". */
export const DeleteDialog = ({ open, onConfirm, onClose, loading }: DeleteDialogProps) => (
  <Confirm
    isOpen={open}
    title={MESSAGES.deleteTitle}
    content={MESSAGES.deleteText}
    cancel={MESSAGES.deleteCancel}
    confirm={MESSAGES.deleteOk}
    confirmColor="warning"
    loading={loading}
    onConfirm={onConfirm}
    onClose={onClose}
  />
);
