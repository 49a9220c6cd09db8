import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { OPEN_ACTION_MESSAGES as M } from '@clearline/shared';
import type { OpenAction } from './api';
import { WaiveDialog } from './WaiveDialog';

export interface OpenActionButtonsProps {
  action: OpenAction;
  /** Complete or Close of a task a person completes by hand (the caller asks for confirmation and calls the route). */
  onResolve: (how: 'complete' | 'close') => void;
  /** after a waiver is recorded */
  onWaived: (waived: OpenAction) => void | Promise<void>;
}

/**
 * The buttons of an OPEN action: Complete and Close for a task a person completes; for an action that closes by itself
 * (closesWhen: the server refuses to complete or close it by hand), "Waive…", which asks for the reason.
 */
export const OpenActionButtons = ({ action, onResolve, onWaived }: OpenActionButtonsProps) => {
  const [waiving, setWaiving] = useState(false);
  if (action.state !== 'OPEN') return null;
  if (action.closesWhen) {
    return (
      <>
        <Button size="small" color="warning" onClick={() => setWaiving(true)} aria-label={`${M.waive} ${action.title}`}>
          {M.waive}
        </Button>
        {waiving && (
          <WaiveDialog
            action={action}
            onClose={() => setWaiving(false)}
            onWaived={async (waived) => {
              setWaiving(false);
              await onWaived(waived);
            }}
          />
        )}
      </>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button size="small" onClick={() => onResolve('complete')}>
        Complete
      </Button>
      <Button size="small" color="warning" onClick={() => onResolve('close')}>
        Close
      </Button>
    </Stack>
  );
};
