import { Button } from '@mui/material';
import { LABELS, MESSAGES } from '@clearline/shared/messages';
import { ErrorScreen } from './ErrorScreen';

/**
 * Fallback of the error boundaries and content of /500. Statically bundled (not lazy): it must
 * render even when loading code is what failed. "Go to home" reloads the whole application.
 */
export const UnrecoverableError = () => (
  <ErrorScreen
    message={MESSAGES.unrecoverable}
    action={
      <Button variant="contained" href="/">
        {LABELS.goHome}
      </Button>
    }
  />
);
