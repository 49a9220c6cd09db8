import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { LOGIN_LABELS, LOGIN_MESSAGES } from '@clearline/shared';
import { api } from '../../api/client';
import { errorMessage, statusOf } from '../../providers/httpClient';
import { UsernameField } from './fields';
import type { LoginViewName } from './LoginPage';

/** forgot-password: asks for the username and e-mails a reset code and link (the answer never tells whether the user exists). */
export const ForgotPasswordView = ({ go }: { go: (view: LoginViewName, extra?: Record<string, string>) => void }) => {
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      await api.POST('/api/v1/auth/password-reset/send-otp', { body: { username: username.trim() } });
      go('reset-password', { username: username.trim(), sent: '1' });
    } catch (e) {
      setError(
        // 400: a rule of the form; 429: the rate limit's "Try again in N seconds"
        [400, 429].includes(statusOf(e) ?? 0)
          ? errorMessage((e as { body?: unknown }).body, LOGIN_MESSAGES.unknownError)
          : LOGIN_MESSAGES.unknownError,
      );
      setPending(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={LOGIN_LABELS.forgotPassword}>
      <Typography variant="subtitle1" align="center" color="text.secondary" sx={{ mb: 1 }}>
        {LOGIN_LABELS.forgotPassword}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {LOGIN_LABELS.forgotIntro}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <UsernameField value={username} onValue={setUsername} required autoFocus />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={pending || !username.trim()}>
        {pending ? <CircularProgress size={22} color="inherit" /> : LOGIN_LABELS.sendCode}
      </Button>
    </Box>
  );
};
