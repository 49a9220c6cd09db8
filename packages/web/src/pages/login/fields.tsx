import { TextField, type TextFieldProps } from '@mui/material';
import { LOGIN_LABELS } from '@clearline/shared';

type FieldProps = Omit<TextFieldProps, 'onChange' | 'value'> & { value: string; onValue: (value: string) => void };

/** A text field of the login views (full width, dense), reporting its value. */
export const LoginField = ({ value, onValue, ...props }: FieldProps) => (
  <TextField value={value} onChange={(e) => onValue(e.target.value)} fullWidth margin="dense" {...props} />
);

export const UsernameField = (props: Omit<FieldProps, 'name'>) => (
  <LoginField label={LOGIN_LABELS.username} name="username" autoComplete="username" {...props} />
);

/** The 6-digit one-time code: digits only. */
export const OtpField = ({ onValue, ...props }: Omit<FieldProps, 'name'>) => (
  <LoginField
    label={LOGIN_LABELS.otp}
    name="otp"
    autoComplete="one-time-code"
    onValue={(v) => onValue(v.replace(/[^\d]/g, '').slice(0, 6))}
    slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
    required
    {...props}
  />
);
