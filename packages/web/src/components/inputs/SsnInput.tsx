import { useState } from 'react';
import { IconButton, InputAdornment, Tooltip } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { TextInput, type TextInputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { formatSsn, PERSONNEL_FIELD_LABELS } from '@clearline/shared';
import { isMaskedSsn, parseSsnInput } from './ssn';
import { useFinalSource } from './useFinalSource';
import { useInputReadOnly } from './readOnly';
import { pssnField, requiredField, ssnField } from './validators';

export const SSN_SHOW_LABEL = 'Show SSN';
export const SSN_HIDE_LABEL = 'Hide SSN';

export interface SsnInputProps extends Omit<TextInputProps, 'label' | 'validate' | 'type'> {
  /** the SSN, or the pseudo-SSN (PSSN), which has the same form and the same protection */
  kind?: 'ssn' | 'pssn';
  label?: string;
  required?: boolean;
  /**
   * Called when the user shows a value the API sent masked; answers the whole number (an audited
   * reveal, made again each time it is shown) or null when it cannot be revealed. Hiding puts the mask
   * back. Without it a masked value stays masked.
   */
  onReveal?: () => Promise<string | null>;
}

/**
 * Social security number: digits only, at most nine, hidden by default with a show/hide toggle;
 * 'SSN must be in the format XXX-XX-XXXX.' until nine digits are typed. A masked value from the
 * API (***-**-1234) is displayed as is and is never taken for the number; a revealed one reads ###-##-####.
 */
export const SsnInput = ({
  kind = 'ssn',
  label = PERSONNEL_FIELD_LABELS[kind],
  required,
  onReveal,
  slotProps,
  readOnly,
  ...rest
}: SsnInputProps) => {
  const [visible, setVisible] = useState(false);
  const [revealing, setRevealing] = useState(false);
  // the masked value the API sent and the whole number a reveal put in its place
  const [revealed, setRevealed] = useState<{ masked: string; whole: string } | null>(null);
  const finalSource = useFinalSource(rest.source);
  const { getValues, setValue } = useFormContext();

  const toggle = async () => {
    if (visible) {
      // hiding puts the mask back (unless the user typed another number): the whole number stays only while shown
      if (revealed && getValues(finalSource) === revealed.whole) setValue(finalSource, revealed.masked, { shouldDirty: false });
      setRevealed(null);
      setVisible(false);
      return;
    }
    const current = getValues(finalSource) as unknown;
    if (onReveal && isMaskedSsn(current)) {
      setRevealing(true);
      try {
        const whole = await onReveal();
        // keep the record's saved state: revealing is reading, not editing
        if (whole) {
          const digits = parseSsnInput(whole);
          setValue(finalSource, digits, { shouldDirty: false });
          setRevealed({ masked: current as string, whole: digits });
        }
      } finally {
        setRevealing(false);
      }
    }
    setVisible(true);
  };

  const toggleLabel = kind === 'ssn' ? (visible ? SSN_HIDE_LABEL : SSN_SHOW_LABEL) : `${visible ? 'Hide' : 'Show'} ${label}`;
  return (
    <TextInput
      label={label}
      type={visible ? 'text' : 'password'}
      parse={parseSsnInput}
      // the revealed number is kept as its digits and shown as ###-##-####; what the user types is shown as typed
      format={(v: unknown) => (revealed && v === revealed.whole ? formatSsn(revealed.whole) : ((v as string | null | undefined) ?? ''))}
      validate={[...(required ? [requiredField(label)] : []), kind === 'ssn' ? ssnField : pssnField]}
      autoComplete="off"
      readOnly={useInputReadOnly(readOnly)}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'numeric', maxLength: 11 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Tooltip title={toggleLabel}>
                <span>
                  <IconButton aria-label={toggleLabel} onClick={toggle} disabled={revealing} edge="end" size="small">
                    {visible ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </span>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
      {...rest}
    />
  );
};
