import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Checkbox, CircularProgress, FormControlLabel, Link, Typography } from '@mui/material';
import { useLogin } from 'react-admin';
import { LOGIN_LABELS, OTP_PATTERN } from '@clearline/shared';
import { rememberExpired } from './expiredPassword';
import { LoginField, OtpField, UsernameField } from './fields';
import { clearLockout, lockedUntil, readLockout, writeLockout } from './lockout';
import { afterLoginFailure } from './loginOutcome';
import type { LoginViewName } from './LoginPage';

const storage = typeof window !== 'undefined' ? window.localStorage : undefined;
const timeOf = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * The login view: username and password; when the server asks for it, the e-mailed one-time code
 * with "remember this device"; every outcome of spec 01 §4 with its §8 message; the client lockout
 * state under `login_attempts`.
 */
export const LoginView = ({ go }: { go: (view: LoginViewName) => void }) => {
  const login = useLogin();
  const [step, setStep] = useState<'credentials' | 'otp'>('credentials');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string>();
  const [expired, setExpired] = useState(false);
  const [pending, setPending] = useState(false);
  const [lock, setLock] = useState(() => readLockout(storage));
  const [now, setNow] = useState(() => Date.now());
  const until = lockedUntil(lock, now);

  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (until || pending) return;
    setPending(true);
    setError(undefined);
    setExpired(false);
    try {
      await login({ username: username.trim(), password, otp: step === 'otp' ? otp.trim() : undefined, rememberDevice: remember });
      clearLockout(storage);
    } catch (e) {
      const at = Date.now();
      const failure = afterLoginFailure(e, step, lock, at);
      if (failure.lock) {
        writeLockout(storage, failure.lock);
        setLock(failure.lock);
        setNow(at);
      }
      setError(failure.message);
      setStep(failure.step);
      if (failure.step === 'otp') setOtp('');
      if (failure.outcome === 'PASSWORD_EXPIRED') {
        rememberExpired(username.trim(), password);
        setExpired(true);
      }
      setPending(false);
    }
  };

  const codeOk = OTP_PATTERN.test(otp.trim());
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={LOGIN_LABELS.signIn}>
      <Typography variant="subtitle1" align="center" color="text.secondary" sx={{ mb: 2 }}>
        {LOGIN_LABELS.signIn}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="login-error">
          {error}
          {expired && (
            <Box sx={{ mt: 1 }}>
              <Button size="small" variant="outlined" color="inherit" onClick={() => go('reset-password')}>
                {LOGIN_LABELS.resetPassword}
              </Button>
            </Box>
          )}
        </Alert>
      )}
      {until && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="login-locked">
          {LOGIN_LABELS.lockedOut.replace('{time}', timeOf(until))}
        </Alert>
      )}
      {step === 'credentials' ? (
        <>
          <UsernameField value={username} onValue={setUsername} required autoFocus />
          <LoginField
            label={LOGIN_LABELS.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
            required
          />
        </>
      ) : (
        <>
          <Alert severity="info" sx={{ mb: 1 }}>
            {LOGIN_LABELS.otpHelp}
          </Alert>
          <OtpField value={otp} onValue={setOtp} autoFocus />
          <FormControlLabel
            control={<Checkbox name="rememberDevice" checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
            label={LOGIN_LABELS.rememberDevice}
          />
        </>
      )}
      <Button
        type="submit"
        variant="contained"
        fullWidth
        sx={{ mt: 2 }}
        disabled={pending || !!until || !username || !password || (step === 'otp' && !codeOk)}
      >
        {pending ? <CircularProgress size={22} color="inherit" /> : step === 'otp' ? LOGIN_LABELS.verify : LOGIN_LABELS.signIn}
      </Button>
      <Box sx={{ mt: 1.5, textAlign: 'center' }}>
        {step === 'otp' ? (
          <Link component="button" type="button" variant="body2" onClick={() => setStep('credentials')}>
            {LOGIN_LABELS.backToLogin}
          </Link>
        ) : (
          <Link component="button" type="button" variant="body2" onClick={() => go('forgot-password')}>
            {LOGIN_LABELS.forgotPassword}
          </Link>
        )}
      </Box>
    </Box>
  );
};
