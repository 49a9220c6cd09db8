import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNotify } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  choices,
  CITIZENSHIP_TYPE,
  DEFAULT_COUNTRY_ID,
  emailMessage,
  GENDER,
  INVITATION_GUARD_MESSAGES as G,
  INVITATION_MESSAGES as M,
  MARITAL_STATUS,
  PERSONNEL_FIELD_LABELS as L,
  ssnMessage,
} from '@clearline/shared';
import { PRODUCT_NAME } from '@clearline/shared/messages';
import { api, type Schema } from '../../api/client';
import { failureMessage } from '../../lib/feedback';

/** Self-service calls send no cookies (spec 02 §7). */
const NO_COOKIES = { credentials: 'omit' } as const;

type Step = 'validating' | 'invalid' | 'otp' | 'form' | 'done';
type Names = Schema<'InviteeNamesDto'>;
type Form = Record<
  | 'middleName'
  | 'ssn'
  | 'genderType'
  | 'maritalStatus'
  | 'birthDate'
  | 'birthCountryId'
  | 'birthCity'
  | 'birthState'
  | 'citizenshipCountryId'
  | 'citizenshipType'
  | 'secondCitizenshipCountryId'
  | 'usCitizenshipDate'
  | 'alienRegistrationNumber'
  | 'passportNumber'
  | 'passportIssueDate'
  | 'passportExpiryDate',
  string
>;

const EMPTY: Form = {
  middleName: '',
  ssn: '',
  genderType: '',
  maritalStatus: '',
  birthDate: '',
  birthCountryId: String(DEFAULT_COUNTRY_ID),
  birthCity: '',
  birthState: '',
  citizenshipCountryId: String(DEFAULT_COUNTRY_ID),
  citizenshipType: '',
  secondCitizenshipCountryId: '',
  usCitizenshipDate: '',
  alienRegistrationNumber: '',
  passportNumber: '',
  passportIssueDate: '',
  passportExpiryDate: '',
};

const REQUIRED: Array<[keyof Form, string]> = [
  ['ssn', L.ssn],
  ['genderType', L.genderType],
  ['maritalStatus', L.maritalStatus],
  ['birthDate', L.birthDate],
  ['citizenshipCountryId', L.citizenshipCountryId],
  ['citizenshipType', L.citizenshipType],
];

/** The client-side rules of the invitation form (spec 02 §5 "Invitation form"); the server checks them again. */
export function inviteeFormErrors(f: Form, workEmail: string): Partial<Record<keyof Form | 'workEmail', string>> {
  const out: Partial<Record<keyof Form | 'workEmail', string>> = {};
  for (const [k, label] of REQUIRED) if (!f[k].trim()) out[k] = `${label} is required`;
  if (!out.ssn) {
    const m = ssnMessage(f.ssn);
    if (m) out.ssn = m;
  }
  if (emailMessage(workEmail, 'work')) out.workEmail = M.workEmailInvalid;
  if (f.citizenshipType === 'DUAL_CITIZENSHIP' && !f.secondCitizenshipCountryId) {
    out.secondCitizenshipCountryId = `${L.secondCitizenshipCountryId} is required`;
  }
  return out;
}

const Frame = ({ children }: { children: ReactNode }) => (
  <Box sx={{ minHeight: '100vh', display: 'flex', justifyContent: 'center', alignItems: 'flex-start', bgcolor: 'grey.100', p: 2 }}>
    <Card sx={{ width: '100%', maxWidth: 760, mt: { xs: 1, md: 6 } }}>
      <CardContent>
        <Typography variant="h4" component="h1" align="center" sx={{ fontWeight: 600, mb: 2 }}>
          {PRODUCT_NAME}
        </Typography>
        {children}
      </CardContent>
    </Card>
  </Box>
);

