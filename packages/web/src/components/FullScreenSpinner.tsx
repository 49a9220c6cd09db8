import { Box, CircularProgress } from '@mui/material';

/** Shown while the session and permissions load (spec 01 §2 Shared UI). */
export const FullScreenSpinner = () => (
  <Box
    role="progressbar"
    aria-label="Loading"
    sx={{
      position: 'fixed',
      inset: 0,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bgcolor: 'background.default',
      zIndex: 'modal',
    }}
  >
    <CircularProgress />
  </Box>
);
