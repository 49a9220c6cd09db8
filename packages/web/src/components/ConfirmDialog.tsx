import type { ReactNode } from 'react';
import { Confirm } from 'react-admin';
import { MESSAGES } from '@clearline/shared/messages';

export interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Defaults to "Confirm Action". */
  title?: ReactNode;
  /** Defaults to "Are you sure you want to continue?". */
  content?: ReactNode;
  loading?: boolean;
}

/** The product's confirm dialog (spec 01 §2): Cancel / Confirm. */
export const ConfirmDialog = ({
  open,
  onConfirm,
  onClose,
  title = MESSAGES.confirmTitle,
  content = MESSAGES.confirmText,
  loading,
}: ConfirmDialogProps) => (
  <Confirm
    isOpen={open}
    title={title}
    content={content}
    cancel={MESSAGES.confirmCancel}
    confirm={MESSAGES.confirmOk}
    loading={loading}
    onConfirm={onConfirm}
    onClose={onClose}
  />
);