/** /self-service/invite?userdata=…: validating, the e-mailed code, the form, the submitted dialog (spec 02 §2). */
export default function SelfServiceInvitePage() {
  const [params] = useSearchParams();
  const userdata = params.get('userdata') ?? '';
  const notify = useNotify();
  const [step, setStep] = useState<Step>('validating');
  /** why the link cannot be used: not valid, or locked after too many codes (contact the security office) */
  const [refusal, setRefusal] = useState<string>(M.linkInvalid);
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [names, setNames] = useState<Names | null>(null);
  const [form, setForm] = useState<Form>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [countries, setCountries] = useState<Schema<'CountryView'>[]>([]);
  const [states, setStates] = useState<Schema<'StateView'>[]>([]);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      try {
        await api.POST('/api/v1/self-service/validate-invite', { body: { userdata }, ...NO_COOKIES });
        notify(M.validated, { type: 'success' });
        setStep('otp');
      } catch (e) {
        const message = failureMessage(e, M.validateFailed);
        notify(message, { type: 'error' });
        if (message === G.locked) setRefusal(G.locked);
        setStep('invalid');
      }
    })();
  }, [userdata, notify]);

  useEffect(() => {
    if (step !== 'form' || countries.length) return;
    (async () => {
      const [c, s] = await Promise.all([
        api.GET('/api/v1/self-service/system-master-data/country', NO_COOKIES),
        api.GET('/api/v1/self-service/system-master-data/state', { params: { query: { countryId: DEFAULT_COUNTRY_ID } }, ...NO_COOKIES }),
      ]).catch(() => [{ data: [] }, { data: [] }] as const);
      setCountries((c.data ?? []) as Schema<'CountryView'>[]);
      setStates((s.data ?? []) as Schema<'StateView'>[]);
    })();
  }, [step, countries.length]);

  const sendOtp = async () => {
    setBusy(true);
    try {
      const { data } = await api.POST('/api/v1/self-service/submit-otp', { body: { userdata, otp: otp.trim() }, ...NO_COOKIES });
      setNames(data!);
      notify(M.otpPassed, { type: 'success' });
      setStep('form');
    } catch (e) {
      const message = failureMessage(e, M.otpFailed);
      notify(message, { type: 'error' });
      // locked: no code will work any more, only a new invitation from the security office
      if (message === G.locked) {
        setRefusal(G.locked);
        setStep('invalid');
      }
    } finally {
      setBusy(false);
    }
  };

  const errors = inviteeFormErrors(form, names?.workEmail ?? '');
  const set = (k: keyof Form) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setForm((f) => {
      const next = { ...f, [k]: value };
      // Born in US: the citizenship date is the birth date; cleared otherwise
      if (k === 'citizenshipType' || k === 'birthDate') {
        next.usCitizenshipDate =
          next.citizenshipType === 'BORN_IN_US' ? next.birthDate : k === 'citizenshipType' ? '' : next.usCitizenshipDate;
      }
      if (k === 'citizenshipType' && value !== 'DUAL_CITIZENSHIP') next.secondCitizenshipCountryId = '';
      if (k === 'birthCountryId') next.birthState = '';
      return next;
    });
  };

  const submit = async () => {
    setTouched(true);
    if (Object.keys(errors).length) return;
    setBusy(true);
    const opt = (v: string) => (v.trim() ? v.trim() : null);
    try {
      await api.POST('/api/v1/self-service/submit-invitee', {
        body: {
          userdata,
          workEmail: names?.workEmail,
          middleName: opt(form.middleName),
          ssn: form.ssn.trim(),
          genderType: form.genderType as Schema<'SubmitInviteeDto'>['genderType'],
          maritalStatus: form.maritalStatus as Schema<'SubmitInviteeDto'>['maritalStatus'],
          birthDate: form.birthDate,
          birthAddress: { countryId: Number(form.birthCountryId), city: opt(form.birthCity), state: opt(form.birthState) },
          citizenshipCountryId: Number(form.citizenshipCountryId),
          citizenshipType: form.citizenshipType as Schema<'SubmitInviteeDto'>['citizenshipType'],
          secondCitizenshipCountryId: form.secondCitizenshipCountryId ? Number(form.secondCitizenshipCountryId) : null,
          usCitizenshipDate: opt(form.usCitizenshipDate),
          alienRegistrationNumber: opt(form.alienRegistrationNumber),
          passportNumber: opt(form.passportNumber),
          passportIssueDate: opt(form.passportIssueDate),
          passportExpiryDate: opt(form.passportExpiryDate),
        },
        ...NO_COOKIES,
      });
      notify(M.submitted, { type: 'success' });
      setStep('done');
    } catch (e) {
      notify(failureMessage(e, M.submitFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const err = (k: keyof Form | 'workEmail') => (touched ? errors[k] : undefined);
  const text = (k: keyof Form, label: string, extra: { required?: boolean; type?: string } = {}) => (
    <TextField
      label={label}
      value={form[k]}
      onChange={set(k)}
      required={extra.required}
      type={extra.type}
      slotProps={extra.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
      error={!!err(k)}
      helperText={err(k) ?? ' '}
      fullWidth
      size="small"
    />
  );
  const select = (k: keyof Form, label: string, options: Array<{ id: string; name: string }>, required = false) => (
    <TextField
      select
      label={label}
      value={form[k]}
      onChange={set(k)}
      required={required}
      error={!!err(k)}
      helperText={err(k) ?? ' '}
      fullWidth
      size="small"
    >
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
  const countryOptions = countries.map((c) => ({ id: String(c.id), name: c.countryName }));
  const opts = (map: Readonly<Record<string, string>>) => choices(map).map((c) => ({ id: c.id, name: c.name }));

  if (step === 'validating') {
    return (
      <Frame>
        <Stack spacing={2} sx={{ py: 4, alignItems: 'center' }}>
          <CircularProgress />
          <Typography>{M.validating}</Typography>
        </Stack>
      </Frame>
    );
  }
  if (step === 'invalid') {
    return (
      <Frame>
        <Alert severity="error">{refusal}</Alert>
      </Frame>
    );
  }
  if (step === 'otp') {
    return (
      <Frame>
        <Stack spacing={2} component="form" onSubmit={(e) => (e.preventDefault(), otp.trim() && void sendOtp())}>
          <Typography variant="h6" component="h2">
            {M.otpTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {M.otpHelp}
          </Typography>
          <TextField
            label={M.otpLabel}
            value={otp}
            onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 6))}
            autoFocus
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <Button type="submit" variant="contained" disabled={!otp.trim() || busy}>
            {M.submitOtp}
          </Button>
        </Stack>
      </Frame>
    );
  }
  return (
    <Frame>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {M.formTitle}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextField
          label={L.firstName}
          value={names?.firstName ?? ''}
          slotProps={{ input: { readOnly: true } }}
          helperText=" "
          size="small"
        />
        <TextField label={L.lastName} value={names?.lastName ?? ''} slotProps={{ input: { readOnly: true } }} helperText=" " size="small" />
        <TextField
          label={L.workEmail}
          value={names?.workEmail ?? ''}
          slotProps={{ input: { readOnly: true } }}
          error={!!err('workEmail')}
          helperText={err('workEmail') ?? ' '}
          size="small"
        />
        {text('middleName', L.middleName)}
        {text('ssn', L.ssn, { required: true })}
        {text('birthDate', L.birthDate, { required: true, type: 'date' })}
        {select('genderType', L.genderType, opts(GENDER), true)}
        {select('maritalStatus', L.maritalStatus, opts(MARITAL_STATUS), true)}
        {select('birthCountryId', L.birthCountryId, countryOptions)}
        {text('birthCity', L.birthCity)}
        {Number(form.birthCountryId) === DEFAULT_COUNTRY_ID
          ? select(
              'birthState',
              L.birthState,
              states.map((s) => ({ id: s.code, name: s.name })),
            )
          : text('birthState', L.birthState)}
        {select('citizenshipCountryId', L.citizenshipCountryId, countryOptions, true)}
        {select('citizenshipType', L.citizenshipType, opts(CITIZENSHIP_TYPE), true)}
        {form.citizenshipType === 'DUAL_CITIZENSHIP' &&
          select('secondCitizenshipCountryId', L.secondCitizenshipCountryId, countryOptions, true)}
        {text('usCitizenshipDate', L.usCitizenshipDate, { type: 'date' })}
        {text('alienRegistrationNumber', 'Alien Registration Number')}
        {text('passportNumber', 'Passport Number')}
        {text('passportIssueDate', L.passportIssueDate, { type: 'date' })}
        {text('passportExpiryDate', L.passportExpiryDate, { type: 'date' })}
      </Box>
      <Stack direction="row" sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => void submit()} disabled={busy || step === 'done'}>
          {M.submit}
        </Button>
      </Stack>
      <Dialog open={step === 'done'} aria-labelledby="invite-done-title">
        <DialogTitle id="invite-done-title">{M.createdTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{M.createdText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => window.close()}>Close</Button>
        </DialogActions>
      </Dialog>
    </Frame>
  );
}
