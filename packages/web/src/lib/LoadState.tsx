import { Alert, Box, CircularProgress } from '@mui/material';
import { PERSONNEL_MESSAGES } from '@clearline/shared/messages-people';

/** A query's pending and failed states: a spinner, or 'An error occurred while fetching data.' in place of the form. */
export const LoadState = ({ isPending, error }: { isPending: boolean; error: unknown }) => {
  if (error) return <Alert severity="error">{PERSONNEL_MESSAGES.fetchFailed}</Alert>;
  if (isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  return null;
};
