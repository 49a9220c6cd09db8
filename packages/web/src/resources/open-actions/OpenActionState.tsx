import { Chip, Stack, Typography } from '@mui/material';
import { labelOf, OPEN_ACTION_MESSAGES as M, OPEN_ACTION_STATE } from '@clearline/shared';
import type { OpenAction } from './api';
import { waiverText } from './waiver';

/** The state of an action as a chip; a waived action says Waived, with who waived it, when and why below. */
export const OpenActionState = ({ action }: { action: Pick<OpenAction, 'state' | 'waivedAt' | 'waivedBy' | 'waiveReason'> }) => {
  const waived = waiverText(action);
  if (!waived) return <Chip size="small" variant="outlined" color="info" label={labelOf(OPEN_ACTION_STATE, action.state)} />;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" variant="outlined" color="warning" label={M.waivedState} />
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
        {waived}
      </Typography>
    </Stack>
  );
};
