import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { LOGIN_LABELS } from '@clearline/shared';
import { PRODUCT_NAME } from '@clearline/shared/messages';
import { ForgotPasswordView } from './ForgotPasswordView';
import { LoginView } from './LoginView';
import { PreLoginAnnouncements } from './PreLoginAnnouncements';
import { PrivacyPolicyView } from './PrivacyPolicyView';
import { ResetPasswordView } from './ResetPasswordView';

export const LOGIN_VIEWS = ['login', 'forgot-password', 'reset-password', 'privacy-policy'] as const;
export type LoginViewName = (typeof LOGIN_VIEWS)[number];

/** Switches the view of /login through its `view` query parameter (e-mailed links open a view directly). */
export function useLoginView(): [LoginViewName, (view: LoginViewName, extra?: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('view') as LoginViewName | null;
  const view = raw && (LOGIN_VIEWS as readonly string[]).includes(raw) ? raw : 'login';
  const go = (next: LoginViewName, extra: Record<string, string> = {}) =>
    setParams(next === 'login' && !Object.keys(extra).length ? {} : { view: next, ...extra });
  return [view, go];
}

const Frame = ({ children, wide }: { children: ReactNode; wide?: boolean }) => (
  <Box
    sx={{
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      bgcolor: 'grey.100',
      p: 2,
      gap: 2,
    }}
  >
    <PreLoginAnnouncements width={wide ? 720 : 420} />
    <Card sx={{ width: '100%', maxWidth: wide ? 720 : 420 }}>
      <CardContent>
        <Typography variant="h4" component="h1" align="center" sx={{ fontWeight: 600, mb: 1 }}>
          {PRODUCT_NAME}
        </Typography>
        {children}
      </CardContent>
    </Card>
  </Box>
);

/** /login with its views: login (with the one-time code step), forgot-password, reset-password, privacy-policy. */
const LoginPage = () => {
  const [view, go] = useLoginView();
  return (
    <Frame wide={view === 'privacy-policy'}>
      {view === 'login' && <LoginView go={go} />}
      {view === 'forgot-password' && <ForgotPasswordView go={go} />}
      {view === 'reset-password' && <ResetPasswordView go={go} />}
      {view === 'privacy-policy' && <PrivacyPolicyView />}
      <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'center' }}>
        {view !== 'login' && (
          <Link component="button" type="button" variant="body2" onClick={() => go('login')}>
            {LOGIN_LABELS.backToLogin}
          </Link>
        )}
        {view !== 'privacy-policy' && (
          <Link component="button" type="button" variant="body2" onClick={() => go('privacy-policy')}>
            {LOGIN_LABELS.privacyPolicy}
          </Link>
        )}
      </Stack>
    </Frame>
  );
};

export default LoginPage;
