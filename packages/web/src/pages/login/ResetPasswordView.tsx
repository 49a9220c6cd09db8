import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import {
  LOGIN_LABELS,
  LOGIN_MESSAGES,
  LOGIN_SERVER_MESSAGES,
  OTP_PATTERN,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from '@clearline/shared';
import { api, dataOf, type Schema } from '../../api/client';
import { errorMessage, statusOf } from '../../providers/httpClient';
import { peekExpired, takeExpired } from './expiredPassword';
import { LoginField, OtpField, UsernameField } from './fields';
import type { LoginViewName } from './LoginPage';

type Mode = 'link' | 'expired' | 'code';

/** Client-side checks before sending (the server checks again, plus history and the blocklist). */
export function newPasswordErrors(password: string, confirm: string): { password?: string; confirm?: string } {
  return {
    password: password && password.length < PASSWORD_MIN_LENGTH ? PASSWORD_MESSAGES.tooShort : undefined,
    confirm: confirm && confirm !== password ? PASSWORD_MESSAGES.mismatch : undefined,
  };
}

/**
 * reset-password: choose a new password with the e-mailed link (`token`), the e-mailed code (after
 * forgot-password), or the current password right after a sign-in answered "password expired".
 */
export const ResetPasswordView = ({ go }: { go: (view: LoginViewName) => void }) => {
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const [mode] = useState<Mode>(() => (token ? 'link' : peekExpired() ? 'expired' : 'code'));
  const [username, setUsername] = useState(() => params.get('username') ?? peekExpired()?.username ?? '');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  const [linkState, setLinkState] = useState<'checking' | 'ok' | 'bad'>(token ? 'checking' : 'ok');

  useEffect(() => {
    if (!token) return;
    api
      .GET('/api/v1/auth/password-reset/{token}', { params: { path: { token } } })
      .then(dataOf)
      .then((info) => {
        setUsername(info.username);
        setLinkState('ok');
      })
      .catch((e: unknown) => {
        setError(
          [400, 429].includes(statusOf(e) ?? 0)
            ? errorMessage((e as { body?: unknown }).body, LOGIN_SERVER_MESSAGES.resetTokenInvalid)
            : LOGIN_MESSAGES.unknownError,
        );
        setLinkState('bad');
      });
  }, [token]);

  const checks = newPasswordErrors(password, confirm);
  const ready =
    linkState === 'ok' &&
    password.length >= PASSWORD_MIN_LENGTH &&
    confirm === password &&
    (mode !== 'code' || (username.trim() !== '' && OTP_PATTERN.test(otp.trim())));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setPending(true);
    setError(undefined);
    const body: Record<string, string> = { password };
    if (mode === 'link') body.token = token!;
    else if (mode === 'code') Object.assign(body, { username: username.trim(), otp: otp.trim() });
    else {
      const expired = takeExpired();
      if (!expired) {
        setPending(false);
        go('login');
        return;
      }
      Object.assign(body, { username: expired.username, currentPassword: expired.password });
    }
    try {
      await api.POST('/api/v1/auth/password-reset/submit', { body: body as Schema<'SubmitResetDto'> });
      setDone(true);
    } catch (e) {
      setError(
        [400, 429].includes(statusOf(e) ?? 0)
          ? errorMessage((e as { body?: unknown }).body, LOGIN_MESSAGES.unknownError)
          : LOGIN_MESSAGES.unknownError,
      );
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <Box>
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {LOGIN_SERVER_MESSAGES.resetDone}
        </Alert>
        <Button variant="contained" fullWidth onClick={() => go('login')}>
          {LOGIN_LABELS.signIn}
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={LOGIN_LABELS.resetPassword}>
      <Typography variant="subtitle1" align="center" color="text.secondary" sx={{ mb: 2 }}>
        {LOGIN_LABELS.resetPassword}
      </Typography>
      {mode === 'code' && params.get('sent') && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {LOGIN_SERVER_MESSAGES.resetOtpSent}
        </Alert>
      )}
      {mode === 'expired' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {LOGIN_MESSAGES.passwordExpired}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {linkState === 'checking' && <CircularProgress size={24} sx={{ display: 'block', mx: 'auto', my: 2 }} />}
      {linkState !== 'bad' && (
        <>
          <UsernameField value={username} onValue={setUsername} disabled={mode !== 'code'} />
          {mode === 'code' && <OtpField value={otp} onValue={setOtp} />}
          {(
            [
              [
                'newPassword',
                LOGIN_LABELS.newPassword,
                password,
                setPassword,
                checks.password,
                `At least ${PASSWORD_MIN_LENGTH} characters`,
              ],
              ['confirmPassword', LOGIN_LABELS.confirmPassword, confirm, setConfirm, checks.confirm, ' '],
            ] as const
          ).map(([name, label, value, onValue, error, help]) => (
            <LoginField
              key={name}
              label={label}
              name={name}
              type="password"
              autoComplete="new-password"
              value={value}
              onValue={onValue}
              error={!!error}
              helperText={error ? `Error: ${error}` : help}
              required
            />
          ))}
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={pending || !ready}>
            {pending ? <CircularProgress size={22} color="inherit" /> : LOGIN_LABELS.resetPassword}
          </Button>
        </>
      )}
      {linkState === 'bad' && (
        <Button variant="outlined" fullWidth onClick={() => go('forgot-password')}>
          {LOGIN_LABELS.forgotPassword}
        </Button>
      )}
    </Box>
  );
};
