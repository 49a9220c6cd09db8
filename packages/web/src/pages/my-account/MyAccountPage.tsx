import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  CircularProgress,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useNotify } from 'react-admin';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, SETTING_EMAIL_PATTERN, USER_MESSAGES } from '@clearline/shared';
import { MESSAGES } from '@clearline/shared/messages';
import { api, dataOf, type Schema } from '../../api/client';
import { failureMessage } from '../../lib/feedback';
import { formatDate } from '../../lib/dates';

type Me = Schema<'MeDto'>;

export const MY_ACCOUNT_LABELS = {
  title: 'My Account',
  profile: 'Profile',
  password: 'Change Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  forgetDevices: 'Forget the browsers remembered for skipping the one-time code',
  save: 'Save',
  saved: 'Your account was saved.',
  saveFailed: 'Failed to save your account.',
  passwordExpires: 'Password expires',
  organisation: 'Organisation',
} as const;

/** /my-account: the signed-in user's profile, password and remembered devices (GET/PUT /users/me). */
const MyAccountPage = () => {
  const notify = useNotify();
  const [me, setMe] = useState<Me>();
  const [form, setForm] = useState({ firstName: '', lastName: '', phone: '', email: '' });
  const [pw, setPw] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [forget, setForget] = useState(false);
  const [saving, setSaving] = useState(false);
  const [loadError, setLoadError] = useState<string>();

  const load = (data: Me) => {
    setMe(data);
    setForm({ firstName: data.firstName ?? '', lastName: data.lastName ?? '', phone: data.phone ?? '', email: data.email });
  };
  useEffect(() => {
    api
      .GET('/api/v1/users/me')
      .then((r) => load(dataOf(r)))
      .catch(() => setLoadError(MESSAGES.fetchError));
  }, []);

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!me) return <CircularProgress sx={{ m: 3 }} />;

  const emailChanged = form.email.trim().toLowerCase() !== me.email.toLowerCase();
  const errors = {
    email: !SETTING_EMAIL_PATTERN.test(form.email.trim()) ? USER_MESSAGES.emailInvalid : undefined,
    newPassword: pw.newPassword && pw.newPassword.length < PASSWORD_MIN_LENGTH ? PASSWORD_MESSAGES.tooShort : undefined,
    confirm: pw.confirm !== pw.newPassword ? PASSWORD_MESSAGES.mismatch : undefined,
    currentPassword: (emailChanged || pw.newPassword) && !pw.currentPassword ? USER_MESSAGES.currentPasswordRequired : undefined,
  };
  const valid = !Object.values(errors).some(Boolean);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setSaving(true);
    const body: Schema<'UpdateMeDto'> = {
      firstName: form.firstName.trim() || null,
      lastName: form.lastName.trim() || null,
      phone: form.phone.trim() || null,
      email: form.email.trim(),
    };
    if (pw.currentPassword) body.currentPassword = pw.currentPassword;
    if (pw.newPassword) body.newPassword = pw.newPassword;
    if (forget) body.forgetDevices = true;
    try {
      load(dataOf(await api.PUT('/api/v1/users/me', { body })));
      setPw({ currentPassword: '', newPassword: '', confirm: '' });
      setForget(false);
      notify(MY_ACCOUNT_LABELS.saved, { type: 'success' });
    } catch (e) {
      notify(failureMessage(e, MY_ACCOUNT_LABELS.saveFailed), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const field = (key: keyof typeof form, label: string, error?: string) => (
    <TextField
      label={label}
      name={key}
      value={form[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      error={!!error}
      helperText={error ? `Error: ${error}` : ' '}
      slotProps={{ htmlInput: { maxLength: 128 } }}
      fullWidth
      margin="dense"
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ p: 2, maxWidth: 900 }}>
      <Title title={MY_ACCOUNT_LABELS.title} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {me.username}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }}>
            {me.roles.map((r) => (
              <Chip key={r.id} size="small" label={r.prettyName} />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {MY_ACCOUNT_LABELS.organisation}: {me.tenantName}
            {me.passwordExpiresAt && ` · ${MY_ACCOUNT_LABELS.passwordExpires}: ${formatDate(me.passwordExpiresAt)}`}
          </Typography>
        </CardContent>
      </Card>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {MY_ACCOUNT_LABELS.profile}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
            {field('firstName', 'First Name')}
            {field('lastName', 'Last Name')}
            {field('email', 'Email Address', errors.email)}
            {field('phone', 'Phone')}
          </Box>
        </CardContent>
      </Card>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {MY_ACCOUNT_LABELS.password}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, columnGap: 2 }}>
            {(
              [
                ['currentPassword', MY_ACCOUNT_LABELS.currentPassword, 'current-password', errors.currentPassword],
                ['newPassword', MY_ACCOUNT_LABELS.newPassword, 'new-password', errors.newPassword],
                ['confirm', MY_ACCOUNT_LABELS.confirmPassword, 'new-password', errors.confirm],
              ] as const
            ).map(([key, label, autoComplete, error]) => (
              <TextField
                key={key}
                label={label}
                name={key}
                type="password"
                autoComplete={autoComplete}
                value={pw[key]}
                onChange={(e) => setPw({ ...pw, [key]: e.target.value })}
                error={!!error}
                helperText={error ? `Error: ${error}` : ' '}
                fullWidth
                margin="dense"
              />
            ))}
          </Box>
          <FormControlLabel
            control={<Checkbox checked={forget} onChange={(e) => setForget(e.target.checked)} />}
            label={MY_ACCOUNT_LABELS.forgetDevices}
          />
        </CardContent>
      </Card>
      <Button type="submit" variant="contained" disabled={saving || !valid}>
        {saving ? <CircularProgress size={20} color="inherit" /> : MY_ACCOUNT_LABELS.save}
      </Button>
    </Box>
  );
};

export default MyAccountPage;
